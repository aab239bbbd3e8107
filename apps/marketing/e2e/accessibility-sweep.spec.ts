import { headerNavigation, voiceWidget } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { recordCspViolations } from "../../../tooling/csp-violations.ts";
import { sidewaysOverflow } from "../../../tooling/sideways-scroll.ts";
import { expectNoAxeViolations, open, scrollThrough } from "./fixtures";
import { answerVoiceNetwork } from "./voice-network";

/**
 * The accessibility sweep: axe over every page the build prerendered, in both themes at phone
 * width and at desktop width; the phone menu open on the pages it links to; the floating voice
 * panel in each of its views. On the way, nothing on a page may be refused by its
 * Content-Security-Policy (see content-security-policy.spec.ts for the rest of that check).
 *
 * The pages are not listed by hand: they are the build's `index.html` files (the route table's
 * pages, every blog post, the admin hand-off pages, the 404 page), so a page added to the site is
 * swept as soon as it is built. Like the server, the sweep needs the build (`pnpm build`).
 *
 * Each page is loaded once, at phone width in the light theme, and scrolled through, so every
 * deferred section has loaded and hydrated. The dark theme comes from the system preference
 * changing (the site follows it live) and the desktop layout from the window widening, without
 * reloading: four axe runs for one page load. The pages' own specs check, with axe, the states
 * a page only reaches by use: a form's errors and its sent state, a call in progress.
 */

/** A theme and a viewport width to check a page in. */
type View = readonly ["light" | "dark", number];

const client = fileURLToPath(new URL("../build/client/", import.meta.url));

/** The path of every prerendered page, from the build's `index.html` files. */
function prerenderedPaths(): string[] {
  if (!existsSync(client)) throw new Error(`No build in ${client}: build the site first.`);
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length).replace(/\/$/, "")}`)
    .sort();
}

const paths = prerenderedPaths();

/**
 * Where a page is visited. The prerendered 404 page is what the host answers for any unknown
 * address (as `404.html`): it is checked there, as visitors meet it.
 */
const visitedAt = (path: string) => (path === "/404" ? "/no-such-page" : path);

/** What Calendly's embed posts once its page runs: the booking page then shows the calendar. */
const CALENDLY_LOADED = { event: "calendly.page_height", payload: { height: "1100px" } };

/**
 * There is no network here, and third parties' pages are not ours to check (axe leaves frames
 * out). A page leaving for another site (the admin hand-off) is answered "204 No Content", so the
 * page the visitor sees meanwhile stays; a frame (the booking calendar) gets a stand-in page; the
 * rest (scripts, images) fails, as when the third party is down.
 */
async function standInForThirdParties(page: Page, baseURL: string | undefined) {
  const site = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== site,
    async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest()) return route.abort();
      if (request.frame() === page.mainFrame()) return route.fulfill({ status: 204 });
      const loaded = new URL(request.url()).hostname === "calendly.com";
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><title>Stand-in</title><main><h1>Stand-in</h1></main>${
          loaded
            ? `<script>parent.postMessage(${JSON.stringify(CALENDLY_LOADED)}, "*")</script>`
            : ""
        }</html>`,
      });
    },
  );
}

/** Turns transitions off, so that axe reads the settled colours after a theme switch. */
const withoutTransitions = (page: Page) =>
  page.addStyleTag({ content: "*,::before,::after{transition:none!important}" });

/** Switches the theme (or the width) of the page now open and waits for it to settle. */
async function show(page: Page, [colorScheme, width]: View) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Fails when the page scrolls sideways at its current width, naming what sticks out. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toEqual([]);
}

const PHONE = 390;
const DESKTOP = 1280;

/**
 * The pages the menu is checked open on: one per state of the menu, each page of its links (that
 * link marked current) and the 404 page (none marked). Everything else of the menu is the same
 * on every page.
 */
const menuPages = new Set([
  ...[...headerNavigation.links, headerNavigation.cta].map((link) => link.href),
  "/404",
]);

test.describe.configure({ mode: "parallel" });

test("the sweep covers every page of the sitemap, the 404 page and every page of the menu", () => {
  const sitemap = readFileSync(`${client}sitemap.xml`, "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, address = ""]) => new URL(address).pathname,
  );
  expect(listed.length).toBeGreaterThan(0);
  expect(paths).toEqual(expect.arrayContaining([...listed, ...menuPages]));
});

/** The route a page is built from when several pages share one: a blog post, an admin hand-off. */
const sharedRouteOf = (path: string) => /^\/(blog|admin)\/[^/]+$/.exec(path)?.[1];

/**
 * The pages checked in every view: each page of its own route, and the first page of each shared
 * route. The other pages of a shared route (the same template and styles, other content) are
 * checked in the light theme at phone width, with the reflow check, which their content decides.
 */
const everyView = new Set(
  paths.filter((path) => {
    const route = sharedRouteOf(path);
    return route === undefined || paths.find((other) => sharedRouteOf(other) === route) === path;
  }),
);

for (const path of paths) {
  const withMenu = menuPages.has(path);
  const views = everyView.has(path)
    ? `light and dark at ${String(PHONE)} and ${String(DESKTOP)} px${withMenu ? "; menu open" : ""}`
    : `light at ${String(PHONE)} px, as the other pages of its route in every view`;
  test(`${path} has no axe violations (${views})`, async ({ page, baseURL }) => {
    test.slow();
    await standInForThirdParties(page, baseURL);
    const cspViolations = await recordCspViolations(page);
    // Loaded at phone width in the light theme and scrolled through, so every deferred section
    // has loaded; the other views follow without a reload.
    await page.setViewportSize({ width: PHONE, height: 900 });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await open(page, visitedAt(path));
    await scrollThrough(page);
    await test.step("nothing refused by the page's Content-Security-Policy", async () => {
      expect(await cspViolations()).toEqual([]);
    });
    await test.step(`light, ${String(PHONE)} px`, () => expectNoAxeViolations(page));
    await test.step(`no sideways scrolling at ${String(PHONE)} px`, () =>
      expectNoSidewaysScroll(page));
    if (!everyView.has(path)) return;
    await withoutTransitions(page);
    await show(page, ["dark", PHONE]);
    await test.step(`dark, ${String(PHONE)} px`, () => expectNoAxeViolations(page));

    if (withMenu) {
      // The menu, a popover in the top layer: the page behind it is checked above.
      const menu = page.locator("#site-menu");
      await page.getByRole("button", { name: headerNavigation.menuLabel, exact: true }).click();
      await expect(menu).toBeVisible();
      for (const colorScheme of ["dark", "light"] as const) {
        await show(page, [colorScheme, PHONE]);
        await test.step(`${colorScheme}, ${String(PHONE)} px, menu open`, () =>
          expectNoAxeViolations(page, { include: "#site-menu" }));
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }

    // The desktop layout of the same page, in both themes.
    for (const colorScheme of ["light", "dark"] as const) {
      await show(page, [colorScheme, DESKTOP]);
      await test.step(`${colorScheme}, ${String(DESKTOP)} px`, () => expectNoAxeViolations(page));
    }
  });
}

test("the voice panel has no axe violations, idle, on the phone form, in a call and asking for feedback after it (light and dark, 390 px)", async ({
  page,
}) => {
  test.slow();
  const voice = await answerVoiceNetwork(page);
  await page.setViewportSize({ width: PHONE, height: 900 });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await open(page, "/404");
  await withoutTransitions(page);
  const launcher = page.getByRole("button", { name: voiceWidget.openLabel });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: voiceWidget.title });
  await expect(panel.getByRole("button", { name: voiceWidget.startLabel })).toBeVisible();
  const bothThemes = async (state: string) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await show(page, [colorScheme, PHONE]);
      await test.step(`${state}, ${colorScheme}`, () =>
        expectNoAxeViolations(page, { include: '[data-floating="voice"]' }));
    }
  };
  await bothThemes("idle");

  await panel.getByRole("button", { name: voiceWidget.phoneDemo.openLabel }).click();
  await expect(panel.getByRole("button", { name: voiceWidget.phoneDemo.backLabel })).toBeFocused();
  await expect(panel.getByRole("textbox").first()).toBeVisible();
  await bothThemes("phone form");

  await panel.getByRole("button", { name: voiceWidget.phoneDemo.backLabel }).click();
  await panel.getByRole("button", { name: voiceWidget.startLabel }).click();
  await voice.agentListens();
  await expect(panel.getByRole("button", { name: voiceWidget.endLabel })).toBeVisible();
  await voice.agentSpeaks();
  await voice.agentSends({
    type: "transcript",
    role: "assistant",
    transcriptType: "final",
    transcript: "Hello! How can I help you today?",
  });
  await expect(panel.getByRole("log", { name: voiceWidget.live.transcriptLabel })).toContainText(
    "Hello!",
  );
  await bothThemes("in a call");

  await panel.getByRole("button", { name: voiceWidget.endLabel }).click();
  const feedback = panel.getByRole("region", { name: voiceWidget.feedback.title });
  await expect(feedback).toBeVisible();
  // Asked to rate before sending: the form with its message.
  await feedback.getByRole("button", { name: voiceWidget.feedback.sendLabel }).click();
  await expect(feedback.getByRole("alert")).toBeVisible();
  await bothThemes("feedback after the call");
  expect(voice.strayRequests).toEqual([]);
});
