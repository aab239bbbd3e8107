import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./src/test/slow-first-sequencer.js";

export default defineConfig({
  test: {
    // Kept: the files start apps, databases and background workers and spy on globals (timers,
    // the console); a worker shared between files would carry what one leaves into the next.
    isolate: true,
    include: ["src/**/*.test.ts"],
    // Six files at a time, not Vitest's default of one fewer than the cores (one, on the
    // two-core machines CI and this project run on): most of a file's time is waiting (a Vapi
    // stand-in answering at 14 s, webhooks, SIGTERM drains, PostgreSQL), not CPU. The whole run
    // used about 150 s of CPU: in 385 s one file at a time, 116 s four at a time and 83 s six at
    // a time (2026-11-30, alone on the machine).
    maxWorkers: 6,
    // The files that wait longest start first, cache or no cache (see the sequencer).
    sequence: { sequencer: SlowFirstSequencer },
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // One migrated PGlite folder and one PostgreSQL server for the whole run.
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 60_000,
    // The demo-call and mail tests wait for background workers and a stand-in's webhooks: a
    // second (Vitest's default) is too short on a loaded two-core CI machine, and so was 10 s
    // while the browser suites ran beside them (three PGlite worker tests failed so).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 60_000,
  },
});
