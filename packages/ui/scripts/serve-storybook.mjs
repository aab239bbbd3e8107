#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) on 127.0.0.1:$PORT (default 6106) until stopped:
// the web server of the Playwright tests in browser/.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const root = new URL("../storybook-static/", import.meta.url).pathname;
const port = Number(process.env.PORT ?? 6106);

const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
};

if (!existsSync(join(root, "index.json"))) {
  console.error("storybook-static/index.json is missing: run `pnpm build-storybook` first.");
  process.exit(1);
}
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
server.listen(port, "127.0.0.1", () => console.log(`Storybook at http://127.0.0.1:${port}`));
