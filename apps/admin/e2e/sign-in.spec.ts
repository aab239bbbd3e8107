import { adminCopy, pageMeta, routes } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { accounts, expectNoAxeViolationsInEveryView, signIn } from "./fixtures";

const shellHeading = { name: adminCopy.shell.inquiriesHeading, level: 1 } as const;
const loginHeading = { name: adminCopy.login.heading, level: 1 } as const;

test("an admin signs in, keeps the session over a reload, and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(routes.adminLogin);
  await expect(page.getByRole("heading", loginHeading)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await signIn(page, accounts.admin);

  await expect(page).toHaveURL(routes.adminInquiries);
  await expect(page.getByRole("heading", shellHeading)).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(accounts.admin.email);
  await expect(page).toHaveTitle(pageMeta.adminInquiries.title);

  await page.reload();
  await expect(page.getByRole("heading", shellHeading)).toBeVisible();
  await expect(page).toHaveURL(routes.adminInquiries);
  await expectNoAxeViolationsInEveryView(page);

  await page.getByRole("button", { name: adminCopy.shell.signOut }).click();
  await expect(page).toHaveURL(routes.adminLogin);
  await expect(page.getByRole("heading", loginHeading)).toBeVisible();
});

test("a wrong password is explained, the typed e-mail stays and a reset link can be sent", async ({
  page,
}) => {
  await page.goto(routes.adminLogin);
  await signIn(page, { email: accounts.admin.email, password: "not-the-password" });
  await expect(page.getByRole("alert")).toContainText(adminCopy.authErrors["invalid-credential"]);
  await expect(page.getByLabel(adminCopy.login.emailLabel)).toHaveValue(accounts.admin.email);
  await expect(page.getByLabel(adminCopy.login.passwordLabel)).toHaveValue("");
  await expect(page.getByLabel(adminCopy.login.passwordLabel)).toBeFocused();
  await expectNoAxeViolationsInEveryView(page);

  // The reset starts from the e-mail typed so far and asks the emulator for the e-mail.
  await page.getByRole("button", { name: adminCopy.login.forgotPassword }).click();
  await expect(page.getByLabel(adminCopy.login.emailLabel)).toHaveValue(accounts.admin.email);
  await page.getByRole("button", { name: adminCopy.passwordReset.submit }).click();
  await expect(page.getByRole("status")).toHaveText(
    adminCopy.passwordReset.sent.replace("{email}", accounts.admin.email),
  );
});

test("an account without the admin claim sees no access and can sign out", async ({ page }) => {
  await page.goto(routes.adminLogin);
  await signIn(page, accounts.staff);
  await expect(page.getByRole("heading", { name: adminCopy.noAccess.heading })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(accounts.staff.email);
  await expect(page.getByRole("heading", shellHeading)).toHaveCount(0);

  await expectNoAxeViolationsInEveryView(page);

  await page.getByRole("button", { name: adminCopy.noAccess.signOut }).click();
  await expect(page.getByRole("heading", loginHeading)).toBeVisible();
});

test("the inbox's old address leads to its new one, filters and hash kept", async ({ page }) => {
  await page.goto(`${routes.adminInquiriesLegacy}?status=new#latest`);
  await expect(page).toHaveURL(routes.adminLogin);

  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", shellHeading)).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/inquiries\?status=new#latest$/);
});

test("a deep link while signed out goes through sign-in and back to the page", async ({ page }) => {
  const deepLink = `${routes.adminInquiries}?status=new#latest`;
  await page.goto(deepLink);
  await expect(page).toHaveURL(routes.adminLogin);

  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", shellHeading)).toBeVisible();
  expect(page.url()).toMatch(/\/admin\/inquiries\?status=new#latest$/);

  // The sign-in page replaced the gated entry, and itself, in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(routes.adminLogin);
});
