#!/usr/bin/env node
// The short summary of a Lighthouse CI run (lighthouserc.cjs), read back from lhci's files in
// .lighthouseci/: a table of each page's median scores and metrics and, for each failed
// assertion, the page, the category, every run's score and what cost points in the median run.
// Run by scripts/lighthouse-ci.ts as `node scripts/lighthouse-summary.mjs --lhci-exit=<status>`.
// Writes test-results/lighthouse.json ({ passed, failed, failures }, one test per page) for the
// closing count of `pnpm test`. Exits 1 when an assertion failed or a page was not measured.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LIGHTHOUSE_METRICS } from "./lighthouse-pages.ts";
import { median } from "./median.ts";

const appDir = new URL("..", import.meta.url).pathname;
const lhciDir = join(appDir, ".lighthouseci");
const resultsFile = join(appDir, "test-results", "lighthouse.json");
const categories = ["performance", "accessibility", "best-practices", "seo"];

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

const lhrs = existsSync(lhciDir)
  ? readdirSync(lhciDir)
      .filter((name) => /^lhr-\d+\.json$/.test(name))
      .map((name) => readJson(join(lhciDir, name)))
  : [];
const assertionsFile = join(lhciDir, "assertion-results.json");
const assertionResults = existsSync(assertionsFile) ? readJson(assertionsFile) : [];
// The pages lhci was asked for, in the configuration's order (the first run of each names it).
const pages = [...new Set(lhrs.map((lhr) => lhr.requestedUrl))];
const runsOf = (url) => lhrs.filter((lhr) => lhr.requestedUrl === url);
// lhci names a page by its final URL (after redirects) in its assertion results.
const pageOf = (url) => pages.find((page) => runsOf(page).some((lhr) => lhr.finalUrl === url));
const pathOf = (url) => new URL(url).pathname;

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

const score = (value) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows = pages.map((page) => {
  const pageRuns = runsOf(page);
  const scores = Object.fromEntries(
    categories.map((c) => [c, pageRuns.map((lhr) => lhr.categories[c]?.score ?? 0)]),
  );
  const values = Object.fromEntries(
    Object.entries(LIGHTHOUSE_METRICS).map(([name, id]) => [
      name,
      median(pageRuns.map((lhr) => lhr.audits[id]?.numericValue ?? 0)),
    ]),
  );
  const failures = assertionResults
    .filter((result) => !result.passed && result.level !== "warn" && pageOf(result.url) === page)
    .map((result) => {
      const category = result.auditProperty ?? result.auditId;
      // The run whose score is the median: what cost points there.
      const middle = median(scores[category] ?? []);
      const run = pageRuns.find((lhr) => lhr.categories[category]?.score === middle);
      return [
        `${pathOf(page)}: ${category} ${score(result.actual)} < ${score(result.expected)} (runs: ${result.values.map(score).join(", ")})`,
        ...(run ? lostOn(run, category) : []).map((line) => `    lost on ${line}`),
      ].join("\n");
    });
  return { page: pathOf(page), runs: pageRuns.length, scores, values, failures };
});

const header = [
  "page",
  "runs",
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
const table = rows.map(({ page, runs, scores, values }) => [
  page,
  String(runs),
  ...categories.map((c) => score(median(scores[c]))),
  ...["FCP", "LCP", "TBT"].map((m) => String(Math.round(values[m]))),
  values.CLS.toFixed(3),
  String(Math.round(values.SI)),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
// Mobile emulation by default; desktop with LIGHTHOUSE_PRESET=desktop.
const formFactor = lhrs[0]?.configSettings?.formFactor ?? "mobile";
const throttling =
  lhrs[0]?.configSettings?.throttlingMethod === "devtools" ? "applied" : "simulated";
console.log(
  `\nLighthouse CI, ${String(formFactor)}, ${throttling} throttling, each page's median run`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(`Reports: ${join(lhciDir, "reports")} (the median run of each page)`);
// Lighthouse's own measure of the machine's speed (higher is faster): the same build scores
// lower on a slower or busier machine, so a score is read beside it.
const speeds = lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0).filter((index) => index > 0);
if (speeds.length > 0) {
  console.log(
    `Machine speed (Lighthouse's benchmarkIndex): median ${String(Math.round(median(speeds)))}, from ${String(Math.round(Math.min(...speeds)))} to ${String(Math.round(Math.max(...speeds)))}`,
  );
}
// The CPU slowdown the runs used (scripts/cpu-slowdown.ts): the machine's index over it is the
// phone they emulated.
const slowdowns = [
  ...new Set(lhrs.map((lhr) => lhr.configSettings?.throttling?.cpuSlowdownMultiplier)),
].filter((slowdown) => typeof slowdown === "number");
if (slowdowns.length > 0 && speeds.length > 0) {
  const emulated = slowdowns.map((slowdown) => Math.round(median(speeds) / slowdown));
  console.log(
    `CPU slowdown ${slowdowns.map((slowdown) => `${String(slowdown)}×`).join(", ")}: an emulated phone of index ${emulated.join(", ")} at the median speed`,
  );
}

const failures = rows.flatMap((row) => row.failures);
const failedPages = rows.filter((row) => row.failures.length > 0).length;
// lhci's own exit status (`--lhci-exit=$?`): a run that stopped early fails even without a
// failed assertion.
const lhciExit = Number(/^--lhci-exit=(\d+)$/.exec(process.argv[2] ?? "")?.[1] ?? 0);
if (rows.length === 0) failures.push("no page was measured: see lhci's output above");
else if (lhciExit !== 0 && failures.length === 0) {
  failures.push(`lhci failed (exit ${String(lhciExit)}): see its output above`);
}
mkdirSync(join(appDir, "test-results"), { recursive: true });
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      passed: rows.length - failedPages,
      failed: failures.length > 0 ? Math.max(failedPages, 1) : 0,
      failures,
    },
    null,
    2,
  ),
);

if (failures.length > 0) {
  console.error(`\n✗ Lighthouse below the floor:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(`\n✓ ${String(rows.length)} pages meet the floor`);
