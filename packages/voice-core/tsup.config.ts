import { rmSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

const shared = {
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  target: "es2022",
  // Not `treeshake`: its rollup pass drops the "use client" directive. esbuild's own
  // tree-shaking of the bundle is enough.
  treeshake: false,
  // Each entry is one file without shared chunks, so the SDK can only be reached through the
  // dynamic `import()` in load-sdk.ts (checked by scripts/check-size.mjs).
  splitting: false,
  // `@novaline/voice-core` is this package: the React entry imports the core by name, so an app
  // that uses both entries ships (and shares) one copy of the client.
  external: ["@vapi-ai/web", "react", "react-dom", "react/jsx-runtime", "@novaline/voice-core"],
} satisfies Options;

export default defineConfig((options): Options[] => {
  // tsup runs the two builds below at the same time, so neither may `clean` (it would delete the
  // other one's output): empty dist/ once, here.
  if (!options.watch) rmSync("dist", { recursive: true, force: true });
  return [
    { ...shared, entry: { index: "src/index.ts" } },
    // A second build only because tsup's `banner` applies to every entry of a build.
    { ...shared, entry: { react: "src/react/index.ts" }, banner: { js: '"use client";' } },
  ];
});
