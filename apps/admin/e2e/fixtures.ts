import AxeBuilder from "@axe-core/playwright";
import { adminCopy } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { LOCAL_ACCOUNTS, type LocalAccount } from "../../../tooling/auth-emulator.mjs";

export const accounts = LOCAL_ACCOUNTS;

/** What to check: the whole page, or only a part of it. */
export interface AxeScope {
  /**
   * A CSS selector of the part to check: the open modal dialog, when the page behind it is
   * checked on its own (behind the dimming overlay, it is inert and hidden from assistive
   * technology; axe would still read its dimmed colours).
   */
  include?: string;
}

/** Fails with the list of axe violations (WCAG 2.2 AA and axe's best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page, { include }: AxeScope = {}) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/**
 * Fails when the page scrolls sideways at its current width (WCAG 1.4.10, Reflow, which axe does
 * not check), naming the outermost elements that stick out of the window.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const outside = await page.evaluate(() => {
    const { clientWidth, scrollWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const describe = (element: Element) =>
      [element.tagName.toLowerCase(), ...[...element.classList].slice(0, 3)].join(".");
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > clientWidth + 1;
    const outermost = [...document.body.querySelectorAll("*")].filter(
      (element) => sticksOut(element) && !sticksOut(element.parentElement),
    );
    return [
      `the page is ${String(scrollWidth)} px wide in a ${String(clientWidth)} px window`,
      ...outermost.map(describe),
    ];
  });
  expect(outside).toEqual([]);
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
export async function expectNoAxeViolationsInEveryView(page: Page, scope: AxeScope = {}) {
  // Four axe runs take seconds each on a busy two-core CI machine.
  test.info().setTimeout(test.info().timeout + 30_000);
  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await test.step(`axe (${colorScheme}, ${String(width)} px)`, () =>
      expectNoAxeViolations(page, scope));
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
