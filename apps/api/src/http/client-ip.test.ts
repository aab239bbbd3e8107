import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  clientAddressReader,
  clientBlocks,
  clientKey,
  forwardedAddress,
  type TrustProxy,
} from "./client-ip.js";

/** The address `trust` reads for a request from `socket` carrying `forwardedFor`. */
async function addressOf(trust: TrustProxy, socket: string, forwardedFor?: string) {
  const app = new Hono();
  const read = clientAddressReader(trust);
  app.get("/", (c) => c.text(read(c)));
  const res = await app.request(
    "/",
    { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
}

describe("clientAddressReader", () => {
  it("believes no X-Forwarded-For without trusted proxies", async () => {
    expect(await addressOf({ kind: "none" }, "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
  });

  it("with a hop count, takes the entry the outermost trusted proxy added", async () => {
    // A CDN in front of a load balancer: the visitor, then the CDN's edge.
    const hops: TrustProxy = { kind: "hops", hops: 2 };
    expect(await addressOf(hops, "10.0.0.2", "203.0.113.9, 198.51.100.1")).toBe("203.0.113.9");
    // A made-up entry on the left is not reached.
    expect(await addressOf(hops, "10.0.0.2", "6.6.6.6, 203.0.113.9, 198.51.100.1")).toBe(
      "203.0.113.9",
    );
    expect(await addressOf({ kind: "hops", hops: 1 }, "10.0.0.2", "6.6.6.6, 203.0.113.9")).toBe(
      "203.0.113.9",
    );
  });

  it("with ranges, believes X-Forwarded-For only from an address in them", async () => {
    const ranges: TrustProxy = { kind: "ranges", ranges: ["10.0.0.0/8", "2001:db8:ffff::/48"] };
    expect(await addressOf(ranges, "10.1.2.3", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(ranges, "2001:db8:ffff::1", "203.0.113.9")).toBe("203.0.113.9");
    // Reached directly: the header is the visitor's own words.
    expect(await addressOf(ranges, "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
    // Walks through every trusted hop, no further.
    expect(await addressOf(ranges, "10.1.2.3", "6.6.6.6, 203.0.113.9, 10.9.9.9")).toBe(
      "203.0.113.9",
    );
  });
});

describe("clientAddressReader with entries that are not bare addresses", () => {
  const oneProxy: TrustProxy = { kind: "hops", hops: 1 };
  const proxy = "10.0.0.2";

  it("takes the address out of an ip:port or bracketed entry", async () => {
    expect(await addressOf(oneProxy, proxy, "198.51.100.7:1234")).toBe("198.51.100.7");
    expect(await addressOf(oneProxy, proxy, " 198.51.100.7:1234 ")).toBe("198.51.100.7");
    expect(await addressOf(oneProxy, proxy, "[198.51.100.7]")).toBe("198.51.100.7");
    expect(await addressOf(oneProxy, proxy, "[198.51.100.7]:80")).toBe("198.51.100.7");
    expect(await addressOf(oneProxy, proxy, "[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(await addressOf(oneProxy, proxy, "[2001:db8::1]")).toBe("2001:db8::1");
    expect(await addressOf(oneProxy, proxy, "[fe80::1%eth0]:443")).toBe("fe80::1");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4, in the header and on the socket", async () => {
    expect(await addressOf(oneProxy, proxy, "::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(await addressOf(oneProxy, proxy, "[::ffff:198.51.100.7]:443")).toBe("198.51.100.7");
    expect(await addressOf({ kind: "none" }, "::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("counts each such entry as the bare address, an IPv6 one by its /64", async () => {
    const keyOf = async (forwardedFor: string) =>
      clientKey(await addressOf(oneProxy, proxy, forwardedFor));
    for (const entry of ["198.51.100.7:1234", "[198.51.100.7]", "::ffff:198.51.100.7"]) {
      expect(await keyOf(entry), entry).toBe("198.51.100.7");
    }
    for (const entry of ["[2001:db8:1:2::1]:443", "[2001:db8:1:2:ffff::9]", "2001:db8:1:2::7"]) {
      expect(await keyOf(entry), entry).toBe("2001:db8:1:2::/64");
    }
  });

  it("takes the proxy that passed on an entry holding no address, never the entry", async () => {
    for (const entry of [
      "garbage1",
      "unknown",
      "",
      "client.example",
      "198.51.100.7:port",
      "010.0.0.1",
      "[2001:db8::1",
      "2001:db8::1]:443",
    ]) {
      expect(await addressOf(oneProxy, proxy, entry), entry).toBe(proxy);
    }
    // Nor does it walk past such an entry to one further left.
    expect(await addressOf(oneProxy, proxy, "203.0.113.9, garbage1")).toBe(proxy);
    expect(await addressOf(oneProxy, "::ffff:10.0.0.2", "garbage1")).toBe(proxy);
  });

  it("with a hop count, stops at the first entry holding no address", async () => {
    const hops: TrustProxy = { kind: "hops", hops: 2 };
    // The CDN's entry for the visitor is junk: the CDN's edge, as the load balancer saw it.
    expect(await addressOf(hops, proxy, "garbage1, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(hops, proxy, "203.0.113.9:5000, 198.51.100.1:443")).toBe("203.0.113.9");
    // The load balancer's own entry is junk: the load balancer.
    expect(await addressOf(hops, proxy, "203.0.113.9, garbage1")).toBe(proxy);
  });

  it("with ranges, reads a proxy's ip:port entry as that proxy, and walks on", async () => {
    const ranges: TrustProxy = { kind: "ranges", ranges: ["10.0.0.0/8"] };
    expect(await addressOf(ranges, "10.1.2.3", "203.0.113.9, 10.9.9.9:5555")).toBe("203.0.113.9");
    expect(await addressOf(ranges, "10.1.2.3", "6.6.6.6, garbage1, 10.9.9.9")).toBe("10.9.9.9");
    expect(await addressOf(ranges, "10.1.2.3", "garbage1")).toBe("10.1.2.3");
  });
});

describe("forwardedAddress", () => {
  it("is the address an entry holds, or undefined", () => {
    expect(forwardedAddress(" 203.0.113.9 ")).toBe("203.0.113.9");
    expect(forwardedAddress("203.0.113.9:65535")).toBe("203.0.113.9");
    expect(forwardedAddress("[2001:DB8::1]:443")).toBe("2001:DB8::1");
    expect(forwardedAddress("::ffff:cb00:7109")).toBe("203.0.113.9");
    // A colon in an unbracketed IPv6 address is not a port.
    expect(forwardedAddress("2001:db8::1:443")).toBe("2001:db8::1:443");
    expect(forwardedAddress("203.0.113.9:")).toBeUndefined();
    expect(forwardedAddress("203.0.113.9:443:1")).toBeUndefined();
    expect(forwardedAddress("203.0.113.9 1")).toBeUndefined();
    expect(forwardedAddress("[garbage1]:443")).toBeUndefined();
  });
});

describe("clientKey", () => {
  it("counts IPv6 by its /64 and IPv4 by address", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("clientBlocks", () => {
  it("nests an IPv6 client in its /64, /56 and /48, the /64 spelled as clientKey spells it", () => {
    expect(clientBlocks("2001:db8:1:2ff::1")).toEqual([
      { level: "/64", key: clientKey("2001:db8:1:2ff::1") },
      { level: "/56", key: "2001:db8:1:200::/56" },
      { level: "/48", key: "2001:db8:1::/48" },
    ]);
  });

  it("puts two /64s of one /56 apart at /64 and together above it", () => {
    const [a64, a56, a48] = clientBlocks("2001:db8:7:1100::1");
    const [b64, b56, b48] = clientBlocks("2001:db8:7:11ff:abcd::9");
    expect(a64?.key).not.toBe(b64?.key);
    expect(a56?.key).toBe(b56?.key);
    expect(a48?.key).toBe(b48?.key);
  });

  it("counts an IPv4 client (mapped or not) by its address alone", () => {
    expect(clientBlocks("::ffff:198.51.100.7")).toEqual([
      { level: "address", key: "198.51.100.7" },
    ]);
    expect(clientBlocks("unknown")).toEqual([{ level: "address", key: "unknown" }]);
  });
});
