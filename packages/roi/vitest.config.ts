import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure functions and their property tests, with no module mocks: one worker runs every file
    // (Vitest otherwise spawns one per file, and says so on every run).
    isolate: false,
    include: ["src/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
