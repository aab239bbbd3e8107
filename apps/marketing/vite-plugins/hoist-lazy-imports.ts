import { posix } from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * The chunks a lazy chunk needs besides its own imports: for each chunk loaded by `import()`
 * only (a deferred section, the voice panel), every chunk its imports import in turn, except
 * those every page loads first (the chunks `alwaysLoaded` names, and all they import).
 *
 * Without module preloading (see vite.config.ts) the browser finds a chunk's imports only once it
 * has the chunk, and theirs only once it has those: a deferred section's code arrived after three
 * round trips, one per level. Naming the whole set in the lazy chunk itself lets the browser ask
 * for all of it at once.
 */
export function transitiveImports(
  bundle: Rollup.OutputBundle,
  alwaysLoaded: (chunk: Rollup.OutputChunk) => boolean,
): Map<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((out): out is Rollup.OutputChunk => out.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };
  const firstLoad = closure(
    [...chunks.values()].filter(alwaysLoaded).map((chunk) => chunk.fileName),
  );
  const hoisted = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || chunk.isEntry || firstLoad.has(chunk.fileName)) continue;
    const direct = new Set(chunk.imports);
    const missing = [...closure(chunk.imports)].filter(
      (name) => !direct.has(name) && !firstLoad.has(name) && name !== chunk.fileName,
    );
    if (missing.length > 0) hoisted.set(chunk.fileName, missing.sort());
  }
  return hoisted;
}

/** `import"./x.js";` for each of `names`, relative to the chunk `from`. */
export function importStatements(from: string, names: readonly string[]): string {
  return names
    .map((name) => {
      const path = posix.relative(posix.dirname(from), name);
      return `import"${path.startsWith(".") ? path : `./${path}`}";`;
    })
    .join("");
}

/**
 * Adds to each lazy chunk an import of every chunk it needs transitively (`transitiveImports`),
 * after its own imports: the browser fetches them in parallel, and evaluates them in the same
 * order as before (a module already evaluated through an earlier import is not run again). The
 * statements go at the end of the code, before the source map comment: the map stays true.
 */
export function hoistLazyImports({
  alwaysLoaded,
}: {
  /** The chunks every page loads before any lazy one: the client entry, the root route. */
  alwaysLoaded: (chunk: Rollup.OutputChunk) => boolean;
}): Plugin {
  return {
    name: "novaline:hoist-lazy-imports",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle(_options, bundle) {
      for (const [fileName, names] of transitiveImports(bundle, alwaysLoaded)) {
        const chunk = bundle[fileName];
        if (chunk?.type !== "chunk") continue;
        const statements = importStatements(fileName, names);
        const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(chunk.code);
        chunk.code = mapComment
          ? `${chunk.code.slice(0, mapComment.index)}\n${statements}${mapComment[0]}`
          : `${chunk.code}\n${statements}`;
      }
    },
  };
}
