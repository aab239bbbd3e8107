import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Fails with the list of axe violations (WCAG 2.2 AA and axe's best practices, which Lighthouse
 * also scores: heading order, unique landmarks...) on the page as it is now.
 *
 * Third-party frames (the booking calendar) are not ours to fix and are left out, since axe
 * compares landmarks across frames (the provider's own `<main>` would clash with ours). What we
 * owe them, a title naming each frame, is checked here instead.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { /** Checks only this part of the page (a CSS selector). */ include?: string } = {},
) {
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("iframe")
    // Only the violations in full: every violation is still found and reported with all its
    // elements, but the passes are not collected element by element (half of axe's time on a
    // page here: 850 → 420 ms).
    .options({ resultTypes: ["violations"] })
    // One axe.run in the page. The default mode runs axe in every frame and then finishes in a
    // new blank tab, a second page per check; frames (third parties' pages) are left out here.
    .setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const untitledFrames = await page
    .locator("iframe")
    .evaluateAll((frames: HTMLIFrameElement[]) =>
      frames.filter((frame) => !frame.title.trim()).map((frame) => `frame-title: ${frame.src}`),
    );
  expect([
    ...violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    ...untitledFrames,
  ]).toEqual([]);
}

/**
 * Opens a page and waits until it has hydrated, as a visitor who clicks once the page is ready.
 * (The prerendered HTML shows before the scripts arrive; a click before then does nothing.)
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return response;
}

/** Brings a deferred section into view and waits until its code has loaded and hydrated it. */
export async function hydrateSection(page: Page, name: string) {
  const section = page.locator(`[data-deferred="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-hydrated", "");
  return section;
}

/**
 * The text a part of the page holds. Without JavaScript the sections below the fold are
 * <noscript> elements (src/shared/lazy-dom.ts), shown as usual, but Playwright's text matching
 * (toContainText, getByText) leaves a <noscript>'s text out.
 */
export function textOf(locator: Locator) {
  return locator.evaluate((element) => element.textContent);
}

/**
 * Has every deferred section below the fold built from its prerendered text, as a visitor's first
 * key press does (src/shared/lazy-dom.ts; without one they are built from 10 s after the load).
 */
export async function allSectionsBuilt(page: Page) {
  await page.keyboard.press("Shift");
  await expect(page.locator("[data-deferred] > noscript[data-lazy]")).toHaveCount(0);
}

/** Scrolls through the whole page, so every deferred section loads and hydrates. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => {
      window.scrollTo(0, top);
    }, y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
}

/** One call the page made to the advertising pixel: `fbq("track", event, params)`. */
export interface PixelCall {
  event: string;
  params?: Record<string, unknown>;
}

/**
 * Stands in for the advertising pixel before the page loads, as if the visitor had allowed it:
 * `pixelCalls(page)` reads what the page reported.
 */
export async function stubPixel(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("novaline:ad-consent", "granted");
    const calls: { event: string; params?: Record<string, unknown> }[] = [];
    Object.assign(window, {
      __pixelCalls: calls,
      fbq: (_command: string, event: string, params?: Record<string, unknown>) => {
        calls.push(params ? { event, params } : { event });
      },
    });
  });
}

/** The pixel calls the page has made so far (see {@link stubPixel}). */
export function pixelCalls(page: Page): Promise<PixelCall[]> {
  return page.evaluate(
    () => (window as unknown as { __pixelCalls?: PixelCall[] }).__pixelCalls ?? [],
  );
}
