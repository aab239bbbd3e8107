import { expect, test, type Page } from "@playwright/test";
import { open } from "./fixtures";

// Sections below the fold are prerendered as the text of a <noscript> (src/shared/lazy-dom.ts):
// the first rendering builds the top of the page only, the rest is built as the visitor nears
// it, follows a link into it, or once the browser is idle; without scripts it all shows at once.

/** How many deferred sections of the page are still text. */
function sectionsAsText(page: Page) {
  return page.locator("[data-deferred] > noscript[data-lazy]").count();
}

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the home page builds the top first, a section as the visitor nears it, then the rest", async ({
      page,
    }) => {
      // The scripts are held back: what the inline script does is what a visitor on a slow
      // network gets before them.
      let release: (value?: unknown) => void = () => undefined;
      const held = new Promise((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const elements = await page.evaluate(() => document.querySelectorAll("body *").length);
      expect(elements).toBeLessThan(450);
      expect(await sectionsAsText(page)).toBeGreaterThan(10);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // Nearing a section builds it, readable before its code has arrived.
      const closing = page.locator('[data-deferred="closing-cta"]');
      await closing.scrollIntoViewIfNeeded();
      await expect(closing.getByRole("heading")).toBeVisible();
      await expect(closing.getByRole("link").first()).toBeVisible();

      release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", {
        timeout: 20_000,
      });
      await expect(closing).toHaveAttribute("data-hydrated", "");
      // The rest is built once the page has settled, one section per idle moment (for screen
      // readers and crawlers), not while it loads.
      expect(await sectionsAsText(page)).toBeGreaterThan(5);
      await expect.poll(() => sectionsAsText(page), { timeout: 25_000 }).toBe(0);
    });

    test("a key press builds every section at once: Tab moves into them, find-in-page finds them", async ({
      page,
    }) => {
      await open(page, "/pricing");
      expect(await sectionsAsText(page)).toBeGreaterThan(2);
      const faq = page.locator('[data-deferred="pricing-faq"]');
      await page.keyboard.press("Tab");
      expect(await sectionsAsText(page)).toBe(0);
      await expect(faq.locator("summary").first()).toBeAttached();
    });

    test("a link into a section lands on it: on arrival and from the page", async ({ page }) => {
      await page.goto("/ai-caller#phone-demo");
      const demo = page.locator("#phone-demo");
      await expect(demo).toBeInViewport();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      // The page settles (sections hydrate, fonts and images arrive) with the form still in view.
      await page.waitForLoadState("networkidle");
      await expect(demo.getByRole("textbox").first()).toBeInViewport();

      // Links within a page, before and after the target's section has been built.
      for (const [path, hash] of [
        ["/landing", "#calendly-section"],
        ["/pricing", "#choose-plan"],
      ] as const) {
        await open(page, path);
        await page.locator(`main a[href$="${hash}"]`).first().click();
        await expect(page.locator(hash)).toBeInViewport();
      }
    });

    test("without JavaScript every section shows, with no room held for scripts", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 844 },
      });
      const page = await context.newPage();
      await page.goto("/");
      for (const name of ["problem-solution", "process-steps", "closing-cta"]) {
        const section = page.locator(`[data-deferred="${name}"]`);
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole("heading").first()).toBeVisible();
      }
      // The marquee's row is short: no placeholder height is held around it.
      const banner = await page.locator('[data-deferred="marquee-banner"]').boundingBox();
      expect(banner?.height).toBeLessThan(400);
      await context.close();
    });
  });
}
