import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.ts";

// Every story as a Vitest test in headless Chromium (`@storybook/addon-vitest`), with the
// render, font, overflow, clipping and axe checks of `.storybook/story-checks.ts` run after
// each story at both widths and in both themes. Apart from the unit tests (vitest.config.ts):
// `pnpm e2e` runs it.
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook" })],
  test: {
    name: "stories",
    setupFiles: ["./.storybook/vitest.setup.ts"],
    // The a11y addon's own axe run is off: the setup file runs axe at each width and theme.
    provide: { "storybook/test-provided": { a11y: false } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        contextOptions: { reducedMotion: "reduce" },
      }),
      instances: [{ browser: "chromium" }],
    },
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest-stories.json" },
  },
});
