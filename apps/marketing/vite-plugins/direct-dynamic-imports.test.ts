import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { preloadDependencies } from "./direct-dynamic-imports";

const chunk = (fileName: string, code: string) =>
  ({ type: "chunk", fileName, code }) as Rollup.OutputChunk;
const asset = (fileName: string) => ({ type: "asset", fileName }) as Rollup.OutputAsset;
const bundleOf = (...outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputBundle =>
  Object.fromEntries(outputs.map((out) => [out.fileName, out]));

describe("preloadDependencies", () => {
  it("finds nothing in a bundle with one stylesheet and plain lazy imports", () => {
    const bundle = bundleOf(
      asset("assets/app.css"),
      chunk("assets/root.js", 'const m = () => __vitePreload(() => import("./panel.js"), []);'),
      chunk("assets/panel.js", "export const panel = 1;"),
    );
    expect(preloadDependencies(bundle)).toEqual([]);
  });

  it("names a lazy chunk's own stylesheet, which the helper would have loaded", () => {
    const bundle = bundleOf(asset("assets/app.css"), asset("assets/panel.css"));
    expect(preloadDependencies(bundle)).toEqual(["assets/panel.css"]);
  });

  it("names a chunk that carries a dependency map", () => {
    const bundle = bundleOf(
      asset("assets/app.css"),
      chunk("assets/root.js", 'const __vite__mapDeps=(i)=>i;import("./panel.js");'),
    );
    expect(preloadDependencies(bundle)).toEqual(["assets/root.js"]);
  });
});
