// First-load JavaScript budgets of every prerendered page, checked by size-limit (the same tool
// as the packages' budgets). What is ours: which files a page loads before it hydrates — the
// modules its HTML names (module scripts, modulepreloads, the inline route imports) and
// everything they import statically. size-limit gzips them (level 9) and sums them, without
// bundling. Budgets: first-load-budgets.json (the site's 125,000 B, lower for the pages that
// already load less, so that none grows unseen). Run after the build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const budgets = JSON.parse(
  readFileSync(new URL("first-load-budgets.json", import.meta.url), "utf8"),
);
const client = new URL("build/client/", import.meta.url).pathname;
if (!existsSync(client))
  throw new Error("Build the site first (pnpm build): build/client/ is missing");

/** The budget of the page at `path`: its own key, else the nearest `…/*` key above it, else the site's. */
function budgetOf(path) {
  if (budgets.pages[path] !== undefined) return Math.min(budgets.pages[path], budgets.site);
  const covering = Object.keys(budgets.pages)
    .filter((key) => key.endsWith("/*") && path.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return Math.min(covering ? budgets.pages[covering] : budgets.site, budgets.site);
}

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImportsOf = (file) =>
  [
    ...readFileSync(join(client, file), "utf8").matchAll(
      /\bimport\s*(?:[\w{},*\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map(([, name]) => join("assets", name));

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

/** JS files a page loads before it hydrates: what its HTML names and their static imports. */
function scriptsOf(html) {
  const files = new Set(namedIn(html));
  for (const file of files) for (const imported of staticImportsOf(file)) files.add(imported);
  return [...files];
}

const pages = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html") || file === "404.html")
  .sort();

export default pages.map((file) => {
  const path = `/${relative(client, join(client, file)).replace(/index\.html$/, "")}`;
  return {
    name: path,
    path: scriptsOf(readFileSync(join(client, file), "utf8")).map((script) =>
      join("build/client", script),
    ),
    limit: `${budgetOf(path)} B`,
    gzip: true,
  };
});
