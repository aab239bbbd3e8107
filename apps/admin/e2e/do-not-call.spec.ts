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
  await expect(
    page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading, exact: true }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: adminCopy.shell.navLabel })
    .getByRole("link", { name: adminCopy.shell.nav.doNotCall })
    .click();
  await expect(page).toHaveURL(routes.adminDoNotCall);
  await expect(page.getByRole("heading", { level: 1, name: copy.heading })).toBeVisible();

  // A number that is not one in the chosen country (the US) is refused on the field, and kept.
  const field = page.getByLabel(copy.phoneLabel);
  await field.fill("512 555");
  await page.getByRole("button", { name: copy.add }).click();
  await expect(page.getByText(/This is not a valid phone number in United States/)).toBeVisible();
  await expect(field).toHaveValue("512 555");
  await expect(field).toBeFocused();

  // A national number is read in the chosen country: the US by default.
  const national = String(Math.floor(Math.random() * 90) + 10);
  await field.fill(`51255501${national}`);
  await page.getByRole("button", { name: copy.add }).click();
  await expect(page.getByText(copy.added)).toBeVisible();
  await expect(
    page.getByRole("list", { name: copy.listLabel }).getByText(`+1 ••• ${national}`).first(),
  ).toBeVisible();
  for (const [colorScheme, width] of [
    ["light", 390],
    ["dark", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ colorScheme });
    await page.screenshot({
      path: test.info().outputPath(`do-not-call-${String(width)}-${colorScheme}.png`),
    });
  }

  // A random last two digits, so this test's entry is its own.
  const last = String(Math.floor(Math.random() * 90) + 10);
  await field.fill(`+44 7400 1234${last}`);
  await page.getByRole("button", { name: copy.add }).click();
  // The first number's toast may still show: the newest is this one's.
  await expect(page.getByText(copy.added).last()).toBeVisible();
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
