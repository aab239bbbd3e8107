import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each test starts and stops what it needs (servers, child processes) and mocks no module:
    // one worker runs every file (Vitest otherwise spawns one per file, and says so on every run).
    isolate: false,
    include: ["*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // turbo's dry runs take a few seconds each on a loaded machine.
    testTimeout: 60_000,
  },
});
