import { defineConfig } from "tsdown";
import { libraryConfig } from "@novaline/tsdown-config";

export default defineConfig(libraryConfig({ entry: { index: "src/index.ts" } }));
