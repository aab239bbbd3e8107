import type { Plugin, Rollup } from "vite";

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * What Vite's preload helper would have to load for the lazy chunks of a client bundle: every
 * stylesheet past the one the HTML links, and every chunk that carries a dependency map.
 */
export function preloadDependencies(bundle: Rollup.OutputBundle): string[] {
  const outputs = Object.values(bundle);
  const stylesheets = outputs.filter((out) => out.fileName.endsWith(".css")).slice(1);
  const mapped = outputs.filter(
    (out) => out.type === "chunk" && out.code.includes("__vite__mapDeps"),
  );
  return [...stylesheets, ...mapped].map((out) => out.fileName);
}

/**
 * Vite wraps every dynamic `import()` in `__vitePreload(load, deps)`, whose ~850 B gzip helper
 * preloads a lazy chunk's JavaScript and CSS. With `modulePreload: false` the JS is left out, and
 * the site has a single stylesheet, so every deps list is empty and the helper only calls `load()`.
 * This plugin makes the helper just that, and fails the build the day a lazy chunk brings something
 * the helper would have had to load (its own stylesheet, say), so it can never break a page silently.
 */
export function directDynamicImports(): Plugin {
  return {
    name: "novaline:direct-dynamic-imports",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load(id) {
      return id === PRELOAD_HELPER_ID ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      const dependencies = preloadDependencies(bundle);
      if (dependencies.length > 0)
        this.error(
          `lazy chunks need preloading (${dependencies.join(", ")}), which directDynamicImports() ` +
            "removed: take it out of vite.config.ts",
        );
    },
  };
}
