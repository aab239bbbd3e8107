// Shared by every browser test of the repo (Playwright configs, the Storybook checks).
import type { BrowserType } from "@playwright/test";

/** Flags headless Chromium needs when it runs as root in a container. */
export const chromiumArgs: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * When a Playwright suite records a trace. Recording one for every test to keep only the failures'
 * ("retain-on-failure") slows every test: the site's suite took 401 s with it and 319 s without
 * on this 2-core machine (2026-11-29). In CI, where a failed test runs once more, that second run
 * records it; on a contributor's machine, without retries, the failing run itself does.
 */
export const traceMode = (ci = process.env.CI): "on-first-retry" | "retain-on-failure" =>
  ci ? "on-first-retry" : "retain-on-failure";

/**
 * Playwright launch options: the Chromium at `CHROME_PATH` with those flags, or, without
 * `CHROME_PATH`, Playwright's own browser.
 */
export function chromiumLaunchOptions(chromePath = process.env.CHROME_PATH): {
  executablePath?: string;
  args?: string[];
} {
  return chromePath ? { executablePath: chromePath, args: [...chromiumArgs] } : {};
}

/**
 * Why the browser tests cannot start on this machine, with what to do, or `undefined` when they
 * can: `CHROME_PATH` names a file that is not there, or, without it, Playwright's own Chromium was
 * never downloaded. (Playwright would otherwise fail in every test with a stack trace.)
 */
export async function browserProblem(
  chromePath = process.env.CHROME_PATH,
): Promise<string | undefined> {
  const { existsSync } = await import("node:fs");
  const { createRequire } = await import("node:module");
  if (chromePath) {
    return existsSync(chromePath)
      ? undefined
      : `CHROME_PATH is ${chromePath}, but there is no such file. Point it at a Chromium or Chrome executable.`;
  }
  const require = createRequire(new URL("../apps/marketing/package.json", import.meta.url));
  const { chromium } = require("@playwright/test") as { chromium: BrowserType };
  if (existsSync(chromium.executablePath())) return undefined;
  return [
    "The browser tests need Chromium, and there is none here. Either:",
    "  - download Playwright's (needs access to Playwright's download host):",
    "      pnpm --filter @novaline/marketing exec playwright install chromium",
    "  - or use a Chromium or Chrome you have (Debian: apt install chromium):",
    "      CHROME_PATH=/usr/bin/chromium pnpm test",
  ].join("\n");
}
