import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

/**
 * Which proxies in front of the API are believed about the client's address
 * (`X-Forwarded-For`): none, the nearest `hops` (each one adds the address it saw), or those whose
 * own address is in one of `ranges` (CIDR). A request that reaches the API directly, from an
 * address that is not trusted, is never believed.
 */
export type TrustProxy =
  | { readonly kind: "none" }
  | { readonly kind: "hops"; readonly hops: number }
  | { readonly kind: "ranges"; readonly ranges: readonly string[] };

export const TRUST_NO_PROXY: TrustProxy = { kind: "none" };

/** The function `proxy-addr` asks about each address on the way, nearest first. */
function trustFunction(trust: TrustProxy): (address: string, index: number) => boolean {
  switch (trust.kind) {
    case "none":
      return () => false;
    case "hops":
      return (_address, index) => index < trust.hops;
    case "ranges":
      return proxyAddr.compile([...trust.ranges]);
  }
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/**
 * Reads a client's address the way {@link TrustProxy} says: the socket's peer, then, while that
 * address is a trusted proxy, the entry of `X-Forwarded-For` it added, right to left.
 */
export function clientAddressReader(trust: TrustProxy): (c: Context) => string {
  const trusted = trustFunction(trust);
  return (c) => {
    const remoteAddress = socketAddress(c);
    if (remoteAddress === undefined) return "unknown";
    if (trust.kind === "none") return remoteAddress;
    const forwarded = c.req.header("x-forwarded-for");
    return proxyAddr(
      {
        headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
        connection: { remoteAddress },
        socket: { remoteAddress },
      } as unknown as Parameters<typeof proxyAddr>[0],
      trusted,
    );
  };
}

/**
 * What limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address by its /64, the block one subscriber is given, so rotating through it
 * does not buy fresh allowances. Anything unparsable is kept as it is.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(":")}::/64`;
}
