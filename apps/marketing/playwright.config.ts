import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, traceMode } from "../../tooling/chromium.ts";

// The static server's port: 4173, or E2E_PORT (to run beside another copy of the tests).
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Assertions wait up to 15 s: \`pnpm test\` runs the three browser suites side by side on two
  // cores, where a page took 4.9-5.9 s to hydrate (past the 5 s default). Speed is Lighthouse's
  // to judge, not these behaviour tests'.
  expect: { timeout: 15_000 },
  // A test may take 60 s (Playwright's default is 30): with assertions that may each wait 15 s, a
  // long journey (the contact form by keyboard alone, a failed send, a second send) ran out of
  // its 30 s in a fresh clone's run while the admin's and ui's suites ran beside it, then passed
  // on retry in 12 s.
  timeout: 60_000,
  // Most of a page test's time is waiting (loads, scrolling, network idle), not CPU: two workers
  // finish the suite far sooner even on a 2-core machine. (Playwright's default is half the cores.)
  workers: 2,
  // Traces and screenshots in a folder of their own: Playwright empties its output folder when it
  // starts, and test-results/ also holds the unit tests' report, which may be written first.
  outputDir: "test-results/playwright",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: { baseURL: `http://127.0.0.1:${String(port)}`, trace: traceMode() },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: {
    command: "node ../../tooling/static-host.ts marketing",
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${String(port)}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
