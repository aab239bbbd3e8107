#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse CI (lighthouserc.js) over the site's production build, in two
// rounds, then its assertions and the summary (scripts/lighthouse-summary.mjs).
// 1. One run of every page. A run at every floor with Performance a margin above its own
//    (scripts/lighthouse-settled.ts) is the page's result.
// 2. Two more runs of every other page, judged on the median of its three runs, as all pages were
//    before: a page scoring near or below a floor is judged exactly as strictly.
// Before the runs, the CPU slowdown is calibrated to the machine (scripts/cpu-slowdown.ts).
// The pages run one at a time (LIGHTHOUSE_COLLECTORS=2 shares them between two collectors side by
// side, each with its own Chrome; a page stays with one collector for all its runs). Two at a time
// took 121 s against 223 s on a fast machine (benchmark index about 2,800), but on a slow one
// (about 1,150) each run's auditing and the other Chrome took the core a page was loading on:
// Lighthouse's index in the runs fell as low as 437, 6 of 8 pages needed three runs and
// /ai-chatbot failed its floor (92; TBT 26-438 ms) at a 2.0× slowdown (2026-11-30). One at a time
// the same build scored 98-99 on all 8 pages in one run each, in 271 s.
// One page, several runs, while working on it:
//   LHCI_COLLECT__NUMBER_OF_RUNS=3 LHCI_COLLECT__URL=http://127.0.0.1:4320/pricing pnpm lighthouse
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { calibratedSlowdown } from "./cpu-slowdown.ts";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages.ts";
import { pagesToRunAgain, type LighthouseRun } from "./lighthouse-settled.ts";

const appDir = new URL("..", import.meta.url).pathname;
const lhciDir = join(appDir, ".lighthouseci");
const lhciCli = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");

/** Runs one lhci command in the app's folder (it reads lighthouserc.js there); its exit status. */
const lhci = (...args: string[]) =>
  spawnSync(process.execPath, [lhciCli, ...args], { cwd: appDir, stdio: "inherit" }).status ?? 1;

/** Every run collected so far (lhci writes one lhr-<time>.json per run). */
const collectedRuns = (): LighthouseRun[] =>
  existsSync(lhciDir)
    ? readdirSync(lhciDir)
        .filter((name) => /^lhr-\d+\.json$/.test(name))
        .map((name) => JSON.parse(readFileSync(join(lhciDir, name), "utf8")) as LighthouseRun)
    : [];

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const collectors = Math.max(1, Number(process.env.LIGHTHOUSE_COLLECTORS ?? 1));

/**
 * The production static host on `port`, shared by the collectors (lhci would start one per
 * collect); resolves once it serves, with the function that stops it.
 */
function startHost(): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const host = spawn(
      process.execPath,
      [join(appDir, "../../tooling/static-host.ts"), "marketing"],
      {
        env: { ...process.env, PORT: String(port) },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    host.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Serving /m.test(output)) {
        process.stdout.write(output);
        resolve(() => host.kill());
      }
    });
    host.on("exit", (code) => {
      reject(
        new Error(
          `The static host on port ${String(port)} stopped (exit ${String(code)}): ${output}`,
        ),
      );
    });
  });
}

/** `lhci collect` of `urls` against the shared host; resolves with its exit status. */
const collectOn = (urls: readonly string[], args: readonly string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [lhciCli, "collect", "--startServerCommand=", ...args, ...urls.map((url) => `--url=${url}`)],
      { cwd: appDir, stdio: "inherit" },
    );
    child.on("error", () => {
      resolve(1);
    });
    child.on("close", (code) => {
      resolve(code ?? 1);
    });
  });

/**
 * One run of each of `urls` (a URL listed twice runs twice), shared out between the collectors,
 * which run side by side; every collect is additive (the folder was emptied first): a collector
 * clearing it would delete the other's runs.
 */
async function collectOnce(urls: readonly string[]): Promise<number> {
  const shares = Array.from({ length: Math.min(collectors, urls.length) }, (_, collector) =>
    urls.filter((_, index) => index % collectors === collector),
  );
  const statuses = await Promise.all(
    shares.map((share) => collectOn(share, ["--additive", "--numberOfRuns=1"])),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

/** lhci names a run by the millisecond it was saved: two collectors could write one file. */
function checkRunCount(expected: number) {
  const found = collectedRuns().length;
  if (found === expected) return 0;
  console.error(`\n✗ Lighthouse CI: ${String(expected)} runs made, ${String(found)} saved`);
  return 1;
}

rmSync(lhciDir, { recursive: true, force: true });
rmSync(join(appDir, "test-results", "lighthouse.json"), { force: true });

// The CPU slowdown that makes this machine the phone the floors were set for (scripts/cpu-slowdown.ts);
// lighthouserc.js reads it, in this process and in every lhci it starts.
if (process.env.LIGHTHOUSE_PRESET !== "desktop") {
  const { slowdown, reason } = await calibratedSlowdown();
  process.env.LIGHTHOUSE_CPU_SLOWDOWN = String(slowdown);
  console.log(`CPU slowdown ${String(slowdown)}×: ${reason}\n`);
}

// A number of runs set by hand (LHCI_COLLECT__NUMBER_OF_RUNS) is one round of that many.
const byHand = process.env.LHCI_COLLECT__NUMBER_OF_RUNS !== undefined;
let status: number;
if (byHand) {
  status = lhci("collect");
} else {
  const pageUrls = LIGHTHOUSE_PAGES.map((page) => `http://127.0.0.1:${String(port)}${page}`);
  const stopHost = await startHost();
  try {
    status = await collectOnce(pageUrls);
    if (status === 0) status = checkRunCount(pageUrls.length);
    const again = status === 0 ? pagesToRunAgain(collectedRuns()) : [];
    if (again.length > 0) {
      console.log(
        `\nNot settled by one run, run twice more and judged on the median of three:\n  ${again.join("\n  ")}\n`,
      );
      status = await collectOnce(again.flatMap((url) => [url, url]));
      if (status === 0) status = checkRunCount(pageUrls.length + 2 * again.length);
    }
  } finally {
    stopHost();
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
