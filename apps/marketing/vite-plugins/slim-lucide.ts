import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const runtime = fileURLToPath(new URL("./slim-lucide-runtime.ts", import.meta.url));
/** A module of lucide-react's ES build (its icons and its index). */
const LUCIDE_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;

/**
 * Builds lucide-react's icons with a slim `createLucideIcon` (see slim-lucide-runtime.ts): the
 * same SVGs, without the ~1.3 KB gzip runtime every page loaded for its header and hero icons.
 * Build only: development and the unit tests use lucide-react as published.
 */
export function slimLucide(): Plugin {
  return {
    name: "novaline:slim-lucide",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && LUCIDE_MODULE.test(importer) && source.endsWith("/createLucideIcon.mjs")) {
        return runtime;
      }
      return undefined;
    },
  };
}
