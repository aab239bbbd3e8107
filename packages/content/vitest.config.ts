import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // The consumer type tests import the built package (`dist/`), as another team would.
    typecheck: {
      enabled: true,
      include: ["type-tests/**/*.test-d.ts"],
      tsconfig: "./type-tests/tsconfig.json",
    },
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
