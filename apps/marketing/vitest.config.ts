import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "security/**/*.test.ts",
      "vite-plugins/**/*.test.ts",
      "scripts/**/*.test.mjs",
    ],
    setupFiles: ["./src/test-setup.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
