import { defineConfig } from "tsdown";
import { libraryConfig } from "@novaline/tsdown-config";

// Unbundled (the shared setting): an app which imports a provider in its first load and the
// hooks in a lazy chunk can split them (a bundler cannot split one module between chunks). The
// SDK is only reached through the dynamic `import()` in load-sdk.ts (checked by
// scripts/check-dist.mjs).
export default defineConfig(
  libraryConfig({
    entry: { index: "src/index.ts", react: "src/react/index.ts", testing: "src/testing/public.ts" },
    deps: { neverBundle: ["@vapi-ai/web", "react", "react-dom", "react/jsx-runtime"] },
  }),
);
