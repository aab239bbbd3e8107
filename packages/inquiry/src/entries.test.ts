// The main entry stays light: the phone library's metadata (about 80 KB of JavaScript) is only
// in the `demo-call` entry, so the site's inquiry forms do not download it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Every package a module loads at run time, following its value imports inside `src`. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith(".")) {
      const next = join(dirname(file), specifier.replace(/\.js$/, ".ts"));
      for (const name of runtimeImports(next, seen)) packages.add(name);
    } else packages.add(specifier);
  }
  return packages;
}

describe("entries", () => {
  it("keeps libphonenumber out of the main entry and in the demo-call entry", () => {
    const main = [...runtimeImports(join(srcDir, "index.ts"))];
    expect(main.filter((name) => name.startsWith("libphonenumber-js"))).toEqual([]);
    expect(main).toContain("zod/mini");
    expect([...runtimeImports(join(srcDir, "demo-call.ts"))]).toContain("libphonenumber-js/max");
  });

  it("keeps zod out of call feedback's limits and messages, which a form imports without the schema", () => {
    expect([...runtimeImports(join(srcDir, "call-feedback-limits.ts"))]).toEqual([]);
  });
});
