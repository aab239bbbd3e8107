import AxeBuilder from "@axe-core/playwright";
import { adminCopy } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_ACCOUNTS, type LocalAccount } from "../../../tooling/auth-emulator.mjs";

export const accounts = LOCAL_ACCOUNTS;

/** Fails with the list of axe violations (WCAG 2.2 AA and axe's best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The views every page is checked in: both themes, phone and desktop widths. */
export const views = [
  ["light", 390],
  ["dark", 390],
  ["light", 1280],
  ["dark", 1280],
] as const;

/**
 * Checks the page now open in each view without reloading it: the theme follows the system
 * preference while none is saved, and the layout follows the width.
 */
export async function expectNoAxeViolationsInEveryView(page: Page) {
  // Four axe runs take seconds each on a busy two-core CI machine.
  test.info().setTimeout(test.info().timeout + 30_000);
  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await test.step(`axe (${colorScheme}, ${String(width)} px)`, () => expectNoAxeViolations(page));
  }
}

/** Fills in and sends the sign-in form of the page now open. */
export async function signIn(
  page: Page,
  { email, password }: Pick<LocalAccount, "email" | "password">,
) {
  await page.getByLabel(adminCopy.login.emailLabel).fill(email);
  await page.getByLabel(adminCopy.login.passwordLabel).fill(password);
  await page.getByRole("button", { name: adminCopy.login.submit, exact: true }).click();
}
