import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // One migrated PGlite folder and one PostgreSQL server for the whole run.
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 20_000,
    // The demo-call tests wait for background workers and a stand-in's webhooks: a second
    // (Vitest's default) is too short on a loaded two-core CI machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
