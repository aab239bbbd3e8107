import { expect, test } from "@playwright/test";
import { hydrateSection, open } from "./fixtures";

const POST = "/blog/missed-calls-cost-dental-clinics";
const POST_TITLE = "The Real Cost of Missed Calls for Dental Clinics (and How to Stop the Leak)";

test.describe("/blog", () => {
  test("lists every post, prerendered, with the feed linked", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page).toHaveTitle(/^Blog/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Practical guides to answering every call and message",
    );
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(7);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "https://novaline.ai/blog/rss.xml",
    );
    expect(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).join(),
    ).toContain("BreadcrumbList");
    await context.close();
  });

  test("the category filter and the search narrow the list and live in the URL", async ({
    page,
  }) => {
    await open(page, "/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(7);

    await page.getByRole("button", { name: "Voice AI" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Voice\+AI$/);
    await expect(page.getByRole("button", { name: "Voice AI" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("2 articles")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search articles" }).fill("hipaa");
    await expect(page).toHaveURL(/category=Voice\+AI&q=hipaa$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("heading")).toHaveText(/HIPAA-Compliant AI Answering/);

    // The back button steps back to the unfiltered list (search typing replaces its entry).
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(7);
  });

  test("a shared filtered URL opens filtered", async ({ page }) => {
    await open(page, "/blog?category=Chatbots");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Chatbots" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("no match shows an empty state that resets the list", async ({ page }) => {
    await open(page, "/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("zebra crossing");
    await expect(
      page.getByRole("heading", { name: "No articles match your search" }),
    ).toBeVisible();
    await expect(page.getByText("0 articles")).toBeVisible();
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(7);
  });

  test("a card leads to its post", async ({ page }) => {
    await open(page, "/blog");
    await page.getByRole("link", { name: POST_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
  });
});

test.describe("/blog/:slug", () => {
  test("is prerendered with its article, author, dates and BlogPosting JSON-LD", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(POST);
    await expect(page).toHaveTitle(/Missed Calls for Dental Clinics/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
    await expect(main).toContainText("Daniel Brooks");
    await expect(main).toContainText("March 18, 2026");
    await expect(main).toContainText("Updated September 2, 2026");
    await expect(main).toContainText(/\d+ min read/);
    await expect(
      main.getByRole("heading", { level: 2, name: "A 30-day rollout plan" }),
    ).toBeAttached();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: POST_TITLE,
      datePublished: "2026-03-18",
      dateModified: "2026-09-02",
      author: { "@type": "Person", name: "Daniel Brooks" },
      publisher: { "@type": "Organization", name: "NovaLine" },
      mainEntityOfPage: { "@id": `https://novaline.ai${POST}` },
    });
    expect(posting?.wordCount).toEqual(expect.any(Number));
    expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
    await context.close();
  });

  test("the article is in the page once, stays as it hydrates, and shows after navigations", async ({
    page,
    request,
  }) => {
    // The document holds the body once: its page data leaves it out, its .data file keeps it.
    const sentence = "A missed call at a dental office is rarely a casual inquiry.";
    const document = await (await request.get(`${POST}/`)).text();
    expect(document.split(sentence)).toHaveLength(2);
    const data = await (await request.get(`${POST}.data`)).text();
    expect(data).toContain(sentence);

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await open(page, POST);
    const article = page.getByRole("article");
    const body = article.getByText(sentence);
    await expect(body).toBeVisible();

    // To another post and back, in the browser: each body from its navigation's data.
    const related = await hydrateSection(page, "related-posts");
    await related.getByRole("article").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(POST_TITLE);
    await expect(body).toHaveCount(0);
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
    await expect(body).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the table of contents jumps to each heading", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, POST);
    await hydrateSection(page, "post-toc");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "A 30-day rollout plan" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "A 30-day rollout plan" });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#a-30-day-rollout-plan$/);
    await expect(toc.getByRole("link", { name: "A 30-day rollout plan" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("sections far from view are not laid out until the reader nears them, and the contents follow the reading", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, POST);
    await hydrateSection(page, "post-toc");
    const last = page.getByRole("heading", { level: 2, name: "What to track after go-live" });
    const rendered = () =>
      last.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    // Scrolled by the wheel, not by the contents: the section is laid out as it comes near.
    while (((await last.boundingBox())?.y ?? 0) > 100) await page.mouse.wheel(0, 600);
    expect(await rendered()).toBe(true);
    await expect(
      page
        .getByRole("navigation", { name: "On this page" })
        .getByRole("link", { name: "What to track after go-live" }),
    ).toHaveAttribute("aria-current", "location");
  });

  test("the table of contents is collapsible on phones", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, POST);
    await hydrateSection(page, "post-toc");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc).toBeHidden();
    await page.locator("summary", { hasText: "On this page" }).click();
    await toc.getByRole("link", { name: "Fixes that don't hold up" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Fixes that don't hold up" }),
    ).toBeInViewport();
  });

  test("related posts lead to another post, and the CTA to booking", async ({ page }) => {
    await open(page, POST);
    const related = await hydrateSection(page, "related-posts");
    await expect(
      related.getByRole("heading", { level: 2, name: "Related articles" }),
    ).toBeVisible();
    const links = related.getByRole("article").getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    const cta = await hydrateSection(page, "closing-cta");
    await expect(cta.getByRole("link", { name: /Book a Free Demo/ })).toHaveAttribute(
      "href",
      "/booking",
    );
    await links.first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(new RegExp(`${POST}$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(POST_TITLE);
  });

  test("an unknown slug answers 404 with the not-found page", async ({ page }) => {
    const response = await open(page, "/blog/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | NovaLine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  });

  test("a client-side navigation to an unknown slug shows the not-found page", async ({ page }) => {
    await open(page, "/blog");
    await page.evaluate(async () => {
      const router = (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter;
      await router.navigate("/blog/does-not-exist");
    });
    await expect(page).toHaveURL(/\/blog\/does-not-exist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });
});
