import { expect, test } from "@playwright/test";
import { openStory } from "./story";

// Finding 7: with motion on, a link reached with Tab must be fully visible inside the strip's
// viewport, its focus outline not cut by overflow-hidden, and not under the edge fade.
test("every logo link reached with Tab is fully inside the moving strip's viewport", async ({
  page,
}) => {
  await openStory(page, "components-logostrip--with-links");
  const viewport = page.locator('[data-slot="marquee-viewport"]').first();
  const links = viewport.locator('[data-slot="marquee-content"]:not([aria-hidden]) a');
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  // Let the track move first, so the links sit wherever the animation put them.
  await page.waitForTimeout(1500);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press("Tab");
    const focused = links.nth(index);
    await expect(focused).toBeFocused();
    // Give the strip a moment, in case it keeps moving under the focus.
    await page.waitForTimeout(200);
    const [box, frame] = await Promise.all([focused.boundingBox(), viewport.boundingBox()]);
    if (!box || !frame) throw new Error("no layout");
    // The 2 px outline with its 2 px offset must fit too.
    expect(box.x - 4, `link ${index} left edge`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.x + box.width + 4, `link ${index} right edge`).toBeLessThanOrEqual(
      frame.x + frame.width + 0.5,
    );
    expect(box.y - 4).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(box.y + box.height + 4).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
    await expect(viewport).toHaveCSS("mask-image", "none");
  }
});
