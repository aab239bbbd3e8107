import { adminCopy, routes } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { accounts, postInquiry, signIn } from "./fixtures";

const copy = adminCopy.inquiries;
const open = (name: string) => copy.openLabel.replace("{name}", name);

test('focus stays on the e-mail field through "Forgot your password?" and back', async ({
  page,
}) => {
  await page.goto(routes.adminLogin);
  await page.getByLabel(adminCopy.login.emailLabel).fill(accounts.staff.email);
  await page.getByRole("button", { name: adminCopy.login.forgotPassword }).click();
  await expect(page.getByRole("heading", { name: adminCopy.passwordReset.heading })).toBeVisible();
  await expect(page.getByLabel(adminCopy.login.emailLabel)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    adminCopy.passwordReset.sent.replace("{email}", accounts.staff.email),
  );
  await page.getByRole("button", { name: adminCopy.passwordReset.backToSignIn }).click();
  await expect(page.getByRole("heading", { name: adminCopy.login.heading })).toBeVisible();
  await expect(page.getByLabel(adminCopy.login.emailLabel)).toBeFocused();
});

test("closing the panel of an inquiry that left the filtered list moves focus to the next row, or the heading", async ({
  page,
}) => {
  const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Newest first: Li, then Ravi.
  await postInquiry({
    kind: "contact",
    name: `Ravi ${tag}`,
    email: "ravi@smile.com",
    message: "Hi",
  });
  await postInquiry({ kind: "contact", name: `Li ${tag}`, email: "li@smile.com", message: "Hi" });
  await page.goto(`${routes.adminInquiries}?status=new&q=${tag}`);
  await signIn(page, accounts.admin);

  for (const [name, next] of [
    [`Li ${tag}`, page.getByRole("button", { name: open(`Ravi ${tag}`) })],
    [
      `Ravi ${tag}`,
      page.getByRole("heading", { level: 1, name: adminCopy.shell.inquiriesHeading }),
    ],
  ] as const) {
    await page.getByRole("button", { name: open(name) }).press("Enter");
    const panel = page.getByRole("dialog", { name });
    await panel.getByLabel(copy.detail.statusLabel).selectOption("won");
    // Filtered by "new": it leaves the list behind the panel.
    await expect(page.getByRole("button", { name: open(name) })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(next).toBeFocused();
  }
});
