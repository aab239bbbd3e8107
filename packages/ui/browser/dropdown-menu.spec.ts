import { expect, test } from "@playwright/test";
import { openStory } from "./story.js";

test.describe("DropdownMenu", () => {
  for (const edge of ["left", "right"] as const) {
    test(`keeps its menu off the viewport edge when the trigger sits at the ${edge}`, async ({
      page,
    }) => {
      await openStory(page, "components-dropdownmenu--mobile-navigation");
      const trigger = page.getByRole("button", { name: "Menu" });
      await trigger.evaluate((el, side) => {
        Object.assign((el as HTMLElement).style, { position: "fixed", top: "0", [side]: "0" });
      }, edge);
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box?.x).toBeGreaterThanOrEqual(8);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 8);
      // Keyboard: the first item has focus and Escape closes the menu, back on the trigger.
      await expect(menu.getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
});
