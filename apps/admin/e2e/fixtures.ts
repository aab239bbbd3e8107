import AxeBuilder from "@axe-core/playwright";
import { adminCopy } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import type { InquiryReceipt } from "@novaline/inquiry";
import { LOCAL_ACCOUNTS, type LocalAccount } from "../../../tooling/auth-emulator.ts";
import { sidewaysOverflow } from "../../../tooling/sideways-scroll.ts";

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
  // One axe.run in the page: the default mode finishes every check in a new blank tab, for the
  // frames the admin app does not have.
  // Only the violations in full (each with all its elements); the passes are not collected
  // element by element, which was half of axe's time on a page.
  builder.options({ resultTypes: ["violations"] });
  builder.setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Fails when the page scrolls sideways at its current width, naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toEqual([]);
}

/** The inquiries API the admin build talks to (its local default; started by global-setup). */
export const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "8787"}`;

/** Sends an inquiry to the API as the site's forms do; resolves with its id. */
export async function postInquiry(body: Record<string, string>) {
  const response = await fetch(`${API}/v1/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as InquiryReceipt).id;
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
