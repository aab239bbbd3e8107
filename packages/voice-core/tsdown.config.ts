import { defineConfig } from "tsdown";

// Unbundled: one output module per source module, so that an app which imports a provider in its
// first load and the hooks in a lazy chunk can split them (a bundler cannot split one module
// between chunks). The SDK is only reached through the dynamic `import()` in load-sdk.ts
// (checked by scripts/check-size.mjs).
export default defineConfig({
  entry: { index: "src/index.ts", react: "src/react/index.ts" },
  format: ["esm", "cjs"],
  unbundle: true,
  dts: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  clean: true,
  deps: { neverBundle: ["@vapi-ai/web", "react", "react-dom", "react/jsx-runtime"] },
});
