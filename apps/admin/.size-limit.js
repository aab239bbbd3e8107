// The admin's JavaScript budgets, checked by size-limit after the build (gzip, level 9, summed
// without bundling): the first load, which every page needs (the module scripts and
// modulepreloads dist/index.html names and everything they import statically), and the
// dashboard's own code, loaded with its route (/admin/insights) and never with the inbox.
// Budgets: what each loads today plus about 2 %. Raise one only with a reason in the commit.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dist = new URL("dist/", import.meta.url).pathname;
if (!existsSync(join(dist, "index.html")))
  throw new Error("Build the admin first (pnpm build): dist/index.html is missing");

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImportsOf = (file) =>
  [
    ...readFileSync(join(dist, file), "utf8").matchAll(
      /\bimport\s*(?:[\w{},*\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map(([, name]) => join("assets", name));

/** `files` and everything they import statically. */
function withImports(files) {
  const all = new Set(files);
  for (const file of all) for (const imported of staticImportsOf(file)) all.add(imported);
  return [...all];
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const named = [
  ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map(([, file]) => file);
const firstLoad = withImports(named);

const dashboardEntry = readdirSync(join(dist, "assets")).find((file) =>
  /^insights-page-.*\.js$/.test(file),
);
if (dashboardEntry === undefined)
  throw new Error("The dashboard's chunk is missing from the build");
if (firstLoad.some((file) => file.includes("insights-page")))
  throw new Error("The dashboard's code is in the first load: import it lazily (routes.tsx)");
const dashboard = withImports([join("assets", dashboardEntry)]).filter(
  (file) => !firstLoad.includes(file),
);

export default [
  {
    name: "First load (every page: sign-in, inbox)",
    path: firstLoad.map((file) => join("dist", file)),
    // 227,931 B on 2026-11-30 (Firebase Auth is about half of it); 236,013 B once the versions,
    // notes, ownership and recording work of issue 42 were merged (the panel's notes, owner
    // picker, conflict choice and player; libphonenumber and the dashboard stay lazy).
    limit: "240700 B",
    gzip: true,
  },
  {
    name: "Dashboard (/admin/insights, loaded with its route)",
    path: dashboard.map((file) => join("dist", file)),
    // 6,726 B on 2026-11-30: hand-drawn SVG, no chart library; 7,029 B once every figure linked
    // to its inquiries (the win rate, response times, placed calls, median call, unanswered);
    // 12,280 B once the chart's geometry came from d3 (d3-shape, d3-scale's band, d3-array's
    // ticks: 5.2 kB, see leads-chart-geometry.ts).
    limit: "12600 B",
    gzip: true,
  },
];
