import { expect, test, type Page } from "@playwright/test";
import { open } from "./fixtures";

// After a deploy, a tab still running the old build asks for scripts the host no longer has
// (the static host answers 404). The tab loads the new build once, where the visitor was going.

/** Marks the page's JavaScript world: gone after the browser loads a new document. */
const markOldTab = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { oldTab: boolean }).oldTab = true;
  });
const isOldTab = (page: Page) =>
  page.evaluate(() => (window as unknown as { oldTab?: boolean }).oldTab === true);
const gone = { status: 404, contentType: "text/html", body: "<h1>Not found</h1>" };

test("a page whose script a deploy removed: the click still takes the visitor there", async ({
  page,
}) => {
  await open(page, "/about");
  await markOldTab(page);
  // The old build's Pricing module is gone once; the reloaded tab gets the new one.
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => route.fulfill(gone), { times: 1 });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isOldTab(page)).toBe(false);
});

test("a build that keeps failing reloads once, never in a loop", async ({ page }) => {
  let documents = 0;
  page.on("load", () => (documents += 1));
  await open(page, "/about");
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => route.fulfill(gone));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The prerendered page still shows, without its scripts.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("load");
  const settled = documents;
  await page.waitForTimeout(3000);
  expect(documents).toBe(settled);
  // The first page, the router's reload of it, the page the visitor asked for: nothing more.
  expect(documents).toBeLessThanOrEqual(3);
});

test("a section whose script a deploy removed: the page reloads once and the section works", async ({
  page,
}) => {
  await open(page, "/about");
  await markOldTab(page);
  // The next script the old tab asks for (a section's, as it nears) is gone.
  let failed = 0;
  await page.route(
    /\/assets\/[^/]+\.js$/,
    (route) => {
      failed += 1;
      return route.fulfill(gone);
    },
    { times: 1 },
  );
  const reloaded = page.waitForEvent("load");
  await page
    .evaluate(() => {
      document.querySelector('[data-deferred="process-steps"]')?.scrollIntoView();
    })
    .catch((error: unknown) => {
      // Another section near the viewport may ask for its script first: then the reload has
      // begun before this scroll (a fresh-clone run on a busy machine did so once).
      if (!String(error).includes("Execution context was destroyed")) throw error;
    });
  await reloaded;
  expect(failed).toBe(1);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(await isOldTab(page)).toBe(false);
  await expect(page).toHaveURL(/\/about$/);
  const steps = page.locator('[data-deferred="process-steps"]');
  await steps.scrollIntoViewIfNeeded();
  await expect(steps).toHaveAttribute("data-hydrated", "");
});
