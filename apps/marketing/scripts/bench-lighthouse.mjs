#!/usr/bin/env node
// Lighthouse benchmark of the production build: builds the site (and the packages it uses), serves
// build/client the way a static host does, runs Lighthouse 3 times per page in mobile and desktop
// mode with the system Chromium, and prints the median of each score and metric.
// Fails (exit 1) below the floor: mobile Performance 95, Accessibility/Best Practices/SEO 100.
// Usage: pnpm bench:lighthouse [--no-build] [--runs N] [--paint-holding] [/path ...]
// Chromium comes from CHROME_PATH (default /usr/bin/chromium).
import { execFileSync, spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs } from "../../../tooling/chromium.mjs";
import { LIGHTHOUSE_METRICS, LIGHTHOUSE_PAGES } from "./lighthouse-pages.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    "paint-holding": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const pages = positionals.length > 0 ? positionals : LIGHTHOUSE_PAGES;
const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
const appDir = new URL("..", import.meta.url).pathname;
const repoRoot = new URL("../../..", import.meta.url).pathname;

const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = LIGHTHOUSE_METRICS;
const floor = {
  mobile: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  desktop: { performance: 0, accessibility: 100, "best-practices": 100, seo: 100 },
};
const modes = { mobile: undefined, desktop: desktopConfig };

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function waitForServer(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the static server did not answer at ${url}`);
}

if (!values["no-build"]) {
  execFileSync("pnpm", ["exec", "turbo", "run", "build", "--filter", "@novaline/marketing..."], {
    cwd: repoRoot,
    stdio: "inherit",
  });
}

const server = spawn(process.execPath, ["../../tooling/static-host.mjs", "marketing"], {
  cwd: appDir,
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    ...chromiumArgs,
    // Paint holding keeps the previous page on screen until the new one is ready; combined with
    // headless Chrome's BeginFrame throttling it adds a whole second to the observed first paint
    // of about half the runs (GoogleChrome/lighthouse#17148), which the mobile simulation then
    // multiplies. A visitor arriving from another site gets no paint holding, so measure that.
    ...(values["paint-holding"] ? [] : ["--disable-features=PaintHolding"]),
  ],
});

const rows = [];
try {
  await waitForServer(origin);
  for (const page of pages) {
    for (const [mode, config] of Object.entries(modes)) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          origin + page,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
          config,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        results.push(lhr);
        process.stderr.write(
          `${mode.padEnd(7)} ${page.padEnd(12)} run ${run + 1}: ${categories.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100)).join(" / ")}\n`,
        );
      }
      const scores = Object.fromEntries(
        categories.map((c) => [
          c,
          Math.round(median(results.map((lhr) => (lhr.categories[c].score ?? 0) * 100))),
        ]),
      );
      const values = Object.fromEntries(
        Object.entries(metrics).map(([name, id]) => [
          name,
          median(results.map((lhr) => lhr.audits[id].numericValue ?? 0)),
        ]),
      );
      // What cost points in the last run, per category, to say why a page is below the floor.
      const lost = Object.fromEntries(
        categories.map((c) => {
          const { audits, categories: cats } = results.at(-1);
          const ids = cats[c].auditRefs
            .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
            .map((ref) => {
              // A console error or a failed request says which, so it can be found.
              const said = (audits[ref.id].details?.items ?? [])
                .map((item) => item.description ?? item.url)
                .filter(Boolean)
                .slice(0, 2)
                .map((text) => String(text).slice(0, 200));
              return said.length > 0 ? `${ref.id}: ${said.join(" | ")}` : ref.id;
            });
          return [c, ids];
        }),
      );
      rows.push({ page, mode, scores, values, lost });
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const header = [
  "page",
  "mode",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "SI ms",
];
const table = rows.map(({ page, mode, scores, values }) => [
  page,
  mode,
  ...categories.map((c) => String(scores[c])),
  ...["FCP", "LCP", "TBT"].map((m) => String(Math.round(values[m]))),
  values.CLS.toFixed(3),
  String(Math.round(values.SI)),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, ${origin}`);
console.log(line(header));
for (const row of table) console.log(line(row));

const below = rows.flatMap(({ page, mode, scores, lost }) =>
  categories
    .filter((c) => scores[c] < floor[mode][c])
    .map(
      (c) =>
        `${mode} ${page} ${c} ${scores[c]} < ${floor[mode][c]} (lost on: ${lost[c].join(", ")})`,
    ),
);
if (below.length > 0) {
  console.error(`\n✗ below the floor:\n  ${below.join("\n  ")}`);
  process.exit(1);
}
console.log("\n✓ every page meets the floor (mobile Performance ≥ 95, the rest 100)");
