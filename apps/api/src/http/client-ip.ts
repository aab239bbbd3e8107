import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import { isIP } from "node:net";
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

/**
 * Whether the address at `index` on the way (0: the socket's peer, then the entries of
 * `X-Forwarded-For` right to left) is a trusted proxy, whose entry is believed.
 */
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
 * An IPv4 address and its port, as some load balancers write an entry: `198.51.100.7:1234`. A
 * colon in the host is not taken: an IPv6 address's port comes only after its brackets.
 */
const IPV4_WITH_PORT = /^([^:]+):\d{1,5}$/;
/** An address in brackets, with a port or without: `[2001:db8::1]:443`, `[2001:db8::1]`. */
const BRACKETED = /^\[([^\]]*)\](?::\d{1,5})?$/;

/**
 * The IP address in one entry of `X-Forwarded-For` (or a socket's address), or `undefined` when it
 * holds none. Blanks around it are trimmed; an IPv4 address's `:port`, an IPv6 address's brackets
 * and `]:port`, and an IPv6 zone (`%eth0`) are taken off; what is left must be an address to
 * `node:net`'s `isIP` (so no host names, `unknown`, or octal-looking `010.0.0.1`). An
 * IPv4-mapped IPv6 address (`::ffff:198.51.100.7`) comes back as its IPv4 address.
 *
 * @example forwardedAddress(" [2001:db8::1]:443") // "2001:db8::1"
 * @example forwardedAddress("198.51.100.7:1234") // "198.51.100.7"
 * @example forwardedAddress("garbage1") // undefined
 */
export function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim();
  const host = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  switch (isIP(host)) {
    case 4:
      return host;
    case 6: {
      const bare = host.replace(/%.*$/, "");
      if (!ipaddr.IPv6.isValid(bare)) return undefined;
      const address = ipaddr.IPv6.parse(bare);
      return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : bare;
    }
    default:
      return undefined;
  }
}

/**
 * Reads a client's address the way {@link TrustProxy} says: the socket's peer, then, while that
 * address is a trusted proxy, the entry of `X-Forwarded-For` it added, right to left. Each entry
 * is read by {@link forwardedAddress}; one that holds no address ends the walk, and the client is
 * the last address on the way, the proxy that passed that entry on (with one proxy, the socket's
 * peer), never the entry's text: a made-up or `ip:port` entry would otherwise be a fresh key for
 * every limit.
 */
export function clientAddressReader(trust: TrustProxy): (c: Context) => string {
  const trusted = trustFunction(trust);
  return (c) => {
    const remoteAddress = socketAddress(c);
    if (remoteAddress === undefined) return "unknown";
    let address = forwardedAddress(remoteAddress) ?? remoteAddress;
    if (trust.kind === "none") return address;
    // Nearest first: the entry the socket's peer added is the last one.
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",").reverse();
    for (const [index, entry] of entries.entries()) {
      if (!trusted(address, index)) break;
      const added = forwardedAddress(entry);
      if (added === undefined) break;
      address = added;
    }
    return address;
  };
}

/**
 * What limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address by its /64, the block one subscriber is given, so rotating through it
 * does not buy fresh allowances. Anything else is kept as it is: only `unknown` comes here so (a
 * request without a socket, in tests), as {@link clientAddressReader} yields addresses.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(":")}::/64`;
}

/** The IPv6 blocks a client is counted in, narrowest first (see {@link clientBlocks}). */
export const IPV6_BLOCK_PREFIXES = [64, 56, 48] as const;

/** Which of a client's blocks a key is: its address (IPv4) or one of its IPv6 prefixes. */
export type ClientBlockLevel = "address" | `/${(typeof IPV6_BLOCK_PREFIXES)[number]}`;

/** One block a client is counted in, and its key. */
export interface ClientBlock {
  readonly level: ClientBlockLevel;
  readonly key: string;
}

/**
 * Every block a client is counted in, narrowest first, so one limit per level can be nested:
 * an IPv4 address alone; an IPv6 address's /64 (one subscriber), /56 (a home or small site's
 * delegation) and /48 (a site's). Rotating /64s inside one /56 or /48 buys no fresh allowance
 * at the wider levels. The first block's key is {@link clientKey}'s. Anything that is not an
 * address (`unknown`, in tests) is one block, as it is.
 *
 * @example clientBlocks("2001:db8:1:2:3:4:5:6").map((b) => b.key)
 * // ["2001:db8:1:2::/64", "2001:db8:1::/56", "2001:db8:1::/48"]
 */
export function clientBlocks(address: string): readonly ClientBlock[] {
  if (!ipaddr.isValid(address)) return [{ level: "address", key: address }];
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return [{ level: "address", key: parsed.toString() }];
  const bytes = parsed.toByteArray();
  return IPV6_BLOCK_PREFIXES.map((prefix) => {
    const masked = bytes.map((byte, index) => {
      const bitsLeft = prefix - index * 8;
      if (bitsLeft >= 8) return byte;
      if (bitsLeft <= 0) return 0;
      return byte & (0xff << (8 - bitsLeft)) & 0xff;
    });
    const level = `/${String(prefix)}` as ClientBlockLevel;
    // The /64 keeps clientKey's spelling: the keys stored before count on.
    if (prefix === 64) return { level, key: clientKey(address) };
    return { level, key: `${ipaddr.fromByteArray(masked).toString()}/${String(prefix)}` };
  });
}
