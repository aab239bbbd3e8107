#!/usr/bin/env node
// Serves the built SPA (dist/) the way the admin host does: files as they are, any other path
// with index.html (the router decides; unknown paths show the app's not-found page). Hashed
// assets are cached for a year; pages revalidate; every answer carries X-Robots-Tag: noindex.
// Usage (after `pnpm build`): node scripts/serve-static.mjs   (PORT, default 4174)
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const root = new URL("../dist/", import.meta.url).pathname;
const port = Number(process.env.PORT ?? 4174);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, safe);
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  const file = fileFor(pathname);
  // A missing asset is a real 404; a missing page is the SPA's to route.
  if (!file && pathname.startsWith("/assets/")) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  const target = file ?? join(root, "index.html");
  res.writeHead(200, {
    "content-type": types[extname(target)] ?? "application/octet-stream",
    "cache-control": pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    "x-robots-tag": "noindex, nofollow",
  });
  createReadStream(target).pipe(res);
}).listen(port, "127.0.0.1", () => {
  console.log(`Serving dist at http://127.0.0.1:${port}`);
});
