// The production-like static host compresses each file once (as Firebase's CDN caches it), and a
// new build is served as soon as it is written.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticHost } from "./static-host.ts";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let dir: string;
let server: Server;
let origin: string;

/** A raw GET (no automatic decompression), with `headers`. */
function request(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    }).on("error", reject);
  });
}

const gzip = { "accept-encoding": "gzip" };
const script = (word: string) => `export const word = "${word}";\n${"// padding\n".repeat(200)}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-host-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Home</title><p>Home</p>");
  writeFileSync(join(dir, "app.js"), script("first"));
  writeFileSync(join(dir, "clip.mp4"), Buffer.alloc(4096, 7));
  server = await startStaticHost("marketing", 0, dir);
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("static host", () => {
  it("answers the same compressed bytes and headers again, with firebase.json's headers", async () => {
    const first = await request("/app.js", gzip);
    const again = await request("/app.js", gzip);
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(script("first"));
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    for (const name of [
      "content-type",
      "content-encoding",
      "cache-control",
      "x-content-type-options",
    ])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers["content-length"]).toBe(String(first.body.length));
  });

  it("keeps uncompressed and compressed answers apart", async () => {
    const plain = await request("/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script("first"));
  });

  it("serves a new build once its index.html is rewritten", async () => {
    await request("/app.js", gzip);
    writeFileSync(join(dir, "app.js"), script("second"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, "index.html"), later, later);
    const answer = await request("/app.js", gzip);
    expect(gunzipSync(answer.body).toString()).toBe(script("second"));
  });

  it("still answers byte ranges of media with 206", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const range = await request("/clip.mp4", { range: "bytes=0-99" });
      expect(range.status).toBe(206);
      expect(range.headers["content-range"]).toBe("bytes 0-99/4096");
      expect(range.body.length).toBe(100);
    }
  });
});
