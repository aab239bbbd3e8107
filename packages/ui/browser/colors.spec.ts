import { expect, test } from "@playwright/test";
import { openStory } from "./story.js";

/** Parses `rgb(r, g, b)` / `rgba(...)` / `#rrggbb` into channels 0–255. */
function channels(color: string): [number, number, number] {
  const hex = /#([0-9a-f]{6})/i.exec(color)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as never;
  const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]+)\)/.exec(color)?.[1] ?? "")
    .split(/[\s,/]+/)
    .map(Number);
  return [r, g, b];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** HSL lightness, 0–1. */
function lightness(color: string): number {
  const c = channels(color).map((v) => v / 255);
  return (Math.max(...c) + Math.min(...c)) / 2;
}

test.describe("colours in both themes", () => {
  test("stars read gold, not brown, in the light theme, and stay visible", async ({ page }) => {
    await openStory(page, "components-starrating--five-stars", "light");
    const star = page.locator('[data-state="filled"]').first();
    const fill = await star.evaluate((el) => getComputedStyle(el).color);
    expect(lightness(fill)).toBeGreaterThanOrEqual(0.42);
    expect(contrast(fill, "#ffffff")).toBeGreaterThanOrEqual(3);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`avatar initials contrast with the brand gradient (${theme})`, async ({ page }) => {
      await openStory(page, "components-carousel--testimonials", theme);
      const avatar = page.locator("figure span[aria-hidden='true']").first();
      const { color, image } = await avatar.evaluate((el) => ({
        color: getComputedStyle(el).color,
        image: getComputedStyle(el).backgroundImage,
      }));
      // Every stop of the gradient, not only the first.
      const stops = image.match(/rgba?\([^)]+\)|#[0-9a-f]{6}/gi) ?? [];
      expect(stops.length).toBeGreaterThanOrEqual(2);
      for (const stop of stops) expect(contrast(color, stop), stop).toBeGreaterThanOrEqual(4.5);
    });
  }
});
