#!/usr/bin/env node
// Runs every check of the repo (formatting, lint, types, unit and component tests, builds,
// package checks, browser tests) and ends with one line totalling the tests that ran:
// "N passed, N failed". Exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const resultsOf = (dir) => join(dir, "test-results");

// Results of an earlier run must not be counted again; turbo restores them on a cache hit.
for (const dir of workspaces) rmSync(resultsOf(dir), { recursive: true, force: true });

const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit" }).status ?? 1;

const steps = [
  ["prettier", ["exec", "prettier", "--check", "."]],
  [
    "turbo",
    [
      "exec",
      "turbo",
      "run",
      "lint",
      "typecheck",
      "test",
      "build",
      "check:package",
      "e2e",
      "--continue",
    ],
  ],
];
const failedSteps = steps.filter(([name, args]) => {
  const status = run("pnpm", args);
  if (status !== 0) console.error(`\n✗ ${name} failed (exit ${status})`);
  return status !== 0;
});

let passed = 0;
let failed = 0;
for (const dir of workspaces) {
  const vitest = join(resultsOf(dir), "vitest.json");
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  // Checks that are not Vitest or Playwright (axe and render checks of every story) write
  // test-results/stories-*.json with { passed, failed }.
  const results = existsSync(resultsOf(dir)) ? readdirSync(resultsOf(dir)) : [];
  for (const file of results.filter((name) => /^stories-.*\.json$/.test(name))) {
    const report = JSON.parse(readFileSync(join(resultsOf(dir), file), "utf8"));
    passed += report.passed;
    failed += report.failed;
  }
  const playwright = join(resultsOf(dir), "playwright.json");
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
