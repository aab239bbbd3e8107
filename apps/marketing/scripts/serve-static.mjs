#!/usr/bin/env node
// Serves the prerendered site (build/client) the way a static host does: /path answers with
// /path/index.html, files as they are, anything else with 404.html and status 404. Text is
// gzip-compressed when the browser accepts it; hashed assets are cached for a year, pages revalidate.
// Byte ranges are served as a real host does, so a video's metadata loads and the request ends
// (without them Chromium holds a paused video's download open for about 15 s).
// Usage (after `pnpm build`): node scripts/serve-static.mjs   (PORT, default 4173)
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { createGzip } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const port = Number(process.env.PORT ?? 4173);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
};

function resolve(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, safe);
  if (!file.startsWith(root)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const page = join(file, "index.html");
  return existsSync(page) ? page : undefined;
}

const compressible = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg"]);

/** The one byte range a `Range: bytes=a-b` header asks for, or undefined (then the whole file). */
function rangeOf(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? "");
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end ? { start, end } : "unsatisfiable";
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  const file = resolve(pathname);
  const target = file ?? join(root, "404.html");
  const type = extname(target);
  const gzip = compressible.has(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const headers = {
    "content-type": types[type] ?? "application/octet-stream",
    "cache-control": pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    vary: "accept-encoding",
  };
  if (gzip) {
    res.writeHead(file ? 200 : 404, { ...headers, "content-encoding": "gzip" });
    createReadStream(target).pipe(createGzip()).pipe(res);
    return;
  }
  const { size } = statSync(target);
  const range = file ? rangeOf(req.headers.range, size) : undefined;
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "content-range": `bytes */${String(size)}` });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.writeHead(range ? 206 : file ? 200 : 404, {
    ...headers,
    "accept-ranges": "bytes",
    "content-length": String(end - start + 1),
    ...(range ? { "content-range": `bytes ${String(start)}-${String(end)}/${String(size)}` } : {}),
  });
  createReadStream(target, { start, end }).pipe(res);
}).listen(port, "127.0.0.1", () => {
  console.log(`Serving build/client at http://127.0.0.1:${port}`);
});
