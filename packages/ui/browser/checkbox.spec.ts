import { expect, test } from "@playwright/test";
import { cssOf, openStory } from "./story.js";

test.describe("Checkbox", () => {
  test("has square corners, so it does not read as a radio button", async ({ page }) => {
    await openStory(page, "components-checkbox--unchecked");
    const box = await page.getByRole("checkbox").boundingBox();
    const radius = Number.parseFloat(
      await cssOf(page, '[role="checkbox"]', "border-top-left-radius"),
    );
    expect(box?.width).toBeGreaterThanOrEqual(20);
    expect(radius / (box?.width ?? 1)).toBeLessThanOrEqual(0.25);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`shows an invalid state that is more than a thin red border (${theme})`, async ({
      page,
    }) => {
      await openStory(page, "components-checkbox--unchecked", theme);
      const plain = {
        border: await cssOf(page, '[role="checkbox"]', "border-top-width"),
        shadow: await cssOf(page, '[role="checkbox"]', "box-shadow"),
      };
      await openStory(page, "components-checkbox--invalid", theme);
      const checkbox = page.getByRole("checkbox");
      await expect(checkbox).toHaveAttribute("aria-invalid", "true");
      const border = Number.parseFloat(await cssOf(page, '[role="checkbox"]', "border-top-width"));
      const shadow = await cssOf(page, '[role="checkbox"]', "box-shadow");
      expect(border).toBeGreaterThanOrEqual(2);
      expect(border).toBeGreaterThan(Number.parseFloat(plain.border));
      // A halo around the box, which the unchecked box does not have.
      expect(shadow).not.toBe(plain.shadow);
      expect(shadow).not.toBe("none");
    });
  }
});
