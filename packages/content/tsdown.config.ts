import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  // One output module per source module (not one bundle), so that a site importing only the
  // home page copy does not ship the blog: with `sideEffects: false`, bundlers drop the modules
  // a page never uses.
  unbundle: true,
  dts: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
});
