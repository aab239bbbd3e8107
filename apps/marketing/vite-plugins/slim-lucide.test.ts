// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutIdleRead } from "./slim-lucide";

const require = createRequire(import.meta.url);
const iconModule = (name: string) =>
  readFileSync(join(dirname(require.resolve("lucide-react")), `../esm/icons/${name}.mjs`), "utf8");

describe("withoutIdleRead", () => {
  it("drops the statement that only reads the icon's node, and keeps the icon", () => {
    const published = iconModule("menu");
    // The shape this plug-in relies on: if lucide changes it, this fails rather than the plug-in
    // silently doing nothing.
    expect(published).toMatch(/^__iconData\.node;$/m);
    const slim = withoutIdleRead(published);
    expect(slim).not.toContain("__iconData.node;");
    expect(slim).toContain("const Menu = createLucideIcon(__iconData);");
    expect(slim).toContain('["path", { d: "M4 12h16", key: "1lakjw" }]');
    expect(published.length - slim.length).toBe("__iconData.node;".length);
  });

  it("leaves code without that statement as it is", () => {
    const code = "const node = __iconData.node;\nexport { node };";
    expect(withoutIdleRead(code)).toBe(code);
  });
});
