// Browser tests: records every violation of a page's Content-Security-Policy, so a test can fail
// on anything the policy refused (which the page itself may hide: a refused script or request
// often just leaves a feature dead).
import type { Page } from "@playwright/test";

/**
 * Starts recording on `page` (a Playwright page) before its next document loads: the
 * `securitypolicyviolation` events of each document, and Chromium's console reports (which also
 * cover workers). Returns a function that resolves with what was refused so far, one line each.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${String(event.lineNumber)})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...reported,
  ];
}
