import { expect, test } from "@playwright/test";
import { openStory } from "./story.js";

test.describe("Slider", () => {
  test("moves by step with the arrow keys, a tenth with Page Up/Down, to the ends with Home/End", async ({
    page,
  }) => {
    // Percentage story: 5–80 %, step 1, starting at 35 %.
    await openStory(page, "components-slider--percentage");
    const slider = page.getByRole("slider", { name: "Close rate" });
    const shown = page.locator('[data-slot="slider-value"]');
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "36%");
    await expect(shown).toHaveText("36%");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    await expect(slider).toHaveValue("34");
    await page.keyboard.press("End");
    await expect(shown).toHaveText("80%");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuetext", "5%");
    await page.keyboard.press("PageUp");
    expect(Number(await slider.inputValue())).toBeGreaterThan(6);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`shows a 24 px thumb over a filled track, with a focus ring (${theme})`, async ({
      page,
    }, testInfo) => {
      await openStory(page, "components-slider--currency", theme);
      const slider = page.getByRole("slider");
      const box = await slider.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      // Pressing End moves the thumb to the right end: the track's filled part follows.
      const fill = () =>
        slider.evaluate((element) => getComputedStyle(element).getPropertyValue("--slider-fill"));
      expect(await fill()).not.toBe("100%");
      await slider.focus();
      await page.keyboard.press("End");
      await expect.poll(fill).toBe("100%");
      await page.screenshot({ path: testInfo.outputPath(`slider-${theme}.png`) });
    });
  }
});
