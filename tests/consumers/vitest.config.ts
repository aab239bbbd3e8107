import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Installs from the registry and three production builds: minutes on a cold machine.
    hookTimeout: 600_000,
    testTimeout: 300_000,
  },
});
