import { defineConfig } from "tsdown";
import { libraryConfig } from "@novaline/tsdown-config";

// Unbundled (the shared setting): the three entries share the modules they have in common.
export default defineConfig(
  libraryConfig({
    entry: { index: "src/index.ts", "demo-call": "src/demo-call.ts", events: "src/events.ts" },
  }),
);
