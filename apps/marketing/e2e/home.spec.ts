import { homePage, type StatFigure } from "@novaline/content";
import { expect, test, type Locator } from "@playwright/test";
import { allSectionsBuilt, hydrateSection, open } from "./fixtures";

/**
 * A figure reads as the content states it: its label, and its value (where the list counts up,
 * as shown once counted).
 */
async function expectFigure(list: Locator, figure: StatFigure, countsUp = false) {
  const row = list
    .locator("dl > div")
    .filter({ has: list.page().getByRole("term").getByText(figure.label, { exact: true }) });
  await expect(row).toHaveCount(1);
  const value =
    countsUp && figure.countUp
      ? row.locator('[data-slot="count-up-value"]')
      : row.getByRole("definition").first();
  await expect(value).toHaveText(figure.value);
  await expect(value).toBeVisible();
}

test.describe("home page", () => {
  test("sections come in the spec's order, with the in-page ids other pages link to", async ({
    page,
  }) => {
    await open(page, "/");
    await allSectionsBuilt(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Within 45 DaysRecover up to $10k in Lost Revenue",
    );
    await expect(page.getByRole("link", { name: "Calculate ROI" })).toHaveAttribute("href", "/roi");
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    const order = [
      "Every unanswered call is a customer who books somewhere else",
      "Three services, one always-on front desk",
      "What is a missed call costing you?",
      "Traditional answering services vs. NovaLine",
      "An AI agent next to your team, not instead of it",
      "From first call to live agent in four steps",
      "Plugs into the tools you already use",
      "What changes after you go live",
      "Talk to NovaLine Live right now",
      "Every DM and comment answered in seconds",
      "One agent, every channel your customers use",
      "Ready to never miss a customer again?",
    ];
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
    for (const id of ["ai-caller-demo", "chatbot-showcase", "roi-calculator"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const hidden = page.getByRole("navigation", { name: "Site sections" });
    await expect(hidden.getByRole("link")).toHaveText(["Home", "Blog", "Services"]);
    await expect(page.getByRole("progressbar", { name: "Reading progress" })).toBeAttached();
  });

  test("its figures read as the content's metrics say, pickup apart from reply", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    const strip = await hydrateSection(page, "stats-strip");
    for (const stat of homePage.stats) await expectFigure(strip, stat, true);
    const cards = await hydrateSection(page, "ai-vs-human");
    const { ai, human } = homePage.aiVsHuman;
    for (const figure of ai.figures)
      await expectFigure(cards.getByRole("article").filter({ hasText: ai.title }), figure);
    for (const figure of human.figures)
      await expectFigure(cards.getByRole("article").filter({ hasText: human.title }), figure);
    // Two times, each saying what it measures, and a number of languages.
    await expect(strip.getByRole("term")).toContainText(["Answer accuracy", "Pickup time"]);
    await expect(cards.getByRole("term")).toContainText(["Reply time", "Script adherence"]);
    await expect(strip).not.toContainText("Multi");
  });

  test("the comparison chat reveals one message every 2 s once in view", async ({ page }) => {
    const start = new Date("2026-11-23T10:00:00Z");
    await page.clock.install({ time: start });
    await open(page, "/");
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const shown = page.getByRole("main").locator("ol[aria-live] > li:not([data-pending])");
    await expect(shown).toHaveCount(0);
    await hydrateSection(page, "comparison-chat");
    // The reveal starts when the observer sees the chat, which a busy machine may report a little
    // after hydration: let the paused clock tick until the first message shows.
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(shown).toHaveCount(1, { timeout: 100 });
    }).toPass();
    await page.clock.runFor(1900);
    await expect(shown).toHaveCount(1);
    for (let count = 2; count <= 8; count += 1) {
      await page.clock.runFor(2000);
      await expect(shown).toHaveCount(count);
    }
    await expect(shown.last()).toContainText("Welcome back");
  });

  test("'Show the whole conversation' reveals every message at once", async ({ page }) => {
    await open(page, "/");
    await hydrateSection(page, "comparison-chat");
    await page.getByRole("button", { name: "Show the whole conversation" }).click();
    await expect(
      page.getByRole("main").locator("ol[aria-live] > li:not([data-pending])"),
    ).toHaveCount(8);
  });

  test("a service card is selected by a click, deselected by a second, one at a time", async ({
    page,
  }) => {
    await open(page, "/");
    await hydrateSection(page, "service-cards");
    const voice = page.getByRole("button", { name: /AI Voice Agent/ });
    const chat = page.getByRole("button", { name: /AI Chat Agent/ });
    await voice.click();
    await expect(voice).toHaveAttribute("aria-pressed", "true");
    await chat.click();
    await expect(chat).toHaveAttribute("aria-pressed", "true");
    await expect(voice).toHaveAttribute("aria-pressed", "false");
    await chat.click();
    await expect(chat).toHaveAttribute("aria-pressed", "false");
  });

  test("the ROI teaser calculates live and opens /roi with the chosen values", async ({ page }) => {
    await open(page, "/");
    const teaser = await hydrateSection(page, "roi-teaser");
    await expect(teaser.locator('[data-result="revenueGain"]')).toContainText("$3,000");
    const inquiries = teaser.getByRole("slider", { name: "Monthly inquiries" });
    await inquiries.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(inquiries).toHaveValue("300");
    // 300 inquiries: 84 extra leads, 29 extra customers at 35 %, $4,350 at $150.
    await expect(teaser.locator('[data-result="revenueGain"]')).toContainText("$4,350");
    await teaser.getByRole("link", { name: "Calculate Your ROI Now" }).click();
    await expect(page).toHaveURL(/\/roi\?inquiries=300&value=150&close=35$/);
  });

  test("standing still for reduced motion, no promise is wider than a 390 px screen", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/");
    const banner = await hydrateSection(page, "marquee-banner");
    const viewport = banner.locator('[data-slot="marquee-viewport"]').first();
    await expect(banner.locator('[data-slot="marquee"]').first()).toHaveAttribute(
      "data-state",
      "static",
    );
    const frame = await viewport.boundingBox();
    if (!frame) throw new Error("the row is not laid out");
    const pills = viewport.locator('[data-slot="marquee-item"] > *');
    expect(await pills.count()).toBeGreaterThan(3);
    for (const box of await pills.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(frame.x - 0.5);
      expect(box.right).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
  });

  test("the marquee can be paused", async ({ page }) => {
    await open(page, "/");
    const banner = await hydrateSection(page, "marquee-banner");
    const control = banner.getByRole("button");
    await expect(control).toHaveCount(1);
    const paused = banner.locator('[data-slot="marquee-track"][data-state="paused"]');
    await expect(paused).toHaveCount(0);
    await control.click();
    await expect(paused).toHaveCount(2);
  });
});
