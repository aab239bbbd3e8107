import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, withCompileHint } from "./compile-hints";

describe("withCompileHint", () => {
  it("puts the hint on the file's first line, where V8 reads it, before the code", () => {
    const { code } = withCompileHint('import"./a.js";export const x=1;');
    expect(code.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(code.slice(COMPILE_HINT.length)).toBe('import"./a.js";export const x=1;');
  });

  it("adds it once", () => {
    const once = withCompileHint("f();").code;
    expect(withCompileHint(once).code).toBe(once);
  });

  it("moves the source map down the line the hint takes", () => {
    const map = JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" });
    const hinted = withCompileHint("a();\nb();", map);
    expect(hinted.code.split("\n")[1]).toBe("a();");
    expect(JSON.parse(hinted.map ?? "{}")).toEqual({
      version: 3,
      sources: ["a.ts"],
      names: [],
      mappings: ";AAAA;AACA",
    });
  });
});

describe("compileHints", () => {
  const chunk = (fileName: string, name: string, code: string) =>
    ({ type: "chunk", fileName, name, code }) as unknown as Rollup.OutputChunk;

  it("marks the chunks it is told to, and leaves the others and their maps alone", () => {
    const bundle: Rollup.OutputBundle = {
      "assets/a.js": chunk("assets/a.js", "framework", "react();"),
      "assets/b.js": chunk("assets/b.js", "voice-sdk", "sdk();"),
      "assets/a.js.map": {
        type: "asset",
        fileName: "assets/a.js.map",
        source: JSON.stringify({ version: 3, mappings: "AAAA" }),
      } as unknown as Rollup.OutputAsset,
    };
    const plugin = compileHints({ hinted: (out) => out.name === "framework" });
    const generate = plugin.generateBundle as (
      this: unknown,
      options: unknown,
      bundle: Rollup.OutputBundle,
    ) => void;
    generate.call({}, {}, bundle);
    expect((bundle["assets/a.js"] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}react();`);
    expect((bundle["assets/b.js"] as Rollup.OutputChunk).code).toBe("sdk();");
    expect(JSON.parse((bundle["assets/a.js.map"] as Rollup.OutputAsset).source as string)).toEqual({
      version: 3,
      mappings: ";AAAA",
    });
  });
});
