#!/usr/bin/env node
// Lighthouse CI (@lhci/cli) on the production build, offline. Serves build/client with this
// package's `preview` script (the production static host) on LIGHTHOUSE_PORT (default 4320), runs
// Lighthouse 3 times per page with its default mobile emulation in the Chromium at CHROME_PATH, and
// asserts on the median of the 3 runs: Performance ≥ 0.95, Accessibility, Best Practices and SEO 1.
// Nothing leaves the machine: no upload server, the reports go to .lighthouseci/ (every run's
// HTML and JSON report; reports/ holds one per page, its median run, with manifest.json).
// Prints a table of the medians, and for each failed assertion the page, the category, the median
// and every run's score, and what cost points. Writes test-results/lighthouse.json
// ({ passed, failed, failures }, one test per page) for the closing count of `pnpm test`.
// Exits 1 when an assertion failed or Lighthouse could not run.
// Usage (after the build): pnpm lighthouse  (from the repository root, it builds first)
// One page, or fewer runs, while working on it:
//   pnpm --filter @novaline/marketing lighthouse --runs 1 /pricing
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { browserProblem, chromiumArgs } from "../../../tooling/chromium.mjs";
import { LIGHTHOUSE_METRICS, LIGHTHOUSE_PAGES } from "./lighthouse-pages.mjs";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" } },
});
const pages = positionals.length > 0 ? positionals : LIGHTHOUSE_PAGES;
const runs = Number(options.runs);
/** The floor of each category's score (0–1), asserted on the median of the runs. */
const floor = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 };
const metrics = LIGHTHOUSE_METRICS;

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const origin = `http://127.0.0.1:${String(port)}`;
const appDir = new URL("..", import.meta.url).pathname;
const lhciDir = join(appDir, ".lighthouseci");
const reportsDir = join(lhciDir, "reports");
const resultsFile = join(appDir, "test-results", "lighthouse.json");
const require = createRequire(import.meta.url);

/** What to stop before exiting: the static server, once started. */
let cleanup = () => undefined;

/** Stops with a message and no stack trace. */
function fail(message) {
  cleanup();
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

if (!existsSync(join(appDir, "build/client/index.html"))) {
  fail(
    "There is no build to measure (build/client/index.html). Build it first:\n" +
      "  pnpm turbo run build --filter @novaline/marketing...   (or run `pnpm lighthouse` from the root)",
  );
}

// The Chromium at CHROME_PATH, or else Playwright's (never a download: Lighthouse only looks).
const noBrowser = await browserProblem();
if (noBrowser) fail(noBrowser);
const chromePath = process.env.CHROME_PATH || require("@playwright/test").chromium.executablePath();

// Another server on the port would be measured instead of this build: refuse.
const portTaken = await new Promise((resolve) => {
  const probe = createServer()
    .once("error", () => {
      resolve(true);
    })
    .once("listening", () => {
      probe.close(() => {
        resolve(false);
      });
    })
    .listen(port, "127.0.0.1");
});
if (portTaken) {
  fail(`Port ${String(port)} is taken. Stop what uses it, or choose another: LIGHTHOUSE_PORT=4321`);
}

rmSync(lhciDir, { recursive: true, force: true });
rmSync(resultsFile, { force: true });
mkdirSync(lhciDir, { recursive: true });

const config = {
  ci: {
    collect: {
      url: pages.map((page) => origin + page),
      numberOfRuns: runs,
      chromePath,
      settings: {
        onlyCategories: Object.keys(floor),
        // The page's full screenshot only illustrates the report (1.6 s a run here); no score uses it.
        disableFullPageScreenshot: true,
        // Paint holding keeps the previous page on screen until the new one is ready; with
        // headless Chrome's BeginFrame throttling it adds a second to the first paint of about
        // half the runs (GoogleChrome/lighthouse#17148). A visitor arriving from another site gets
        // no paint holding: measure that, as bench:lighthouse does.
        chromeFlags: [...chromiumArgs, "--disable-features=PaintHolding"].join(" "),
      },
    },
    assert: {
      assertions: Object.fromEntries(
        Object.entries(floor).map(([category, minScore]) => [
          `categories:${category}`,
          ["error", { minScore, aggregationMethod: "median" }],
        ]),
      ),
    },
    // The reports stay on this machine; nothing is uploaded.
    upload: { target: "filesystem", outputDir: reportsDir },
  },
};
const configFile = join(lhciDir, "lighthouserc.json");
writeFileSync(configFile, JSON.stringify(config, null, 2));

// The production static host, through the package's `preview` script, in its own process group
// so that it stops with everything it started.
const server = spawn("pnpm", ["run", "--silent", "preview"], {
  cwd: appDir,
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let serverExited = false;
server.on("exit", () => {
  serverExited = true;
});
const stopServer = () => {
  if (serverExited) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
cleanup = stopServer;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanup();
    process.exit(1);
  });
}

let lhciStatus;
const started = Date.now();
try {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (serverExited) fail("`pnpm run preview` stopped before it served the site.");
    if (Date.now() > deadline) fail(`\`pnpm run preview\` did not answer at ${origin} in 30 s.`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`Lighthouse CI: ${String(pages.length)} pages × ${String(runs)} runs at ${origin}`);
  // healthcheck, collect, assert, then upload to the filesystem; exits 1 when an assertion fails.
  const lhci = spawn(
    process.execPath,
    [require.resolve("@lhci/cli/src/cli.js"), "autorun", `--config=${configFile}`],
    {
      cwd: appDir,
      stdio: "inherit",
      // lhci reads LHCI_* variables over its configuration file (LHCI_UPLOAD__TARGET could send
      // the reports to Google's public storage): it gets none, only the file above.
      env: Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.startsWith("LHCI_")),
      ),
    },
  );
  cleanup = () => {
    lhci.kill("SIGTERM");
    stopServer();
  };
  lhciStatus = await new Promise((resolve) => {
    lhci.on("exit", (code) => {
      resolve(code ?? 1);
    });
  });
  cleanup = stopServer;
} finally {
  stopServer();
}
const seconds = Math.round((Date.now() - started) / 1000);

// ---- What was measured, read back from lhci's files ----

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const lhrs = readdirSync(lhciDir)
  .filter((name) => /^lhr-\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(lhciDir, name), "utf8")));
const runsOf = (page) => lhrs.filter((lhr) => lhr.requestedUrl === origin + page);
// lhci names a page by its final URL (after redirects) in its assertion results.
const pageOf = (url) => pages.find((page) => runsOf(page).some((lhr) => lhr.finalUrl === url));
const assertionsFile = join(lhciDir, "assertion-results.json");
const assertionResults = existsSync(assertionsFile)
  ? JSON.parse(readFileSync(assertionsFile, "utf8"))
  : [];

/** The audits that cost points in a category in one run, with what they said. */
function lostOn(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const said = (audit.details?.items ?? [])
        .map((item) => item.description ?? item.url ?? item.node?.snippet)
        .filter(Boolean)
        .slice(0, 2)
        .map((text) => String(text).slice(0, 160));
      const value = audit.displayValue ? ` ${audit.displayValue}` : "";
      return said.length > 0 ? `${ref.id}${value}: ${said.join(" | ")}` : `${ref.id}${value}`;
    });
}

const categories = Object.keys(floor);
const score = (value) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows = pages.map((page) => {
  const pageRuns = runsOf(page);
  const scores = Object.fromEntries(
    categories.map((c) => [c, pageRuns.map((lhr) => lhr.categories[c]?.score ?? 0)]),
  );
  const values = Object.fromEntries(
    Object.entries(metrics).map(([name, id]) => [
      name,
      median(pageRuns.map((lhr) => lhr.audits[id]?.numericValue ?? 0)),
    ]),
  );
  const failed = assertionResults.filter(
    (result) => !result.passed && result.level !== "warn" && pageOf(result.url) === page,
  );
  const failures = failed.map((result) => {
    const category = result.auditProperty ?? result.auditId;
    // The run whose score is the median: what cost points there.
    const middle = median(scores[category] ?? []);
    const run = pageRuns.find((lhr) => lhr.categories[category]?.score === middle);
    const lost = run ? lostOn(run, category) : [];
    return [
      `${page}: ${category} ${score(result.actual)} < ${score(result.expected)} (median of ${String(pageRuns.length)} runs: ${result.values.map(score).join(", ")})`,
      ...lost.map((line) => `    lost on ${line}`),
    ].join("\n");
  });
  if (pageRuns.length === 0) {
    failures.push(`${page}: not measured (Lighthouse did not finish; see its output above)`);
  }
  return { page, runs: pageRuns.length, scores, values, failures };
});

const header = ["page", "Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms"];
const table = rows.map(({ page, runs: count, scores, values }) => [
  page,
  ...categories.map((c) => (count ? score(median(scores[c])) : "–")),
  ...["FCP", "LCP", "TBT"].map((m) => (count ? String(Math.round(values[m])) : "–")),
  count ? values.CLS.toFixed(3) : "–",
  count ? String(Math.round(values.SI)) : "–",
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.log(
  `\nLighthouse CI, mobile, median of ${String(runs)} runs (${String(seconds)} s); floor: Performance ${score(floor.performance)}, the rest ${score(1)}`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(`Reports: ${reportsDir} (the median run of each page; manifest.json lists them)`);

const failures = rows.flatMap((row) => row.failures);
const failedPages = rows.filter((row) => row.failures.length > 0).length;
mkdirSync(join(appDir, "test-results"), { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    { passed: pages.length - failedPages, failed: failedPages, failures, seconds },
    null,
    2,
  ),
);

if (failures.length > 0) {
  console.error(`\n✗ Lighthouse below the floor:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
if (lhciStatus !== 0)
  fail(`lhci autorun failed (exit ${String(lhciStatus)}); see its output above.`);
console.log(`\n✓ ${String(pages.length)} pages meet the floor`);
