import { LEAD_KINDS } from "@novaline/inquiry";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The custom properties one top-level rule of `css` sets (`:root` or `.dark`), by name. */
function variables(css: string, selector: RegExp): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, head, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selector.test(head ?? "")) continue;
    for (const [, name, value] of (body ?? "").matchAll(/--([\w-]+):\s*([^;]+);/g))
      found[name ?? ""] = (value ?? "").trim();
  }
  return found;
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const admin = readFileSync(join(import.meta.dirname, "../styles.css"), "utf8");
const ui = readFileSync(createRequire(import.meta.url).resolve("@novaline/ui/styles.css"), "utf8");

describe("the chart's colours", () => {
  it.each([
    ["light", /(^|[\s,;}])\s*:root\b/],
    ["dark", /(^|[\s;}])\.dark\s*$/],
  ] as const)("stand out 3:1 from the card they are drawn on in the %s theme", (_, selector) => {
    const card = variables(ui, selector).card ?? "";
    const colors = variables(admin, selector);
    expect(card).toMatch(/^#[0-9a-f]{6}$/i);
    for (const kind of LEAD_KINDS) {
      const color = colors[`chart-${kind}`] ?? "";
      expect(color, kind).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(color, card), kind).toBeGreaterThanOrEqual(3);
    }
  });
});
