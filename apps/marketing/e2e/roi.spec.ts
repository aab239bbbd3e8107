import { expect, test } from "@playwright/test";
import { hydrateSection, open } from "./fixtures";

test.describe("/roi", () => {
  test("starts from the spec's defaults: 200 inquiries, $150, 35 %", async ({ page }) => {
    await open(page, "/roi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("answering every call");
    const workbench = await hydrateSection(page, "roi-workbench");
    await expect(workbench.getByRole("slider", { name: "Monthly inquiries" })).toHaveValue("200");
    await expect(
      workbench.getByRole("slider", { name: "Average value per conversion" }),
    ).toHaveValue("150");
    await expect(workbench.getByRole("slider", { name: "Close rate" })).toHaveValue("35");
    // 200 inquiries: 56 extra leads, 256 in total; 70 and 20 more customers; $10,500 → $13,500.
    for (const [key, text] of [
      ["extraLeads", "56"],
      ["newTotalLeads", "256"],
      ["currentCustomers", "70"],
      ["extraCustomers", "20"],
      ["newCustomers", "90"],
      ["currentRevenue", "$10,500"],
      ["newRevenue", "$13,500"],
      ["revenueGain", "$3,000"],
      ["hoursSaved", "70"],
    ] as const) {
      await expect(workbench.locator(`[data-result="${key}"] dd .sr-only`)).toHaveText(text);
    }
    await hydrateSection(page, "closing-cta");
    await expect(page.getByRole("link", { name: "Book a free demo" })).toHaveAttribute(
      "href",
      "/booking",
    );
  });

  test("without JavaScript the sliders show their thumbs and values, and are exposed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/roi");
    for (const [name, value, text] of [
      ["Monthly inquiries", "200", "200"],
      ["Average value per conversion", "150", "$150"],
      ["Close rate", "35", "35%"],
    ] as const) {
      const slider = page.getByRole("slider", { name });
      await expect(slider).toBeVisible();
      await expect(slider).toHaveValue(value);
      await expect(slider).toHaveAttribute("aria-valuetext", text);
      const box = await slider.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      // The thumb sits where the value is, on a track filled up to it.
      const fill = await slider.evaluate((element) =>
        getComputedStyle(element).getPropertyValue("--slider-fill"),
      );
      expect(Number.parseFloat(fill)).toBeGreaterThan(0);
    }
    await expect(page.locator('[data-slot="slider-value"]')).toHaveText(["200", "$150", "35%"]);
    // Without script the thumb still moves (the results wait for the page's script).
    const close = page.getByRole("slider", { name: "Close rate" });
    await close.focus();
    await page.keyboard.press("ArrowRight");
    await expect(close).toHaveValue("36");
    await context.close();
  });

  test("a changed value updates the results and the address", async ({ page }) => {
    await open(page, "/roi");
    const workbench = await hydrateSection(page, "roi-workbench");
    const close = workbench.getByRole("slider", { name: "Close rate" });
    await close.focus();
    await page.keyboard.press("ArrowRight");
    await expect(close).toHaveValue("36");
    await expect(page).toHaveURL(/\/roi\?inquiries=200&value=150&close=36$/);
    // 200 × 36 % = 72 customers today, 56 × 36 % = 20 more: $3,000 a month.
    await expect(workbench.locator('[data-result="currentCustomers"] dd .sr-only')).toHaveText(
      "72",
    );
  });

  test("a shared link opens with its values; invalid ones snap to the nearest step", async ({
    page,
  }) => {
    await open(page, "/roi?inquiries=437&value=99999&close=abc");
    const workbench = await hydrateSection(page, "roi-workbench");
    await expect(workbench.getByRole("slider", { name: "Monthly inquiries" })).toHaveValue("450");
    await expect(
      workbench.getByRole("slider", { name: "Average value per conversion" }),
    ).toHaveValue("5000");
    await expect(workbench.getByRole("slider", { name: "Close rate" })).toHaveValue("35");
    await expect(page).toHaveURL(/\/roi\?inquiries=450&value=5000&close=35$/);
    // 450 × 28 % = 126 extra leads × 35 % = 44 customers × $5,000.
    await expect(workbench.locator('[data-result="revenueGain"] dd .sr-only')).toHaveText(
      "$220,000",
    );
  });

  test("'Copy link' copies the address of these results", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/roi?inquiries=400&value=150&close=35");
    const workbench = await hydrateSection(page, "roi-workbench");
    await workbench.getByRole("button", { name: "Copy link to these results" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/roi\?inquiries=400&value=150&close=35$/,
    );
  });

  test("the chart grows over 2 s, and is drawn at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/roi");
    const workbench = await hydrateSection(page, "roi-workbench");
    const bar = workbench.locator('[data-bar="after"]').first();
    await bar.scrollIntoViewIfNeeded();
    const still = await bar.evaluate((element) =>
      parseFloat(getComputedStyle(element).transitionDuration),
    );
    expect(still).toBeLessThan(0.01);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.reload();
    const animated = (await hydrateSection(page, "roi-workbench"))
      .locator('[data-bar="after"]')
      .first();
    expect(
      await animated.evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toContain("2s");
    // Revenue with AI is the tallest bar; today's is in proportion ($10,500 of $13,500).
    await animated.scrollIntoViewIfNeeded();
    await expect
      .poll(() => animated.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(100);
    const heights = await page
      .locator('[data-deferred="roi-workbench"] [data-bar]')
      .evaluateAll((bars) => bars.slice(0, 2).map((bar) => bar.getBoundingClientRect().height));
    expect((heights[0] ?? 0) / (heights[1] ?? 1)).toBeCloseTo(10_500 / 13_500, 1);
  });
});
