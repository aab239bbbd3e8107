import { adminCopy, routes } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { insightsCopy } from "../src/insights/insights-copy.ts";
import {
  accounts,
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryView,
  expectNoSidewaysScroll,
  postInquiry,
  signIn,
  views,
} from "./fixtures";

const copy = adminCopy.inquiries;

/** Staff in Los Angeles: the dashboard's days are theirs. */
test.use({ timezoneId: "America/Los_Angeles" });

const rows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") });

/** A source page no other test's inquiries come from. */
const uniquePage = () =>
  `/e2e-insights-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openInsightsSignedIn(page: Page, search = "") {
  await page.goto(`${routes.adminInsights}${search}`);
  await expect(page).toHaveURL(new RegExp(routes.adminLogin));
  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", { name: insightsCopy.heading, level: 1 })).toBeVisible();
}

test("the dashboard counts seeded inquiries, and a figure's link lands on exactly those inquiries in the inbox", async ({
  page,
}) => {
  // Six inquiries, a sign-in, a live update, four views with a full-page screenshot and axe
  // each, then the table and the inbox: past 30 s on a 2-core machine busy with the other
  // browser suites (a full-page screenshot timed out there).
  test.slow();
  const source = uniquePage();
  for (const name of ["Ada", "Ben", "Cy"]) {
    await postInquiry({
      kind: "contact",
      name,
      email: "lead@clinic.com",
      message: "Hi",
      sourcePage: source,
    });
  }
  await postInquiry({
    kind: "maintenance",
    name: "Dee",
    email: "dee@clinic.com",
    plan: "priority",
    sourcePage: source,
  });

  // A campaign's long landing path: its row truncates rather than widening a phone's page.
  await postInquiry({
    kind: "contact",
    name: "Flo",
    email: "flo@clinic.com",
    message: "Hi",
    sourcePage: `${source}/spring-campaign/after-hours-answering-for-dental-clinics`,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInsightsSignedIn(page, "?period=7");
  const sourceLink = page.getByRole("link", { name: source, exact: true });
  const sourceRow = page.getByRole("row").filter({ has: sourceLink });
  await expect(sourceRow.getByRole("cell").first()).toHaveText("4");

  // Live: one more inquiry from the page shows without a reload.
  await postInquiry({
    kind: "contact",
    name: "Eve",
    email: "eve@clinic.com",
    message: "Hi",
    sourcePage: source,
  });
  await expect(sourceRow.getByRole("cell").first()).toHaveText("5", { timeout: 20_000 });

  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`insights-${String(width)}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  await expectNoAxeViolationsInEveryView(page);

  // The chart's table, then the figure's link: the inbox shows exactly the five.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("button", { name: insightsCopy.leads.showTable }).click();
  await expect(
    page.getByRole("table", { name: insightsCopy.leads.tableCaption.day }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath("insights-table-1280-light.png"),
    fullPage: true,
  });
  await page.getByRole("button", { name: "90 days" }).click();
  await expect(page).toHaveURL(/period=90/);
  await expect(page.getByText(insightsCopy.leads.chartTitle.week)).toBeVisible();
  await page.getByRole("button", { name: insightsCopy.leads.hideTable }).click();
  await page.screenshot({ path: test.info().outputPath("insights-90-days-1280-light.png") });
  await page.getByRole("button", { name: "7 days" }).click();
  await sourceLink.click();
  await expect(page).toHaveURL(new RegExp(`${routes.adminInquiries}\\?source=`));
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
  await expect(page.getByText(`Source page: ${source}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(
    page.getByText(copy.shownCount.replace("{count}", "5").replace("{total}", "5")),
  ).toBeVisible();
  for (const name of ["Ada", "Ben", "Cy", "Dee", "Eve"]) {
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("inbox-from-insights-390-light.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back on the dashboard, the maintenance plans of the week: the inbox shows as many.
  await page.goBack();
  const maintenance = page.getByRole("link", { name: /^Maintenance plan: \d+\./ });
  const count = Number(/: (\d+)\./.exec((await maintenance.getAttribute("aria-label")) ?? "")?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await maintenance.click();
  await expect(page).toHaveURL(/kind=maintenance/);
  await expect(
    page.getByText(
      copy.shownCount
        .replace("{count}", String(Math.min(count, 25)))
        .replace("{total}", String(count)),
    ),
  ).toBeVisible();
});

test("the inbox links to the dashboard, whose code loads only with it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(routes.adminInquiries);
  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
  const inboxScripts = [...scripts];
  expect(inboxScripts.some((path) => path.includes("insights-page"))).toBe(false);
  await page.getByRole("link", { name: adminCopy.shell.nav.insights }).click();
  await expect(page.getByRole("heading", { name: insightsCopy.heading, level: 1 })).toBeVisible();
  expect(
    scripts
      .filter((path) => !inboxScripts.includes(path))
      .some((path) => path.includes("insights-page")),
  ).toBe(true);
});
