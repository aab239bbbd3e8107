import { testimonialsPage } from "@novaline/content";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrateSection, open, textOf } from "./fixtures";

const firstStory = '[data-testimonial="sarah-whitman-brightside-family-dental"]';
const firstVideoUrl = "**/videos/testimonial-sarah-whitman.mp4";

/** What the visitor's browser reports about a card's video. */
function mediaState(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
    currentTime: element.currentTime,
  }));
}

async function firstCard(page: Page) {
  await open(page, "/testimonials");
  await hydrateSection(page, "featured-testimonials");
  const card = page.locator(firstStory);
  return { card, video: card.locator("video") };
}

test.describe("/testimonials", () => {
  test("is prerendered with its title, description, breadcrumb, figures and stories in order", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/testimonials");
    await expect(page).toHaveTitle(/^Client Testimonials: Real Results, Real Impact/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Dentists, realtors and business owners/,
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Real Results, Real Impact");
    await expect(main.getByText("Trusted by Industry Leaders")).toBeVisible();
    for (const { value, label } of testimonialsPage.stats) {
      await expect(main.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(main.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    for (const line of testimonialsPage.trustLines)
      await expect(main.getByText(line)).toBeVisible();
    // No security grade we cannot show a report for: our SOC 2 audit is in progress.
    await expect(main).not.toContainText("Enterprise-grade");

    // Video and image stories first (large cards), then the text-only ones, each with its pill.
    const stories = main.locator("[data-testimonial]");
    await expect(stories).toHaveCount(10);
    const withMedia = await stories.evaluateAll((cards) =>
      cards.map((card) => Boolean(card.querySelector("video, img[width='432']"))),
    );
    expect(withMedia).toEqual([true, true, true, true, true, false, false, false, false, false]);
    await expect(main.locator("video")).toHaveCount(3);
    await expect(stories.nth(5)).toContainText("$31k in after-hours jobs");
    // The video area is 4:5 (its height 125 % of its width).
    const box = await main.locator('[data-slot="video-card-media"]').first().boundingBox();
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(1.25, 2);

    const text = await textOf(main);
    for (const { value } of testimonialsPage.roi.figures) expect(text).toContain(value);
    await expect(main.getByRole("link", { name: "Calculate Your ROI" })).toHaveAttribute(
      "href",
      "/roi",
    );

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] },
    );
    const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual(["Home", "Testimonials"]);
    await context.close();
  });

  test("a video plays muted once scrolled into view and pauses when scrolled away", async ({
    page,
  }) => {
    const { video } = await firstCard(page);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
    expect((await mediaState(video)).muted).toBe(true);
    await expect.poll(async () => (await mediaState(video)).currentTime).toBeGreaterThan(0);

    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect.poll(async () => (await mediaState(video)).paused).toBe(true);
  });

  test("the overlay button pauses and plays the video", async ({ page }) => {
    const { card, video } = await firstCard(page);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);

    await card.getByRole("button", { name: "Pause video" }).click();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(true);
    await card.getByRole("button", { name: "Play video" }).click();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
  });

  test("the first tap unmutes the video and plays it from the start", async ({ page }) => {
    const { card, video } = await firstCard(page);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await mediaState(video)).currentTime).toBeGreaterThan(1);

    await card.getByRole("button", { name: "Tap to unmute" }).click();
    const state = await mediaState(video);
    expect(state.muted).toBe(false);
    expect(state.currentTime).toBeLessThan(0.5);
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
    await expect(card.getByRole("button", { name: "Mute video" })).toBeVisible();
  });

  test("does not autoplay for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { video } = await firstCard(page);
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect((await mediaState(video)).paused).toBe(true);
  });

  test("shows the poster when the video failed before the page hydrated", async ({ page }) => {
    await page.route(firstVideoUrl, (route) => route.fulfill({ status: 404 }));
    // Hold the cards' code until the prerendered video has failed, so the failure surely comes
    // before React listens to the video. The cards sit near the top: their chunk is asked for
    // as soon as the page hydrates, so it is told apart by what it holds, not by when it comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("data-testimonial")) await held;
      await route.fulfill({ response, body });
    });
    await open(page, "/testimonials");
    const card = page.locator(firstStory);
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => card.locator("video").evaluate((element: HTMLVideoElement) => element.error?.code),
        { timeout: 10_000 },
      )
      .toBe(4);
    await expect(page.locator('[data-deferred="featured-testimonials"]')).not.toHaveAttribute(
      "data-hydrated",
    );
    release();

    await expect(page.locator('[data-deferred="featured-testimonials"]')).toHaveAttribute(
      "data-hydrated",
      "",
    );
    await expect(card.locator("video")).toHaveCount(0);
    await expect(card.getByRole("img", { name: /Dr. Sarah Whitman of Brightside/ })).toBeVisible();
    // The other videos are untouched.
    await expect(page.locator("video")).toHaveCount(2);
  });

  test("shows the poster when the video fails after the page hydrated", async ({ page }) => {
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route(firstVideoUrl, async (route) => {
      await failing;
      await route.fulfill({ status: 404 });
    });
    const { card, video } = await firstCard(page);
    await expect(video).toHaveCount(1);
    fail();
    await expect(card.getByRole("img", { name: /Dr. Sarah Whitman of Brightside/ })).toBeVisible();
    await expect(video).toHaveCount(0);
  });
});
