import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, traceMode } from "../../tooling/chromium.ts";

// Interaction and layout tests of the components in a real browser, against the built Storybook
// (`pnpm build-storybook` first; the package's `e2e` task does). Each test runs at 390 and 1280 px.
const port = Number(process.env.STORYBOOK_PORT ?? 6106);

export default defineConfig({
  testDir: "browser",
  // Not test-results/ itself: Playwright empties its output folder, and the story checks write
  // their reports next to it.
  outputDir: "test-results/playwright",
  forbidOnly: Boolean(process.env.CI),
  // Two workers: in \`pnpm test\` this suite ends the browser step, the site's suite done, and one
  // worker left a core idle for its last 90 s (CI run of 8fd69be: the site's lane ended at 537 s,
  // this one at 628 s).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Assertions wait up to 15 s: \`pnpm test\` runs the three browser suites side by side on two
  // cores, where a page took 4.9-5.9 s to hydrate (past the 5 s default). Speed is Lighthouse's
  // to judge, not these behaviour tests'.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: traceMode(),
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: "390px", use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: "1280px", use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/serve-storybook.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
  },
});
