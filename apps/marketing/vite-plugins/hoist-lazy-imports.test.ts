import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { importStatements, transitiveImports } from "./hoist-lazy-imports";

const chunk = (
  fileName: string,
  imports: string[],
  { isEntry = false, isDynamicEntry = false } = {},
) =>
  ({
    type: "chunk",
    fileName,
    imports,
    isEntry,
    isDynamicEntry,
    code: "",
  }) as unknown as Rollup.OutputChunk;
const isEntry = (out: Rollup.OutputChunk) => out.isEntry;
const bundleOf = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((out) => [out.fileName, out]));

describe("transitiveImports", () => {
  // entry → framework; section (lazy) → card → badge → cn, and → framework.
  const bundle = bundleOf(
    chunk("assets/entry.js", ["assets/framework.js", "assets/cn.js"], { isEntry: true }),
    chunk("assets/framework.js", []),
    chunk("assets/cn.js", []),
    chunk("assets/section.js", ["assets/card.js", "assets/framework.js"], {
      isDynamicEntry: true,
    }),
    chunk("assets/card.js", ["assets/badge.js", "assets/framework.js"]),
    chunk("assets/badge.js", ["assets/cn.js", "assets/icon.js"]),
    chunk("assets/icon.js", []),
  );

  it("names what a lazy chunk's imports import, deepest levels included", () => {
    expect(transitiveImports(bundle, isEntry).get("assets/section.js")).toEqual([
      "assets/badge.js",
      "assets/icon.js",
    ]);
  });

  it("leaves out the chunk's own imports and what the first load already has", () => {
    const names = transitiveImports(bundle, isEntry).get("assets/section.js") ?? [];
    expect(names).not.toContain("assets/card.js");
    expect(names).not.toContain("assets/framework.js");
    expect(names).not.toContain("assets/cn.js");
  });

  it("adds nothing to chunks that are not lazy, or whose imports import nothing more", () => {
    const flat = bundleOf(
      chunk("assets/entry.js", [], { isEntry: true }),
      chunk("assets/panel.js", ["assets/icon.js"], { isDynamicEntry: true }),
      chunk("assets/icon.js", []),
    );
    expect(transitiveImports(flat, isEntry).size).toBe(0);
    expect(transitiveImports(bundle, isEntry).has("assets/card.js")).toBe(false);
  });

  it("survives an import cycle", () => {
    const cyclic = bundleOf(
      chunk("assets/entry.js", [], { isEntry: true }),
      chunk("assets/a.js", ["assets/b.js"], { isDynamicEntry: true }),
      chunk("assets/b.js", ["assets/c.js"]),
      chunk("assets/c.js", ["assets/a.js", "assets/b.js"]),
    );
    expect(transitiveImports(cyclic, isEntry).get("assets/a.js")).toEqual(["assets/c.js"]);
  });

  it("counts only what the pages always load as loaded, not another page's route", () => {
    const routes = bundleOf(
      chunk("assets/entry.js", [], { isEntry: true }),
      chunk("assets/pricing.js", ["assets/badge.js"], { isEntry: true }),
      chunk("assets/section.js", ["assets/card.js"], { isDynamicEntry: true }),
      chunk("assets/card.js", ["assets/badge.js"]),
      chunk("assets/badge.js", []),
    );
    const onlyTheEntry = (out: Rollup.OutputChunk) => out.fileName === "assets/entry.js";
    expect(transitiveImports(routes, onlyTheEntry).get("assets/section.js")).toEqual([
      "assets/badge.js",
    ]);
    expect(transitiveImports(routes, isEntry).has("assets/section.js")).toBe(false);
  });
});

describe("importStatements", () => {
  it("imports each chunk for its effects, relative to the importing chunk", () => {
    expect(importStatements("assets/section.js", ["assets/badge.js", "assets/icon.js"])).toBe(
      'import"./badge.js";import"./icon.js";',
    );
  });
});
