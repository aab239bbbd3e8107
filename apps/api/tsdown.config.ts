import { defineConfig } from "tsdown";

// The server as one ESM file (dist/server.js); every npm package stays in node_modules, the
// development-only ones too (PGlite, which production does not carry, is imported on demand).
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  fixedExtension: false,
  // Lines and names for stack traces (node --enable-source-maps), never the source text: the
  // image carries no copy of the server's code beyond the bundle (verify:image checks it).
  sourcemap: true,
  outputOptions: { sourcemapExcludeSources: true },
  dts: false,
  deps: { neverBundle: true },
});
