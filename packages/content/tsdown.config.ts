import { defineConfig } from "tsdown";
import { libraryConfig } from "@novaline/tsdown-config";

// Unbundled (the shared setting), so that a site importing only the home page copy does not
// ship the blog: with `sideEffects: false`, bundlers drop the modules a page never uses.
export default defineConfig(libraryConfig({ entry: { index: "src/index.ts" } }));
