import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // turbo's dry runs take a few seconds each on a loaded machine.
    testTimeout: 60_000,
  },
});
