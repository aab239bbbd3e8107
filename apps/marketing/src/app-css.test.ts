// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// app.css keeps the classes of @novaline/ui's components that the site does not use out of its
// stylesheet (`@source not`). This checks that those components really are unused: a page that
// used one would show it unstyled.

const site = join(import.meta.dirname);
const ui = join(import.meta.dirname, "../../../packages/ui/src");

/** The module names of app.css's `@source not "…/{components,variants}/{a,b,c}.*"`. */
function excludedModules(): string[] {
  const css = readFileSync(join(site, "app.css"), "utf8");
  const match =
    /@source not\s+"[^"]*packages\/ui\/dist\/\{components,variants\}\/\{([^}]+)\}\.\*"/.exec(css);
  if (!match?.[1]) throw new Error("app.css has no @source not of @novaline/ui's components");
  return match[1].split(",");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** What the modules `components/<name>.tsx` and `variants/<name>.ts` export. */
function exportsOf(name: string): string[] {
  return ["components", "variants"].flatMap((folder) => {
    const file = filesUnder(join(ui, folder)).find((path) =>
      new RegExp(`[\\\\/]${name}\\.tsx?$`).test(path),
    );
    if (!file) return [];
    return [...readFileSync(file, "utf8").matchAll(/^export (?:function|const) (\w+)/gm)].map(
      ([, exported]) => exported ?? "",
    );
  });
}

describe("app.css's @source not", () => {
  const excluded = excludedModules();

  it("names modules @novaline/ui has", () => {
    for (const name of excluded) expect(exportsOf(name), name).not.toEqual([]);
  });

  it("leaves out no component the site imports", () => {
    const imported = new Set(
      filesUnder(join(site)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/import\s*\{([^}]+)\}\s*from\s*"@novaline\/ui"/g)]
          .flatMap(([, names]) => (names ?? "").split(","))
          .map((name) => name.replace(/^\s*type\s+/, "").trim())
          .filter(Boolean),
      ),
    );
    expect(imported.size).toBeGreaterThan(10);
    for (const name of excluded) {
      expect(
        exportsOf(name).filter((exported) => imported.has(exported)),
        `the site imports from ${name}`,
      ).toEqual([]);
    }
  });

  it("leaves out no module that a component the site may use imports", () => {
    const left = new RegExp(
      `from "\\.\\.?/(?:variants/|components/)?(${excluded.join("|")})\\.js"`,
    );
    for (const file of [
      ...filesUnder(join(ui, "components")),
      ...filesUnder(join(ui, "variants")),
    ]) {
      const name = file.replace(/.*[\\/]/, "").replace(/\.tsx?$/, "");
      if (excluded.includes(name)) continue;
      expect(readFileSync(file, "utf8"), file).not.toMatch(left);
    }
  });
});
