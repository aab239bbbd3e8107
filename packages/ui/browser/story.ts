import { expect, type Page } from "@playwright/test";

/** Opens one story alone in a theme and waits until it has rendered. */
export async function openStory(page: Page, id: string, theme: "light" | "dark" = "light") {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  await expect(page.locator("#storybook-root > *").first()).toBeVisible();
  // The theme addon sets the class after the story's first render.
  await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
  await page.evaluate(() => document.fonts.ready);
}

/** The computed value of a CSS property of the first element a locator matches. */
export function cssOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}
