// Keyboard paths of the interactive components, in a real browser (focus, portals, inert).
import { expect, test } from "@playwright/test";
import { openStory } from "./story.js";

test("Accordion: Enter opens an answer, Enter again closes it, Tab reaches the next question", async ({
  page,
}) => {
  await openStory(page, "components-accordion--faq");
  const first = page.getByRole("button", { name: /HIPAA, PCI DSS and SOC 2/ });
  const second = page.getByRole("button", { name: /customize the voice/ });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: /HIPAA/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "true");
});

test("Dialog: focus moves in, stays in, and returns to the trigger on Escape", async ({ page }) => {
  await openStory(page, "components-dialog--default");
  const trigger = page.getByRole("button", { name: "Book a demo" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book a 30-minute demo" });
  await expect(dialog).toBeVisible();
  // Focus is inside, and Tab cycles within the dialog.
  for (let i = 0; i < 5; i += 1) {
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

// The Carousel's keyboard path is in carousel.spec.ts, with its drag, swipe and focus tests.
