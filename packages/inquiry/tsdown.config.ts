import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { index: "src/index.ts", "demo-call": "src/demo-call.ts", events: "src/events.ts" },
  format: ["esm", "cjs"],
  // One output module per source module: the three entries share what they have in common.
  unbundle: true,
  dts: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
});
