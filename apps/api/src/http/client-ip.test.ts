import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddressReader, clientKey, type TrustProxy } from "./client-ip.js";

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
