import { copyFile } from "node:fs/promises";
import { defineConfig, type Options } from "tsup";

const shared = {
  format: ["esm", "cjs"],
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
} satisfies Options;

// Both builds run in parallel and write into dist/, so neither cleans it: `pnpm build` empties it
// first.
export default defineConfig([
  {
    ...shared,
    // One output module per component file (plus shared chunks) so that importing one component
    // does not pull in the others; `sideEffects` in package.json lets bundlers drop the rest.
    entry: [
      "src/index.ts",
      "src/components/**/*.tsx",
      "src/lib/**/*.ts",
      "!src/**/*.test.{ts,tsx}",
      "!src/**/*.stories.{ts,tsx}",
    ],
    dts: { entry: { index: "src/index.ts" } },
    clean: false,
    splitting: true,
    treeshake: false,
    // Components use hooks: React Server Components frameworks must treat them as client code.
    banner: { js: '"use client";' },
    async onSuccess() {
      await copyFile("src/styles.css", "dist/styles.css");
    },
  },
  {
    ...shared,
    // The inline theme script is a plain string for the document <head>: no client banner.
    entry: { "theme-script": "src/theme-script.ts" },
    dts: true,
    clean: false,
  },
]);
