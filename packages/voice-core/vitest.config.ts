import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Same mapping as tsconfig `paths`: the React layer imports the core by package name.
    alias: { "@novaline/voice-core": fileURLToPath(new URL("src/index.ts", import.meta.url)) },
  },
  test: {
    // Kept: the tests mock @vapi-ai/web and stub globals (navigator, AudioContext) per file,
    // and the page-wide call lock is module state.
    isolate: true,
    // Node by default, which also proves the core never needs `window`; React tests opt in
    // with a `// @vitest-environment jsdom` comment.
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
