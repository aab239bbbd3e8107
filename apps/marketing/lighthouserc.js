// Lighthouse CI's configuration (`pnpm lighthouse` runs scripts/lighthouse-ci.ts: lhci's collect,
// assert and upload, then scripts/lighthouse-summary.mjs). Offline: the production static host
// serves build/client on LIGHTHOUSE_PORT (default 4320), Lighthouse runs each page with its
// default mobile emulation and applied throttling (its CPU slowdown calibrated to the machine:
// scripts/cpu-slowdown.ts) in the Chromium at CHROME_PATH (else
// Playwright's), and the assertions apply to the median of a page's runs: Performance ≥ 0.95,
// Accessibility, Best Practices and SEO 1. A page gets one run, or three when that run is near or
// below a floor (scripts/lighthouse-settled.ts). Applied, not simulated, throttling: its scores
// held steady where the simulation's did not (see LIGHTHOUSE_THROTTLING_METHOD). Nothing is
// uploaded: the reports stay in .lighthouseci/ (reports/ holds each page's median run).
// An ES module: lhci `require`s it, which Node 24 allows for ESM.
import { createRequire } from "node:module";
import { chromiumArgs } from "../../tooling/chromium.ts";
import {
  LIGHTHOUSE_FLOOR,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_THROTTLING_METHOD,
} from "./scripts/lighthouse-pages.ts";

const require = createRequire(import.meta.url);

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const floor = LIGHTHOUSE_FLOOR;

export const ci = {
  collect: {
    // The production host (its headers, redirects and compression); it fails on a taken port.
    startServerCommand: `PORT=${String(port)} node ../../tooling/static-host.ts marketing`,
    startServerReadyPattern: "^Serving ",
    startServerReadyTimeout: 30_000,
    url: LIGHTHOUSE_PAGES.map((page) => `http://127.0.0.1:${String(port)}${page}`),
    // Overridden by scripts/lighthouse-ci.ts: one run, then two more of the pages not settled.
    numberOfRuns: 3,
    /** @type {string} */
    chromePath: process.env.CHROME_PATH || require("@playwright/test").chromium.executablePath(),
    settings: {
      // Mobile emulation (Lighthouse's default), or desktop with LIGHTHOUSE_PRESET=desktop.
      ...(process.env.LIGHTHOUSE_PRESET === "desktop" ? { preset: "desktop" } : {}),
      onlyCategories: Object.keys(floor),
      // Applied, not simulated, throttling: see LIGHTHOUSE_THROTTLING_METHOD for why and the figures.
      throttlingMethod: LIGHTHOUSE_THROTTLING_METHOD,
      // The mobile profile's CPU slowdown, calibrated to this machine by scripts/lighthouse-ci.ts
      // (scripts/cpu-slowdown.ts); Lighthouse's 4× when it was not.
      ...(process.env.LIGHTHOUSE_PRESET !== "desktop" && process.env.LIGHTHOUSE_CPU_SLOWDOWN
        ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) } }
        : {}),
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
