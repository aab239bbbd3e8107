import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    // One jsdom per worker, shared by its test files (11 s → 7 s here): the setup file resets
    // what tests touch (DOM, <html> class, localStorage) after each test.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "security/**/*.test.ts", "vite-plugins/**/*.test.ts"],
    setupFiles: ["./src/test-setup.ts"],
    // A whole form or panel rendered, typed into and awaited: 1.5-3 s alone, 5.2 s for the first
    // test of a file while \`pnpm test\` runs the browser suites beside it on two cores (Vitest's
    // 5 s default failed there; nothing here waits on a real timer that long).
    testTimeout: 15_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
