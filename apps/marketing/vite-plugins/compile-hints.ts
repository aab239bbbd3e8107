import type { Plugin, Rollup } from "vite";

/** V8's explicit compile hint: compile every function of this file as it loads (Chrome 136+). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * `code` with the compile hint as its first line, and `map` (a source map's JSON, when the build
 * writes one) moved down a line to match.
 */
export function withCompileHint(code: string, map?: string): { code: string; map?: string } {
  if (code.startsWith(COMPILE_HINT)) return { code, map };
  if (map === undefined) return { code: COMPILE_HINT + code };
  const parsed = JSON.parse(map) as { mappings: string };
  return {
    code: COMPILE_HINT + code,
    map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }),
  };
}

/**
 * Marks the chunks that `hinted` picks with V8's compile hint, so the browser compiles their
 * functions on a background thread while the file downloads.
 *
 * V8 compiles a function's body the first time it runs, on the main thread. Hydration runs most
 * of React, React DOM and React Router for the first time, in the tasks that a visitor's first
 * tap waits for: on a phone-speed CPU (4× slowdown) that lazy compilation cost the home page
 * ~340 ms of the main thread in total. Browsers without the hint read a comment.
 */
export function compileHints({
  hinted,
}: {
  /** The chunks whose functions nearly all run as soon as they load. */
  hinted: (chunk: Rollup.OutputChunk) => boolean;
}): Plugin {
  return {
    name: "novaline:compile-hints",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !hinted(chunk)) continue;
        const mapAsset = bundle[`${chunk.fileName}.map`];
        const map =
          mapAsset?.type === "asset" && typeof mapAsset.source === "string"
            ? mapAsset.source
            : undefined;
        const hintedChunk = withCompileHint(chunk.code, map);
        chunk.code = hintedChunk.code;
        if (mapAsset?.type === "asset" && hintedChunk.map !== undefined)
          mapAsset.source = hintedChunk.map;
      }
    },
  };
}
