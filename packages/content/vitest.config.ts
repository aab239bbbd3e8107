import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Kept: facts-references.test.ts mocks modules (vi.mock of ./facts.js and @novaline/roi)
    // that the other files import as they are.
    isolate: true,
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
