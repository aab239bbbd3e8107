// Shared by every browser test of the repo (Playwright configs, the Storybook checks).

/** Flags headless Chromium needs when it runs as root in a container. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Playwright launch options: the Chromium at `CHROME_PATH` with those flags, or, without
 * `CHROME_PATH`, Playwright's own browser.
 */
export function chromiumLaunchOptions(chromePath = process.env.CHROME_PATH) {
  return chromePath ? { executablePath: chromePath, args: chromiumArgs } : {};
}
