// The Toaster (Sonner) in a real browser: keyboard path, pause on hover and focus, placement,
// swipe, and what Sonner's runtime CSS leaves of our styles.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openStory } from "./story.js";

const PLAYGROUND = "components-toaster--playground";
const ERROR_TEXT = "The call could not start. Check your microphone.";

function region(page: Page) {
  return page.getByRole("region", { name: "Notifications (Alt+T)" });
}

/** The toast holding this text. */
function toastWith(page: Page, text: string) {
  return region(page).getByRole("listitem").filter({ hasText: text });
}

/** Triggers a toast from the keyboard: focus its button, press Enter. */
async function pressButton(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  return button;
}

/** The box of an element once its entrance transition has ended (two equal reads 100 ms apart). */
async function settledBox(locator: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

async function focusIsIn(page: Page, text: string): Promise<boolean> {
  return toastWith(page, text).evaluate((el) => el.contains(document.activeElement));
}

test.describe("Toaster", () => {
  test("keyboard: Alt+T reaches the toast, Tab its action, Enter runs it and closes the toast", async ({
    page,
  }) => {
    await openStory(page, PLAYGROUND);
    const trigger = await pressButton(page, "With action");
    const archived = toastWith(page, "Inquiry archived");
    await expect(archived).toBeVisible();
    // Creating a toast does not move focus.
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Alt+KeyT");
    expect(await region(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await expect(archived).toBeFocused();
    // The focused toast shows our focus ring despite Sonner's `outline: 0`.
    expect(await archived.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await page.keyboard.press("Tab");
    await expect(archived.getByRole("button", { name: "Dismiss notification" })).toBeFocused();
    await page.keyboard.press("Tab");
    const undo = archived.getByRole("button", { name: "Undo" });
    await expect(undo).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toastWith(page, "Inquiry restored")).toBeVisible();
    await expect(archived).toHaveCount(0);
  });

  test("keyboard: Enter on the close button closes the toast and focus goes back", async ({
    page,
  }) => {
    await openStory(page, PLAYGROUND);
    const trigger = await pressButton(page, "Error");
    const error = toastWith(page, ERROR_TEXT);
    await expect(error).toBeVisible();
    await page.keyboard.press("Alt+KeyT");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(error.getByRole("button", { name: "Dismiss notification" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(error).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("keyboard: Escape closes the focused toast", async ({ page }) => {
    await openStory(page, PLAYGROUND);
    await pressButton(page, "Blank");
    const blank = toastWith(page, "Nova is listening");
    await expect(blank).toBeVisible();
    await page.keyboard.press("Alt+KeyT");
    await page.keyboard.press("Tab");
    await expect(blank).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(blank).toHaveCount(0);
  });

  // Sonner's timers and clock are Playwright's here (`page.clock`): the 4 s of an error toast and
  // the 5 s held pass at once, not as real seconds on CI's wall clock.
  test("an error toast stays while hovered, then leaves after the pointer does", async ({
    page,
  }) => {
    await page.clock.install();
    await openStory(page, PLAYGROUND);
    await pressButton(page, "Error");
    const error = toastWith(page, ERROR_TEXT);
    await expect(error).toBeVisible();
    await error.hover();
    // Longer than the toast's 4 s: it is still there while the pointer is.
    await page.clock.runFor(5000);
    await expect(error).toBeVisible();
    await page.mouse.move(5, 830);
    // 4 s less the moment before the hover, plus Sonner's 200 ms exit.
    await page.clock.runFor(4500);
    await expect(error).toHaveCount(0);
  });

  test("an error toast stays while it holds focus, then leaves after focus does", async ({
    page,
  }) => {
    await page.clock.install();
    await openStory(page, PLAYGROUND);
    const trigger = await pressButton(page, "Error");
    const error = toastWith(page, ERROR_TEXT);
    // Alt+T reaches toasts that are there: wait for this one first.
    await expect(error).toBeVisible();
    await page.keyboard.press("Alt+KeyT");
    await page.keyboard.press("Tab");
    await expect(error).toBeFocused();
    await page.clock.runFor(5000);
    await expect(error).toBeVisible();
    expect(await focusIsIn(page, ERROR_TEXT)).toBe(true);
    await trigger.focus();
    await page.clock.runFor(4500);
    await expect(error).toHaveCount(0);
  });

  test("toasts sit at the top centre and fit the viewport", async ({ page }) => {
    await openStory(page, PLAYGROUND, "dark");
    await pressButton(page, "With description");
    const booked = toastWith(page, "Demo booked");
    await expect(booked).toBeVisible();
    // The pointer on it pauses its 4 s: on a busy machine it expired (and left) before its
    // entrance had settled, and the measuring waited for a toast that was gone.
    await booked.hover();
    const box = await settledBox(booked);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(box.y).toBeGreaterThanOrEqual(8);
    expect(box.y).toBeLessThanOrEqual(24);
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // Our font, not the system stack Sonner sets on its list.
    expect(await booked.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Inter/);
    // The close button and the text do not overlap.
    const close = await booked.getByRole("button", { name: "Dismiss notification" }).boundingBox();
    const text = await booked.locator("[data-content]").boundingBox();
    if (!close || !text) throw new Error("not rendered");
    expect(text.x + text.width).toBeLessThanOrEqual(close.x);
  });

  test("each toast is in the page once, in a live region: errors assertive", async ({ page }) => {
    await openStory(page, PLAYGROUND);
    await expect(region(page)).toHaveAttribute("aria-live", "polite");
    await pressButton(page, "Error");
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(1);
    await expect(region(page)).toHaveAttribute("aria-live", "assertive");
    await pressButton(page, "Success");
    await expect(page.getByText("Your ROI report is on its way")).toHaveCount(1);
    await expect(region(page)).toHaveAttribute("aria-live", "polite");
  });

  test("a toast can be swiped up and away", async ({ page }) => {
    await openStory(page, PLAYGROUND);
    await pressButton(page, "Blank");
    const blank = toastWith(page, "Nova is listening");
    await expect(blank).toBeVisible();
    await blank.hover(); // paused while measured, as above
    const box = await settledBox(blank);
    const x = box.x + 40;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(x, y - step * 10);
    await page.mouse.up();
    await expect(blank).toHaveCount(0);
  });
});
