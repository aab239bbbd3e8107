import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONTRAST_PAIRS,
  contrastRatio,
  GRADIENT_CHECKS,
  gradientStops,
  MIN_CONTRAST,
  parseColor,
  parseThemeTokens,
  tint,
  TINT_CHECKS,
} from "./foundations/tokens.js";

const css = readFileSync(join(import.meta.dirname, "styles.css"), "utf8");
const tokens = parseThemeTokens(css);

function token(set: Record<string, string>, name: string): string {
  const value = set[name];
  if (value === undefined) throw new Error(`Missing token --${name}`);
  return value;
}

describe("contrast helpers", () => {
  it("match the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777", "#fff")).toBeLessThan(4.5);
    expect(contrastRatio("rgb(118 118 118)", "rgb(255, 255, 255)")).toBeCloseTo(4.54, 2);
  });

  it("refuse colours they cannot judge instead of passing them", () => {
    expect(parseColor("oklch(0.7 0.1 250)")).toBeUndefined();
    expect(() => contrastRatio("oklch(0.7 0.1 250)", "#fff")).toThrow(/Cannot parse/);
    expect(() => contrastRatio("rgb(0 0 0 / 0.5)", "#fff")).toThrow(/opaque/);
  });

  it("read both theme sets from styles.css, the dark set overriding the light one", () => {
    expect(token(tokens.light, "background")).toBe("#f8f9fc");
    expect(token(tokens.dark, "background")).not.toBe(token(tokens.light, "background"));
    for (const { foreground, background } of CONTRAST_PAIRS) {
      for (const set of [tokens.light, tokens.dark]) {
        expect(parseColor(token(set, foreground))).toBeDefined();
        expect(parseColor(token(set, background))).toBeDefined();
      }
    }
  });
});

for (const theme of ["light", "dark"] as const) {
  describe(`${theme} theme tokens meet WCAG AA`, () => {
    const set = tokens[theme];

    for (const { foreground, background, kind } of CONTRAST_PAIRS) {
      it(`--${foreground} on --${background} (${kind}) ≥ ${MIN_CONTRAST[kind]}:1`, () => {
        const ratio = contrastRatio(token(set, foreground), token(set, background));
        expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(MIN_CONTRAST[kind]);
      });
    }

    for (const color of TINT_CHECKS.colors) {
      it(`--${color} text on its own ${String(TINT_CHECKS.alpha * 100)}% tint ≥ ${String(MIN_CONTRAST.text)}:1 on every surface`, () => {
        for (const surface of TINT_CHECKS.surfaces) {
          const background = tint(token(set, color), TINT_CHECKS.alpha, token(set, surface));
          const ratio = contrastRatio(token(set, color), background);
          expect(ratio, `on --${surface}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
            MIN_CONTRAST.text,
          );
        }
      });
    }

    const { fill, text } = GRADIENT_CHECKS;
    it(`--${fill.foreground} text on every --${fill.gradient} stop ≥ 4.5:1, and the fill ≥ 3:1 on the page`, () => {
      const stops = gradientStops(token(set, fill.gradient));
      expect(stops.length).toBeGreaterThanOrEqual(2);
      for (const stop of stops) {
        expect(contrastRatio(token(set, fill.foreground), stop), stop).toBeGreaterThanOrEqual(
          MIN_CONTRAST.text,
        );
        for (const background of fill.backgrounds) {
          expect(
            contrastRatio(stop, token(set, background)),
            `${stop} on --${background}`,
          ).toBeGreaterThanOrEqual(MIN_CONTRAST["non-text"]);
        }
      }
    });

    it(`every --${text.gradient} stop is readable text on ${text.backgrounds.map((b) => `--${b}`).join(", ")}`, () => {
      const stops = gradientStops(token(set, text.gradient));
      expect(stops.length).toBeGreaterThanOrEqual(2);
      for (const stop of stops) {
        for (const background of text.backgrounds) {
          expect(
            contrastRatio(stop, token(set, background)),
            `${stop} on --${background}`,
          ).toBeGreaterThanOrEqual(MIN_CONTRAST.text);
        }
      }
    });
  });
}
