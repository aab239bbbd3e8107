import { adminCopy, routes } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { expect, test, type Page } from "@playwright/test";
import { adminRoutes } from "../src/routes";
import {
  accounts,
  expectNoAxeViolationsInEveryView,
  expectNoSidewaysScroll,
  signIn,
  type AxeScope,
  API,
  postInquiry,
} from "./fixtures";

/**
 * The accessibility sweep: axe over every route of the admin app's router, as each kind of
 * visitor sees it (signed out, signed in without the admin claim, admin), in both themes at phone
 * and desktop width, plus the states that show more of the UI (errors, the password reset, an
 * inquiry's detail, the list's empty and error states...).
 *
 * The routes come from the router itself (src/routes.tsx), so a route added there is swept as
 * soon as it exists. The page is loaded once per state; the theme follows the system preference
 * and the layout the width, without reloading (see expectNoAxeViolationsInEveryView).
 */

/** An address of each route: its path, or one the catch-all route (the 404 page) answers. */
function addressOf(path: string | undefined) {
  if (path === "*") return "/admin/no-such-page";
  if (path === undefined || path.includes(":")) {
    throw new Error(`Give the sweep an address for the route ${String(path)} (a sample for it).`);
  }
  return path;
}

const addresses = adminRoutes.map((route) => addressOf(route.path));

/**
 * Checks the page as it is now: nothing sticks out sideways at phone width, and no axe violations
 * in any view (both themes, phone and desktop widths).
 */
async function check(page: Page, scope: AxeScope = {}) {
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInEveryView(page, scope);
}

/** Waits until the page shows its heading (the session is known, redirects are done). */
async function settled(page: Page) {
  await expect(page.getByRole("status", { name: adminCopy.checkingSession })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * Visits every route and checks each page it ends on, once per page (`/` and `/admin` lead to
 * the inquiries, which a signed-out visitor meets as the sign-in page).
 */
async function sweepEveryRoute(page: Page) {
  const seen = new Set<string>();
  for (const address of addresses) {
    await page.goto(address);
    await settled(page);
    const shown = new URL(page.url()).pathname;
    if (seen.has(shown)) continue;
    seen.add(shown);
    await test.step(`${address} (shows ${shown})`, () => check(page));
  }
  return seen;
}

test("every route of the router has an address in the sweep", () => {
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses).toEqual(expect.arrayContaining([routes.adminLogin, routes.adminInquiries]));
});

test("signed out: every route, the sign-in form's errors, the session-ended notice and the password reset", async ({
  page,
}) => {
  test.slow();
  const seen = await sweepEveryRoute(page);
  expect([...seen]).toEqual(expect.arrayContaining([routes.adminLogin]));

  await page.goto(routes.adminLogin);
  await settled(page);
  const copy = adminCopy.login;
  await test.step("the form's field errors", async () => {
    await page.getByRole("button", { name: copy.submit, exact: true }).click();
    await expect(page.getByLabel(copy.emailLabel)).toHaveAttribute("aria-invalid", "true");
    await check(page);
  });

  await test.step("the notice of a session the API ended", async () => {
    await page.evaluate(() => {
      sessionStorage.setItem("novaline-admin:session-ended", "revoked");
    });
    await page.reload();
    await expect(page.getByText(copy.sessionEnded.revoked)).toBeVisible();
    await check(page);
  });

  await test.step("the password reset, asked and sent", async () => {
    await page.getByRole("button", { name: copy.forgotPassword }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: adminCopy.passwordReset.heading }),
    ).toBeVisible();
    await check(page);
    await page.getByLabel(copy.emailLabel).fill(accounts.staff.email);
    await page.getByRole("button", { name: adminCopy.passwordReset.submit }).click();
    await expect(page.getByRole("status")).toHaveText(
      adminCopy.passwordReset.sent.replace("{email}", accounts.staff.email),
    );
    await check(page);
  });
});

test("signed in without admin access: every route, and the answer to checking again", async ({
  page,
}) => {
  test.slow();
  await page.goto(routes.adminLogin);
  await signIn(page, accounts.staff);
  await expect(page.getByRole("heading", { name: adminCopy.noAccess.heading })).toBeVisible();
  await sweepEveryRoute(page);

  await page.goto(routes.adminInquiries);
  await settled(page);
  await page.getByRole("button", { name: adminCopy.noAccess.checkAgain }).click();
  await expect(page.getByText(adminCopy.noAccess.stillNoAccess)).toBeVisible();
  await check(page);
});

test("signed in as an admin: every route, an inquiry's detail, and the list's empty and error states", async ({
  page,
}) => {
  test.slow();
  const copy = adminCopy.inquiries;
  const tag = `a11y${Date.now().toString(36)}`;
  await postInquiry({
    kind: "contact",
    name: `Jane ${tag}`,
    email: "jane@clinic.com",
    message: `About ${tag}`,
  });
  const id = await postInquiry({
    kind: "maintenance",
    name: `Ravi ${tag}`,
    email: "ravi@smile.com",
    company: "Smile Dental",
    phone: "+91 98765 43210",
    plan: "priority",
  });

  await page.goto(routes.adminLogin);
  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
  const seen = await sweepEveryRoute(page);
  expect([...seen]).toEqual(expect.arrayContaining([routes.adminInquiries]));

  const panel = page.getByRole("dialog", { name: `Ravi ${tag}` });
  await test.step("an inquiry's detail", async () => {
    await page.goto(`${routes.adminInquiries}?q=${tag}&id=${id}`);
    await expect(panel.getByLabel(copy.detail.statusLabel)).toBeVisible();
    // The list behind the panel is checked above, without the panel's overlay.
    await check(page, { include: '[role="dialog"]' });
  });

  await test.step("the detail of a demo call not answered, whose e-mail could not be sent", async () => {
    await page.route(`${API}/v1/inquiries/${id}`, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const inquiry = (await response.json()) as InquiryRecord;
      const failed: InquiryRecord = {
        ...inquiry,
        call: {
          id: "call-1",
          status: "failed",
          industry: "dental",
          endedReason: "customer-did-not-answer",
          durationSeconds: null,
          summary: null,
          transcript: null,
          transcriptLines: null,
          hasRecording: false,
          consentVersion: "2026-01",
        },
        delivery: inquiry.delivery.map((mail) => ({
          ...mail,
          state: "failed",
          attempts: 5,
          lastError: "550 mailbox unavailable",
        })),
      };
      await route.fulfill({ response, json: failed });
    });
    await page.reload();
    await expect(panel.getByText(copy.detail.call.statuses.failed)).toBeVisible();
    await expect(panel.getByText(copy.delivery.failed).first()).toBeVisible();
    await check(page, { include: '[role="dialog"]' });
  });

  await test.step("no inquiry matches the filters", async () => {
    await page.goto(`${routes.adminInquiries}?q=${tag}-nothing`);
    await expect(page.getByRole("heading", { name: copy.noMatchesTitle })).toBeVisible();
    await check(page);
  });

  await test.step("the list cannot be loaded", async () => {
    // The service cannot be reached.
    await page.route(
      (url) => url.origin === API && url.pathname === "/v1/inquiries",
      (route) => route.abort(),
    );
    await page.goto(routes.adminInquiries);
    await expect(page.getByRole("heading", { name: copy.errorTitle })).toBeVisible({
      timeout: 15_000,
    });
    await check(page);
  });
});
