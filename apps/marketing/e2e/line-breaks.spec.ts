import { expect, test } from "@playwright/test";
import { open } from "./fixtures";

/**
 * Each number compound ("7-day", "24-hour") in a first screen's text, with the number of lines
 * its letters fall on. Browsers may end a line after a hyphen: "with a 7-" / "day free trial".
 */
function compoundLines(): { compound: string; lines: number }[] {
  const hero = document.querySelector("main section");
  if (!hero) throw new Error("no first section in main");
  const found: { compound: string; lines: number }[] = [];
  const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (const match of text.matchAll(/\d+-\p{L}+/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      found.push({ compound: match[0], lines: tops.size });
    }
  }
  return found;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/", "/ai-caller", "/ai-chatbot", "/landing"]) {
      test(`${path}: the first screen never breaks a number compound such as 7-day at its hyphen`, async ({
        page,
      }) => {
        await open(page, path);
        const compounds = await page.evaluate(compoundLines);
        // Every page above shows the free trial's "7-day" in its first screen.
        expect(compounds.map(({ compound }) => compound)).toContain("7-day");
        for (const { compound, lines } of compounds) expect(lines, compound).toBe(1);
      });
    }
  });
}
