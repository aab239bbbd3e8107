import { adminCopy, routes } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { recordCspViolations } from "../../../tooling/csp-violations.ts";
import { accounts, expectNoAxeViolationsInEveryView, signIn } from "./fixtures";

const copy = adminCopy.doNotCall;

test("an admin adds a number to the do-not-call list, sees only its hint, and removes it", async ({
  page,
}) => {
  const cspViolations = await recordCspViolations(page);
  await page.goto(routes.adminInquiries);
  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
  await page
    .getByRole("navigation", { name: adminCopy.shell.navLabel })
    .getByRole("link", { name: adminCopy.shell.nav.doNotCall })
    .click();
  await expect(page).toHaveURL(routes.adminDoNotCall);
  await expect(page.getByRole("heading", { level: 1, name: copy.heading })).toBeVisible();

  // A number without its country code is refused on the field, and kept.
  const field = page.getByLabel(copy.phoneLabel);
  await field.fill("512 555 0199");
  await page.getByRole("button", { name: copy.add }).click();
  await expect(page.getByText("Enter the number with its country code")).toBeVisible();
  await expect(field).toHaveValue("512 555 0199");
  await expect(field).toBeFocused();

  // A random last two digits, so this test's entry is its own.
  const last = String(Math.floor(Math.random() * 90) + 10);
  await field.fill(`+44 7400 1234${last}`);
  await page.getByRole("button", { name: copy.add }).click();
  await expect(page.getByText(copy.added)).toBeVisible();
  const list = page.getByRole("list", { name: copy.listLabel });
  const entry = list.getByRole("listitem").filter({ hasText: `+44 ••• ${last}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(accounts.admin.email);
  await expect(list).not.toContainText("7400");
  await expectNoAxeViolationsInEveryView(page);

  // Remove asks first (a removed entry cannot be put back: only a scrambled form is kept).
  await entry
    .getByRole("button", { name: `Remove +44 ••• ${last} from the do-not-call list` })
    .click();
  const confirm = page.getByRole("dialog", {
    name: copy.confirmTitle.replace("{hint}", `+44 ••• ${last}`),
  });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolationsInEveryView(page);
  await confirm.getByRole("button", { name: copy.confirmRemove }).click();
  await expect(page.getByText(copy.removed)).toBeVisible();
  await expect(entry).toHaveCount(0);
  // Focus stays in the list (the next entry's Remove button, or the heading), not on <body>.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.activeElement?.matches("[data-remove-entry], #do-not-call-list-heading") ??
          false,
      ),
    )
    .toBe(true);
  expect(await cspViolations()).toEqual([]);
});
