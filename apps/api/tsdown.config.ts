import { defineConfig } from "tsdown";

// The server as one ESM file (dist/server.js); its dependencies stay in node_modules.
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  fixedExtension: false,
  sourcemap: true,
  dts: false,
});
