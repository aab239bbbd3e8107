#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse CI (lighthouserc.js) over the site's production build, in two
// rounds, then its assertions and the summary (scripts/lighthouse-summary.mjs).
// 1. One run of every page. A run at every floor with Performance a margin above its own
//    (scripts/lighthouse-settled.ts) is the page's result.
// 2. Two more runs of every other page, judged on the median of its three runs, as all pages were
//    before: a page scoring near or below a floor is judged exactly as strictly.
// With applied throttling a run takes about 27 s here: three runs of the 8 pages took 663 s of
// the test command; pages clear of the floor now cost one run each.
// One page, several runs, while working on it:
//   LHCI_COLLECT__NUMBER_OF_RUNS=3 LHCI_COLLECT__URL=http://127.0.0.1:4320/pricing pnpm lighthouse
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pagesToRunAgain, type LighthouseRun } from "./lighthouse-settled.ts";

const appDir = new URL("..", import.meta.url).pathname;
const lhciDir = join(appDir, ".lighthouseci");
const lhciCli = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");

/** Runs one lhci command in the app's folder (it reads lighthouserc.js there); its exit status. */
const lhci = (...args: string[]) =>
  spawnSync(process.execPath, [lhciCli, ...args], { cwd: appDir, stdio: "inherit" }).status ?? 1;

/** Every run collected so far (lhci writes one lhr-<time>.json per run). */
const collectedRuns = (): LighthouseRun[] =>
  readdirSync(lhciDir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(lhciDir, name), "utf8")) as LighthouseRun);

rmSync(lhciDir, { recursive: true, force: true });
rmSync(join(appDir, "test-results", "lighthouse.json"), { force: true });

// A number of runs set by hand (LHCI_COLLECT__NUMBER_OF_RUNS) is one round of that many.
const byHand = process.env.LHCI_COLLECT__NUMBER_OF_RUNS !== undefined;
let status = lhci("collect", ...(byHand ? [] : ["--numberOfRuns=1"]));
if (status === 0 && !byHand && existsSync(lhciDir)) {
  const again = pagesToRunAgain(collectedRuns());
  if (again.length > 0) {
    console.log(
      `\nNot settled by one run, run twice more and judged on the median of three:\n  ${again.join("\n  ")}\n`,
    );
    status = lhci(
      "collect",
      "--additive",
      "--numberOfRuns=2",
      ...again.map((url) => `--url=${url}`),
    );
  }
}
if (status === 0) status = lhci("assert");
// The reports (each page's median run) are written whatever the assertions said.
lhci("upload");

const summary = spawnSync(
  process.execPath,
  [join(appDir, "scripts", "lighthouse-summary.mjs"), `--lhci-exit=${String(status)}`],
  { stdio: "inherit" },
);
process.exit(summary.status ?? 1);
