import { defineConfig } from "tsdown";
import { libraryConfig } from "../../tooling/tsdown-library.ts";

export default defineConfig(libraryConfig({ entry: { index: "src/index.ts" } }));
