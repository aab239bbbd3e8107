import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    // Each test file still gets its own modules and jsdom, in a VM context of a long-lived worker
    // instead of a new worker: 25 s → 9 s here, most of it jsdom's set-up.
    pool: "vmThreads",
    include: [
      "src/**/*.test.{ts,tsx}",
      "security/**/*.test.ts",
      "vite-plugins/**/*.test.ts",
      "scripts/**/*.test.{mjs,ts}",
    ],
    setupFiles: ["./src/test-setup.ts"],
    // A whole form or panel rendered, typed into and awaited: 1.5-3 s alone, 5.2 s for the first
    // test of a file while \`pnpm test\` runs the browser suites beside it on two cores (Vitest's
    // 5 s default failed there; nothing here waits on a real timer that long).
    testTimeout: 15_000,
    // The unit tests do not take the build's settings from the shell (the test command builds
    // the site with a Turnstile key): a test that needs one stubs it.
    env: { VITE_TURNSTILE_SITE_KEY: "" },
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
