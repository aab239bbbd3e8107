// Lighthouse CI's configuration (`pnpm lighthouse` runs `lhci autorun`, then
// scripts/lighthouse-summary.mjs). Offline: the production static host serves build/client on
// LIGHTHOUSE_PORT (default 4320), Lighthouse runs 3 times per page with its default mobile
// emulation and applied throttling in the Chromium at CHROME_PATH (else Playwright's), and the
// assertions apply to the median run: Performance ≥ 0.95, Accessibility, Best Practices and SEO 1.
// Three runs, not five: with applied throttling a run loads at the throttled speeds (about 28 s a
// run here: 5 runs of the 8 pages took 1,107 s of the test command's 2,250), and its scores held
// steady where the simulation's did not (see LIGHTHOUSE_THROTTLING_METHOD). Nothing is uploaded:
// the reports stay in .lighthouseci/ (reports/ holds each page's median run).
// One page, or fewer runs, while working on it:
//   LHCI_COLLECT__NUMBER_OF_RUNS=1 LHCI_COLLECT__URL=http://127.0.0.1:4320/pricing pnpm lighthouse
// An ES module: lhci `require`s it, which Node 24 allows for ESM.
import { createRequire } from "node:module";
import { chromiumArgs } from "../../tooling/chromium.ts";
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_THROTTLING_METHOD } from "./scripts/lighthouse-pages.ts";

const require = createRequire(import.meta.url);

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
/** The floor of each category's score (0–1), on the median of the runs. */
const floor = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 };

export const ci = {
  collect: {
    // The production host (its headers, redirects and compression); it fails on a taken port.
    startServerCommand: `PORT=${String(port)} node ../../tooling/static-host.ts marketing`,
    startServerReadyPattern: "^Serving ",
    startServerReadyTimeout: 30_000,
    url: LIGHTHOUSE_PAGES.map((page) => `http://127.0.0.1:${String(port)}${page}`),
    numberOfRuns: 3,
    /** @type {string} */
    chromePath: process.env.CHROME_PATH || require("@playwright/test").chromium.executablePath(),
    settings: {
      // Mobile emulation (Lighthouse's default), or desktop with LIGHTHOUSE_PRESET=desktop.
      ...(process.env.LIGHTHOUSE_PRESET === "desktop" ? { preset: "desktop" } : {}),
      onlyCategories: Object.keys(floor),
      // Applied, not simulated, throttling: see LIGHTHOUSE_THROTTLING_METHOD for why and the figures.
      throttlingMethod: LIGHTHOUSE_THROTTLING_METHOD,
      // The page's full screenshot only illustrates the report (1.6 s a run here); no score uses it.
      disableFullPageScreenshot: true,
      // Paint holding keeps the previous page on screen until the new one is ready; with
      // headless Chrome's BeginFrame throttling it adds a second to the first paint of about
      // half the runs (GoogleChrome/lighthouse#17148). A visitor arriving from another site gets
      // no paint holding: measure that.
      chromeFlags: [...chromiumArgs, "--disable-features=PaintHolding"].join(" "),
    },
  },
  assert: {
    assertions: Object.fromEntries(
      Object.entries(floor).map(([category, minScore]) => [
        `categories:${category}`,
        ["error", { minScore, aggregationMethod: "median" }],
      ]),
    ),
  },
  // The reports stay on this machine.
  upload: { target: "filesystem", outputDir: ".lighthouseci/reports" },
};
