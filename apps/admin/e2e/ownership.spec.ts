import { adminCopy, routes } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import {
  accounts,
  API,
  expectNoAxeViolationsInEveryView,
  expectNoSidewaysScroll,
  postInquiry,
  signIn,
  views,
} from "./fixtures";

const copy = adminCopy.inquiries;
const own = copy.ownership;
const uniqueTag = () => `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Staff work from Ahmedabad: "today" and "overdue" are India's days, not UTC's. */
const STAFF_TIME_ZONE = "Asia/Kolkata";
test.use({ timezoneId: STAFF_TIME_ZONE });
const staffDay = (offset = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: STAFF_TIME_ZONE }).format(
    Date.now() + offset * 86_400_000,
  );

async function openSignedIn(page: Page, path: string, account = accounts.admin) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(routes.adminLogin));
  await signIn(page, account);
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
}

const rows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") });

test("an admin takes an inquiry with the a key, finds it under Mine, and sees it under Overdue once its follow-up day has passed", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  await postInquiry({
    kind: "contact",
    name: `Jane ${tag}`,
    email: "jane@clinic.com",
    message: tag,
  });
  await postInquiry({ kind: "demo", name: `Ravi ${tag}`, email: "ravi@smile.com" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, `${routes.adminInquiries}?q=${tag}`);
  await expect(rows(page)).toHaveCount(2);

  // j, j: the second (older) one, Jane's; a: mine.
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(page.getByRole("button", { name: `Open Jane ${tag}` })).toBeFocused();
  await page.keyboard.press("a");
  await expect(rows(page).filter({ hasText: `Jane ${tag}` })).toContainText("Local Admin");
  await expect(rows(page).filter({ hasText: `Ravi ${tag}` })).toContainText(own.nobody);
  // The shortcuts list names the key.
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: copy.shortcuts.title })).toContainText(
    "Assign the focused or open inquiry to me",
  );
  await page.keyboard.press("Escape");

  await page.getByLabel(own.assigneeLabel).selectOption("me");
  await expect(page).toHaveURL(/assignee=me/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Jane ${tag}`);
  await page.reload();
  await expect(page.getByLabel(own.assigneeLabel)).toHaveValue("me");
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel(own.assigneeLabel).selectOption("none");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Ravi ${tag}`);
  await page.getByLabel(own.assigneeLabel).selectOption("");

  // A follow-up day of yesterday (the staff member's): overdue while it is open.
  await rows(page)
    .filter({ hasText: `Jane ${tag}` })
    .getByRole("button", { name: `Open Jane ${tag}` })
    .click();
  const panel = page.getByRole("dialog", { name: `Jane ${tag}` });
  await expect(panel.getByLabel(own.assigneeField)).toHaveValue(/.+/);
  await panel.getByLabel(own.followUpField).fill(staffDay(-1));
  await expect(panel.getByLabel(own.followUpField)).toHaveValue(staffDay(-1));
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByLabel(own.followUpLabel).selectOption("overdue");
  await expect(page).toHaveURL(/followUp=overdue/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Jane ${tag}`);
  await expect(rows(page)).toContainText(/Overdue since/);

  for (const [colorScheme, width] of [
    ["light", 1280],
    ["dark", 1280],
    ["light", 390],
    ["dark", 390],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.screenshot({
      path: test.info().outputPath(`overdue-${String(width)}-${colorScheme}.png`),
    });
    if (width === 390) await expectNoSidewaysScroll(page);
  }
  await expectNoAxeViolationsInEveryView(page);

  // Won: no longer overdue.
  await page.setViewportSize({ width: 1280, height: 900 });
  await rows(page)
    .getByRole("button", { name: `Open Jane ${tag}` })
    .click();
  await panel.getByLabel(copy.detail.statusLabel).selectOption("won");
  await page.screenshot({ path: test.info().outputPath("panel-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await page.screenshot({ path: test.info().outputPath("panel-390-dark.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await expectNoAxeViolationsInEveryView(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("heading", { name: copy.noMatchesTitle })).toBeVisible();
});

test("a colleague's assignment shows live in the other's inbox", async ({ page, browser }) => {
  test.slow();
  const tag = uniqueTag();
  await postInquiry({
    kind: "contact",
    name: `Jane ${tag}`,
    email: "jane@clinic.com",
    message: tag,
  });
  await openSignedIn(page, `${routes.adminInquiries}?q=${tag}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText(copy.liveLabel)).toBeVisible();

  const sam = await browser.newContext({ timezoneId: STAFF_TIME_ZONE });
  try {
    const samPage = await sam.newPage();
    await openSignedIn(samPage, `${routes.adminInquiries}?q=${tag}`, accounts.colleague);
    await rows(samPage)
      .getByRole("button", { name: `Open Jane ${tag}` })
      .click();
    const panel = samPage.getByRole("dialog", { name: `Jane ${tag}` });
    await expect(
      panel.getByLabel(own.assigneeField).getByRole("option", { name: "Local Admin" }),
    ).toBeAttached();
    await panel.getByLabel(own.assigneeField).selectOption({ label: "Local Admin" });
    await expect(
      samPage.locator("[data-sonner-toast]", { hasText: copy.detail.saved }),
    ).toBeVisible();
  } finally {
    await sam.close();
  }
  // Within the feed's second or two, without a reload.
  await expect(rows(page)).toContainText("Local Admin", { timeout: 5_000 });
});

test("at 390 px the filters fold behind Filters (n) and the first inquiry is near the top; Clear filters moves nothing", async ({
  page,
}) => {
  const tag = uniqueTag();
  await postInquiry({
    kind: "contact",
    name: `Jane ${tag}`,
    email: "jane@clinic.com",
    message: tag,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, `${routes.adminInquiries}?q=${tag}`);
  const card = page
    .getByRole("list", { name: copy.sorts.received_desc.caption })
    .getByRole("listitem");
  await expect(card).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("filters-closed-390.png") });
  const header = await page.locator("header").first().boundingBox();
  const first = await card.first().boundingBox();
  if (!header || !first) throw new Error("The header and the first card must be on screen");
  const below = first.y - (header.y + header.height);
  console.log(
    `390 px: the first inquiry's top is ${String(Math.round(first.y))} px, ${String(Math.round(below))} px below the header`,
  );
  expect(below).toBeLessThanOrEqual(300);
  const toggle = page.getByRole("button", { name: own.filtersToggleNone, exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel(copy.kindLabel)).toBeHidden();
  await toggle.click();
  await page.getByLabel(copy.statusLabel).selectOption("new");
  await expect(
    page.getByRole("button", { name: own.filtersToggle.replace("{count}", "1") }),
  ).toHaveAttribute("aria-expanded", "true");
  await page.screenshot({ path: test.info().outputPath("filters-open-390.png") });
  await expectNoSidewaysScroll(page);

  // 1280 px: picking a filter shows Clear filters in a place kept for it; nothing else moves.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${routes.adminInquiries}?q=${tag}`);
  await expect(rows(page)).toHaveCount(1);
  const watched = [
    page.getByRole("button", { name: copy.refresh }),
    page.getByRole("button", { name: copy.exportCsv }),
    page.getByRole("table"),
  ];
  const before = await Promise.all(watched.map((locator) => locator.boundingBox()));
  await page.getByLabel(copy.statusLabel).selectOption("new");
  await expect(page.getByRole("button", { name: copy.clearFilters })).toBeVisible();
  const after = await Promise.all(watched.map((locator) => locator.boundingBox()));
  expect(after).toEqual(before);
  await page.screenshot({ path: test.info().outputPath("toolbar-1280.png") });
});

test("a bulk status or owner change can be undone from its toast, and the rows it failed on are named and stay selected", async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const ids: string[] = [];
  for (const name of ["Jane", "Ravi", "Li"]) {
    ids.push(
      await postInquiry({
        kind: "contact",
        name: `${name} ${tag}`,
        email: "x@clinic.com",
        message: tag,
      }),
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openSignedIn(page, `${routes.adminInquiries}?q=${tag}`);
  await expect(rows(page)).toHaveCount(3);

  await page.getByRole("checkbox", { name: copy.bulk.selectAll }).check();
  await page.getByLabel(copy.bulk.statusLabel).selectOption("won");
  await page.getByRole("button", { name: copy.bulk.apply }).click();
  await expect(rows(page).filter({ hasText: copy.statuses.won })).toHaveCount(3);
  await page.getByRole("button", { name: copy.bulk.undo }).click();
  await expect(rows(page).filter({ hasText: copy.statuses.new })).toHaveCount(3);
  await page.reload();
  await expect(rows(page).filter({ hasText: copy.statuses.new })).toHaveCount(3);

  // One owner for all three: the signed-in member, offered first; undone, nobody's again.
  const me = accounts.admin.displayName;
  await page.getByRole("checkbox", { name: copy.bulk.selectAll }).check();
  await expect(page.getByLabel(copy.bulk.ownerLabel)).toHaveValue(/.+/);
  await page.getByRole("button", { name: copy.bulk.assign }).click();
  await expect(
    page.getByText(copy.bulk.doneOwner.replace("{count}", "3").replace("{name}", me)),
  ).toBeVisible();
  await expect(rows(page).filter({ hasText: me })).toHaveCount(3);
  await page.getByRole("button", { name: copy.bulk.undo }).click();
  await expect(page.getByText(copy.bulk.undoneOwner.replace("{count}", "3"))).toBeVisible();
  await expect(rows(page).filter({ hasText: me })).toHaveCount(0);

  // Li's save fails (the API refuses it): Li is named, with why, and stays ticked alone.
  const li = ids[2] ?? "";
  await page.route(`${API}/v1/inquiries/${li}`, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          headers: { "access-control-allow-origin": "*" },
          body: JSON.stringify({ error: { code: "internal", message: "Boom" } }),
        })
      : route.fallback(),
  );
  await page.getByRole("checkbox", { name: copy.bulk.selectAll }).check();
  await page.getByLabel(copy.bulk.statusLabel).selectOption("lost");
  await page.getByRole("button", { name: copy.bulk.apply }).click();
  const alert = page.locator('[data-slot="bulk-failures"]');
  await expect(alert).toContainText(`Li ${tag} (${copy.bulk.reasons.other})`);
  await expect(page.getByText(copy.bulk.selected.replace("{count}", "1"))).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Select Li ${tag}` })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: `Select Jane ${tag}` })).not.toBeChecked();
  await expect(rows(page).filter({ hasText: copy.statuses.lost })).toHaveCount(2);
  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    // Scrolled to the end, the last row (a card at 390 px) is above the floating bar.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const lastRow = await page
      .locator("[data-inquiry-id]")
      .last()
      .locator("xpath=ancestor::*[self::tr or self::li][1]")
      .boundingBox();
    const bar = await page.locator('[data-slot="bulk-bar"]').boundingBox();
    expect((lastRow?.y ?? 0) + (lastRow?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await page.screenshot({
      path: test.info().outputPath(`bulk-failed-${String(width)}-${colorScheme}.png`),
    });
  }
  await expectNoAxeViolationsInEveryView(page);
});
