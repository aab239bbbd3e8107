import { expect, test } from "@playwright/test";
import { cssOf, openStory } from "./story";

test("a dark card stands off the page by its surface and shadow, not only its border", async ({
  page,
}) => {
  await openStory(page, "components-card--default", "dark");
  const card = '[data-slot="card"]';
  const [cardColor, pageColor, image, shadow] = await Promise.all([
    cssOf(page, card, "background-color"),
    page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    cssOf(page, card, "background-image"),
    cssOf(page, card, "box-shadow"),
  ]);
  expect(cardColor).not.toBe(pageColor);
  expect(image).toContain("linear-gradient");
  // A light top edge (inset highlight) and a drop shadow.
  expect(shadow).toContain("inset");
  expect(shadow.split("px,").length).toBeGreaterThan(2);
});

test("an interactive card lifts and deepens its shadow on hover", async ({ page, hasTouch }) => {
  // Tailwind's hover: styles apply only where the device can hover.
  test.skip(hasTouch, "touch screens do not hover");
  await openStory(page, "components-card--interactive");
  const card = page.locator('[data-slot="card"]');
  const before = await card.evaluate((el) => getComputedStyle(el).boxShadow);
  const top = (await card.boundingBox())?.y ?? 0;
  await card.hover();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
  await expect.poll(async () => (await card.boundingBox())?.y ?? 0).toBeLessThan(top);
});
