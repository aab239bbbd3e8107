import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", "demo-call": "src/demo-call.ts", events: "src/events.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
});
