import { consentNotice } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open, pixelCalls, stubPixel } from "./fixtures";

const pageViews = async (page: Page) =>
  (await pixelCalls(page)).filter((call) => call.event === "PageView").length;

async function openCookieSettings(page: Page) {
  const footer = await hydrateSection(page, "site-footer");
  const button = footer.getByRole("button", { name: "Cookie settings" });
  await button.click();
  return button;
}

test("reports a PageView for the first page and for every route change", async ({ page }) => {
  await stubPixel(page);
  await open(page, "/");
  await expect.poll(() => pageViews(page)).toBe(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => pageViews(page)).toBe(2);
  await page.goBack();
  await expect.poll(() => pageViews(page)).toBe(3);
});

test("a broken pixel breaks nothing: pages still change and nothing is thrown", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.addInitScript(() => {
    Object.assign(window, {
      fbq: () => {
        throw new Error("fbq is broken");
      },
    });
  });
  await open(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(errors).toEqual([]);
});

test("Cookie settings in the footer change the choice, which is remembered", async ({ page }) => {
  await open(page, "/");
  const button = await openCookieSettings(page);
  const notice = page.getByRole("region", { name: consentNotice.title });
  await expect(notice.getByRole("heading")).toBeFocused();
  await notice.getByRole("button", { name: consentNotice.declineLabel }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText(consentNotice.savedMessage)).toBeVisible();
  await expect(button).toBeFocused();

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await openCookieSettings(page);
  await expect(notice.getByRole("button", { name: consentNotice.declineLabel })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
});

test("a browser sending Global Privacy Control is told it has opted out, not asked", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true });
  });
  await open(page, "/");
  await openCookieSettings(page);
  const notice = page.getByRole("region", { name: consentNotice.title });
  await expect(notice).toContainText("Global Privacy Control");
  await expect(notice.getByRole("button", { name: consentNotice.acceptLabel })).toHaveCount(0);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the cookie notice has no axe violations (${colorScheme}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await open(page, "/");
    await openCookieSettings(page);
    await expect(page.getByRole("region", { name: consentNotice.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
