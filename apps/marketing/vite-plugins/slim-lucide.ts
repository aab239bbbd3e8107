import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const runtime = fileURLToPath(new URL("./slim-lucide-runtime.ts", import.meta.url));
/** A module of lucide-react's ES build (its icons and its index). */
const LUCIDE_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;

/**
 * `__iconData.node;`: a statement each of lucide's icon modules carries, which does nothing but
 * which a bundler keeps (reading a property might run a getter), in every icon of every page.
 */
const IDLE_READ = /^__iconData\.node;$/m;

/** An icon module of lucide-react without its idle statement (see IDLE_READ). */
export function withoutIdleRead(code: string): string {
  return code.replace(IDLE_READ, "");
}

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
    transform: {
      filter: { id: LUCIDE_MODULE, code: IDLE_READ },
      handler(code) {
        return { code: withoutIdleRead(code), map: null };
      },
    },
  };
}
