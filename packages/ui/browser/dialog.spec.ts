import { expect, test, type Locator } from "@playwright/test";
import { openStory } from "./story.js";

/** Whether two boxes overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error("not rendered");
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test.describe("Dialog", () => {
  test("keeps a long title clear of the close button, aligned with its body", async ({ page }) => {
    await openStory(page, "components-dialog--long-content");
    const dialog = page.getByRole("dialog");
    const title = dialog.getByRole("heading", { name: "How we handle patient calls" });
    const close = dialog.getByRole("button", { name: "Close" });
    // A longer title, as real copy has, must wrap before the button.
    await title.evaluate((el) => {
      el.textContent = "How we handle patient calls, recordings and transcripts";
    });
    const titleText = title.locator("xpath=.");
    const lines = await titleText.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height }));
    });
    const button = await close.boundingBox();
    if (!button) throw new Error("no close button");
    for (const line of lines) {
      const clear =
        line.x + line.w <= button.x ||
        line.y + line.h <= button.y ||
        line.y >= button.y + button.height;
      expect(clear, JSON.stringify({ line, button })).toBe(true);
    }
    expect(await overlap(title, close)).toBe(false);
    const body = dialog.locator("p").last();
    const align = (l: Locator) => l.evaluate((el) => getComputedStyle(el).textAlign);
    expect(await align(title)).toBe(await align(body));
    expect(await align(dialog.locator('[data-slot="dialog-description"]'))).toBe(await align(body));
  });
});
