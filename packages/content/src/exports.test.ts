// The package's public surface: what is marked @public is exported, and the data is plain,
// serializable data (functions are helpers beside it, never inside it).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { walk } from "./testing/walk.js";

const srcDir = fileURLToPath(new URL(".", import.meta.url));
const indexSource = readFileSync(join(srcDir, "index.ts"), "utf8");
const typesSource = readFileSync(join(srcDir, "types/index.ts"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "testing" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Declarations right after a TSDoc block that carries `@public`, with their kind. */
function publicDeclarations(file: string): { kind: string; name: string }[] {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(
      /\/\*\*(?:(?!\*\/)[\s\S])*@public(?:(?!\*\/)[\s\S])*\*\/\s*export (const|function|type|interface) (\w+)/g,
    ),
  ].map((m) => ({ kind: m[1] ?? "", name: m[2] ?? "" }));
}

describe("public API", () => {
  const declared = sourceFiles(srcDir).flatMap((file) =>
    publicDeclarations(file).map((d) => ({ file: relative(srcDir, file), ...d })),
  );

  it("finds the declarations marked @public", () => {
    expect(declared.length).toBeGreaterThan(80);
  });

  it("exports every declaration marked @public", () => {
    const missing = declared.filter(({ file, kind, name }) => {
      // Values must be on the module; types are checked in the entry's source, and those of
      // schemas/ in types/index.ts (which the entry re-exports wholesale with `export type *`).
      if (kind === "const" || kind === "function") return !(name in content);
      const source = file.startsWith("schemas/") ? typesSource : indexSource;
      return !new RegExp(`\\btype ${name}\\b|\\b${name}\\b[^;]*from|^\\s+${name},$`, "m").test(
        source,
      );
    });
    expect(missing).toEqual([]);
  });

  it("exports values that are plain data or helper functions, with no function inside data", () => {
    for (const [name, value] of Object.entries(content)) {
      if (typeof value === "function") continue;
      const functions = [...walk(value, name)].filter(([, v]) => typeof v === "function");
      expect(functions, name).toEqual([]);
      expect(JSON.parse(JSON.stringify(value)), name).toEqual(value);
    }
  });
});
