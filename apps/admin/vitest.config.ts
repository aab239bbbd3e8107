import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    // One jsdom per worker, shared by its test files (11 s → 7 s here): the setup file resets
    // what tests touch (DOM, <html> class, localStorage) after each test.
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "security/**/*.test.ts"],
    setupFiles: ["./src/test-setup.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
