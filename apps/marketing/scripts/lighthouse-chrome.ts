// The browser both Lighthouse benchmarks (bench-lighthouse.ts, lighthouse-cpu-time.ts) measure in:
// the Chromium at CHROME_PATH (unset or empty: chrome-launcher finds a Chrome), headless, with
// the flags of the repo's browser tests and CI's Lighthouse, performance category only, throttled
// as CI throttles.
import * as chromeLauncher from "chrome-launcher";
import type { Flags } from "lighthouse";
import { chromiumArgs } from "../../../tooling/chromium.ts";
import { LIGHTHOUSE_THROTTLING_METHOD } from "./lighthouse-pages.ts";

/** A launched Chrome and the Lighthouse flags that drive it; kill `chrome` when done. */
export async function launchLighthouseChrome(): Promise<{
  chrome: chromeLauncher.LaunchedChrome;
  flags: Flags;
}> {
  const chrome = await chromeLauncher.launch({
    ...(process.env.CHROME_PATH ? { chromePath: process.env.CHROME_PATH } : {}),
    chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-features=PaintHolding"],
  });
  const flags: Flags = {
    port: chrome.port,
    onlyCategories: ["performance"],
    throttlingMethod: LIGHTHOUSE_THROTTLING_METHOD,
    disableFullPageScreenshot: true,
    logLevel: "error",
  };
  return { chrome, flags };
}
