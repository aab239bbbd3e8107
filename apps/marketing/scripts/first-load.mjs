#!/usr/bin/env node
// First-load JavaScript of every prerendered page: the modules its HTML loads or preloads
// (entry, route chunks and their static imports), minified + gzip. Prints a table and fails if
// any page is over the budget.
// Usage (after `pnpm build`): node scripts/first-load.mjs
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 125 * 1024;
const client = new URL("../build/client/", import.meta.url).pathname;

const pages = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html") || file === "404.html");

const gzipped = new Map();
const gzipOf = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** JS files a page loads on first paint: module scripts, modulepreloads and inline imports. */
function scriptsOf(html) {
  const urls = new Set();
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
    urls.add(url);
  for (const [, url] of html.matchAll(/<script type="module"[^>]*src="([^"]+\.js)"/g))
    urls.add(url);
  for (const [, url] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(url);
  return [...urls].map((url) => url.replace(/^\//, ""));
}

let failed = false;
const rows = pages.sort().map((file) => {
  const html = readFileSync(join(client, file), "utf8");
  const scripts = scriptsOf(html);
  const bytes = scripts.reduce((sum, script) => sum + gzipOf(script), 0);
  const path = `/${relative(client, join(client, file)).replace(/index\.html$/, "")}`;
  if (bytes > BUDGET) failed = true;
  return { path, files: scripts.length, bytes };
});

console.log("page".padEnd(62), "files".padStart(5), "JS gzip".padStart(10));
for (const { path, files, bytes } of rows) {
  console.log(
    path.padEnd(62),
    String(files).padStart(5),
    bytes.toLocaleString("en-US").padStart(10),
  );
}
const max = Math.max(...rows.map((row) => row.bytes));
console.log(
  `largest first load: ${max.toLocaleString("en-US")} B gzip (budget ${BUDGET.toLocaleString("en-US")} B)`,
);
if (failed) {
  console.error("✗ a page is over the first-load budget");
  process.exit(1);
}
