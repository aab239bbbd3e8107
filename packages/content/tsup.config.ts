import { defineConfig } from "tsup";

export default defineConfig({
  // One output module per source module (not one bundle), so that a site importing only the
  // home page copy does not ship the blog: with `sideEffects: false`, bundlers drop the modules
  // a page never uses.
  entry: [
    "src/**/*.ts",
    "!src/**/*.test.ts",
    "!src/schemas.ts",
    "!src/types/**",
    "!src/testing/**",
  ],
  format: ["esm", "cjs"],
  dts: { entry: "src/index.ts" },
  sourcemap: true,
  clean: true,
  target: "es2022",
  splitting: true,
  treeshake: false,
});
