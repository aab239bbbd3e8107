#!/usr/bin/env node
// First-load JavaScript of every prerendered page: the modules its HTML loads (module scripts,
// modulepreloads, the inline route imports and the entry) and everything they import statically,
// minified + gzip. Prints a table and fails if any page is over its budget (first-load-budgets.json:
// the site's 125,000 B, lower for the pages that already load less, so that none grows unseen).
// Usage (after `pnpm build`): node scripts/first-load.mjs
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

// 125 KB of gzip, read strictly as 125,000 bytes (not 125 KiB = 128,000), and lower per page.
const budgets = JSON.parse(
  readFileSync(new URL("../first-load-budgets.json", import.meta.url), "utf8"),
);
const client = new URL("../build/client/", import.meta.url).pathname;

/** The budget of the page at `path`: its own key, else the nearest `…/*` key above it, else the site's. */
function budgetOf(path) {
  if (budgets.pages[path] !== undefined) return Math.min(budgets.pages[path], budgets.site);
  const covering = Object.keys(budgets.pages)
    .filter((key) => key.endsWith("/*") && path.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return Math.min(covering ? budgets.pages[covering] : budgets.site, budgets.site);
}

const pages = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html") || file === "404.html");

const gzipped = new Map();
const gzipOf = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImportsOf = (file) =>
  [
    ...readFileSync(join(client, file), "utf8").matchAll(
      /\bimport\s*(?:[\w{},*\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map(([, name]) => join("assets", name));

/** JS files a page loads before it hydrates: what its HTML names and their static imports. */
function scriptsOf(html) {
  const files = new Set(namedIn(html));
  for (const file of files) for (const imported of staticImportsOf(file)) files.add(imported);
  return [...files];
}

/** Module scripts, modulepreloads and the inline route imports of a page's HTML. */
function namedIn(html) {
  const urls = new Set();
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g))
    urls.add(url);
  for (const [, url] of html.matchAll(/<script type="module"[^>]*src="([^"]+\.js)"/g))
    urls.add(url);
  for (const [, url] of html.matchAll(/\bimport\b[^";]*"(\/assets\/[^"]+\.js)"/g)) urls.add(url);
  return [...urls].map((url) => url.replace(/^\//, ""));
}

let failed = false;
const rows = pages.sort().map((file) => {
  const html = readFileSync(join(client, file), "utf8");
  const scripts = scriptsOf(html);
  const bytes = scripts.reduce((sum, script) => sum + gzipOf(script), 0);
  const path = `/${relative(client, join(client, file)).replace(/index\.html$/, "")}`;
  const budget = budgetOf(path);
  if (bytes > budget) failed = true;
  return { path, files: scripts.length, bytes, budget };
});

const bytesOf = (n) => n.toLocaleString("en-US").padStart(10);
console.log("page".padEnd(56), "files".padStart(5), "JS gzip".padStart(10), "budget".padStart(10));
for (const { path, files, bytes, budget } of rows) {
  const over = bytes > budget ? `  ✗ ${(bytes - budget).toLocaleString("en-US")} B over` : "";
  console.log(path.padEnd(56), String(files).padStart(5), bytesOf(bytes), bytesOf(budget) + over);
}
const max = Math.max(...rows.map((row) => row.bytes));
console.log(
  `largest first load: ${max.toLocaleString("en-US")} B gzip (site budget ${budgets.site.toLocaleString("en-US")} B)`,
);
if (failed) {
  console.error("✗ a page is over its first-load budget (first-load-budgets.json)");
  process.exit(1);
}
