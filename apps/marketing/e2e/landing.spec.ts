import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrateSection, open, pixelCalls, stubPixel } from "./fixtures";

const bookingSection = "#calendly-section";

/** Where the booking section's top is in the viewport, in CSS pixels. */
function bookingTop(page: Page) {
  return page
    .locator(bookingSection)
    .evaluate((section) => Math.round(section.getBoundingClientRect().top));
}

/** The booking section is at the top of the viewport (below the sticky header) and has focus. */
async function expectAtBooking(page: Page) {
  await expect.poll(() => bookingTop(page)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => bookingTop(page)).toBeLessThanOrEqual(120);
  await expect(page.locator(bookingSection)).toBeFocused();
}

function mediaState(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
  }));
}

test.describe("/landing", () => {
  // The booking calendar's provider, stood in for: the tests run offline.
  test.beforeEach(async ({ page }) => {
    await page.route("https://calendly.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Calendar</title>" }),
    );
  });

  test("is prerendered with its title, description, breadcrumb and every section", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/landing");
    await expect(page).toHaveTitle(/^Stop Losing Patients to Missed Calls/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /recover up to \$10k in lost revenue within 45 days/,
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string },
    );
    expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Never Send Another Patient to Voicemail",
    );
    await expect(
      main.getByRole("list", { name: "Why clinics trust us" }).getByRole("listitem"),
    ).toHaveCount(4);
    for (const heading of [
      "Clinics That Stopped Missing Calls",
      "What Are Missed Calls Costing Your Practice?",
      "A Front Desk That Never Takes a Break",
      "See Your AI Receptionist in 30 Minutes",
      "What Clinic Teams Tell Us",
      "Your Next Patient Is Calling Right Now",
    ])
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    // The two clinics' results, as the spec gives them.
    const results = main.getByRole("list", { name: "Results clinics reported" });
    for (const figure of ["40+ hours", "$9,800", "35+ hours", "$12,400"])
      await expect(results).toContainText(figure);
    await expect(main.locator("video")).toHaveCount(2);
    await expect(main.locator(`section${bookingSection}`)).toBeVisible();
    await expect(main.getByRole("link", { name: "Book Your Demo Now" })).toHaveAttribute(
      "href",
      `/landing${bookingSection}`,
    );
    // Ad landing page, but the spec gives every page the shared header and footer.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await context.close();
  });

  test("the hero video is a facade: no player and no video file until play is pressed", async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("landing-hero.mp4")) videoRequests.push(request.url());
    });
    await open(page, "/landing");
    const facade = await hydrateSection(page, "hero-video");
    await expect(facade.locator("video, iframe")).toHaveCount(0);
    await expect(
      facade.getByRole("img", { name: /NovaLine walkthrough: an incoming call/ }),
    ).toBeVisible();
    expect(videoRequests).toEqual([]);

    await facade.getByRole("button", { name: "Play the product walkthrough" }).click();
    const player = facade.locator("video");
    await expect(player).toHaveAttribute("src", "/videos/landing-hero.mp4");
    await expect(player).toBeFocused();
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    expect(videoRequests.length).toBeGreaterThan(0);
  });

  test("Start Free Trial scrolls to the booking section and reports ViewContent once", async ({
    page,
  }) => {
    await stubPixel(page);
    await open(page, "/landing");
    await page.getByRole("link", { name: "Start Free Trial" }).click();
    await expectAtBooking(page);
    // The section holds the embedded calendar.
    await expect(page.locator(`${bookingSection} iframe`)).toHaveAttribute(
      "src",
      /^https:\/\/calendly\.com\/novaline-ai\/30min/,
    );
    expect(page.url()).not.toContain("#");
    const viewContent = (await pixelCalls(page)).filter((call) => call.event === "ViewContent");
    expect(viewContent).toEqual([
      { event: "ViewContent", params: { content_name: "Free Trial", content_type: "landing_cta" } },
    ]);
  });

  test("the demo button and the ROI button scroll to the booking section", async ({ page }) => {
    await stubPixel(page);
    await open(page, "/landing");
    await page.getByRole("link", { name: "Book a Live Demo" }).click();
    await expectAtBooking(page);

    const roi = await hydrateSection(page, "landing-roi");
    await roi.getByRole("link", { name: "Get My Custom ROI Plan" }).click();
    await expectAtBooking(page);

    const closing = await hydrateSection(page, "landing-closing");
    await closing.getByRole("link", { name: "Book Your Demo Now" }).click();
    await expectAtBooking(page);
    // Only Start Free Trial reports ViewContent.
    expect((await pixelCalls(page)).filter((call) => call.event === "ViewContent")).toEqual([]);
  });

  test("scrolls at once, without animation, for visitors who prefer reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/landing");
    // Read the position in the same task as the click: only an instant scroll is done by then.
    const top = await page.evaluate((selector) => {
      const link = [...document.querySelectorAll("a")].find(
        (anchor) => anchor.textContent.trim() === "Book a Live Demo",
      );
      link?.click();
      return document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
    }, bookingSection);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(120);
  });

  test("the testimonial videos play muted in view, and a tap unmutes one", async ({ page }) => {
    await open(page, "/landing");
    const section = await hydrateSection(page, "landing-videos");
    const video = section.locator("video").first();
    await video.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
    expect((await mediaState(video)).muted).toBe(true);

    await section.getByRole("button", { name: "Tap to unmute" }).first().click();
    expect((await mediaState(video)).muted).toBe(false);
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
  });

  test("a testimonial video that fails shows its poster", async ({ page }) => {
    await page.route("**/videos/testimonial-anil-kapoor.mp4", (route) =>
      route.fulfill({ status: 404 }),
    );
    await open(page, "/landing");
    const section = await hydrateSection(page, "landing-videos");
    await expect(
      section.getByRole("img", { name: /Dr. Anil Kapoor of Smile Studio/ }),
    ).toBeVisible();
    await expect(section.locator("video")).toHaveCount(1);
  });
});
