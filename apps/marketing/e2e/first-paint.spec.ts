import { expect, test } from "@playwright/test";
import { open } from "./fixtures";

// A page's HTML is complete: it paints with its stylesheet and font, and fetches its code after
// that, so the code does not share a slow connection with what the first paint needs.
for (const path of ["/", "/roi", "/blog/missed-calls-cost-dental-clinics", "/no-such-page"]) {
  test(`${path} paints its content before it fetches its code, then hydrates`, async ({ page }) => {
    await open(page, path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThan(paint ?? Infinity);
  });
}
