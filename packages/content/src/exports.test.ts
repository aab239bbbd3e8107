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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "testing" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "schemas.ts"
      ? [full]
      : [];
  });
}

/** Names declared right after a TSDoc block that carries `@public`. */
function publicDeclarations(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names = [];
  for (const m of text.matchAll(
    /\/\*\*(?:(?!\*\/)[\s\S])*@public(?:(?!\*\/)[\s\S])*\*\/\s*export (?:const|function|type|interface) (\w+)/g,
  ))
    names.push(m[1] ?? "");
  return names;
}

describe("public API", () => {
  const declared = sourceFiles(srcDir).flatMap((file) =>
    publicDeclarations(file).map((name) => [relative(srcDir, file), name] as const),
  );

  it("finds the declarations marked @public", () => {
    expect(declared.length).toBeGreaterThan(80);
  });

  it("exports every declaration marked @public", () => {
    const isTypeOnly = (file: string) => file.startsWith("types/");
    const missing = declared.filter(([file, name]) => {
      if (isTypeOnly(file)) return false; // re-exported wholesale with `export type *`
      return !new RegExp(`\\b${name}\\b`).test(indexSource);
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
