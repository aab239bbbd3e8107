import { privacyPolicy } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { open } from "./fixtures";

test.describe("/privacy-policy", () => {
  test("each entry of the table of contents jumps to its section, below the header", async ({
    page,
  }) => {
    await open(page, "/privacy-policy");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveCount(18);
    for (const [entry, id] of [
      ["13. How long we keep data", "retention"],
      ["5. Cookies, analytics and the advertising pixel", "cookies"],
      ["18. Contact us", "contact"],
    ] as const) {
      await contents.getByRole("link", { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const heading = page.getByRole("heading", { level: 2, name: entry });
      await expect(heading).toBeInViewport();
      // The contents show where the reader is.
      await expect(contents.getByRole("link", { name: entry })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual((await page.locator("header").first().boundingBox())?.height ?? 64);
    }
  });

  test("covers the forms, the microphone, the booking embed, the pixel, GPC, errors and retention", async ({
    page,
  }) => {
    await open(page, "/privacy-policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main.locator("time")).toHaveAttribute("datetime", privacyPolicy.lastUpdated);
    await expect(main.locator("time")).toHaveText(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${privacyPolicy.lastUpdated}T00:00:00Z`),
      ),
    );
    const collect = main.locator("#data-we-collect");
    await expect(collect).toContainText("Contact form:");
    await expect(collect).toContainText("Booking a call:");
    const voice = main.locator("#voice-calls");
    await expect(voice).toContainText("microphone");
    await expect(voice).toContainText("Vapi");
    await expect(voice).toContainText("Daily");
    await expect(voice).toContainText("Phone demos");
    const cookies = main.locator("#cookies");
    await expect(cookies).toContainText("advertising pixel");
    await expect(cookies).toContainText("Global Privacy Control");
    await expect(main.locator("#sharing").getByRole("table")).toContainText("Calendly");
    await expect(main.locator("#sharing").getByRole("table")).toContainText("Sentry");
    const retention = main.locator("#retention").getByRole("table");
    await expect(retention.getByRole("columnheader")).toHaveText(["Data", "How long"]);
    await expect(retention.getByRole("row", { name: /Live demo audio/ })).toContainText(
      "Not stored",
    );
    await expect(retention.getByRole("row", { name: /Consent records/ })).toContainText("5 years");
  });

  test("its links lead to the contact page and open the mail app", async ({ page }) => {
    await open(page, "/privacy-policy");
    const rights = page.locator("#your-rights");
    await expect(rights.getByRole("link", { name: "hello@novaline.ai" })).toHaveAttribute(
      "href",
      "mailto:hello@novaline.ai",
    );
    await rights.getByRole("link", { name: "contact form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("is prerendered with its title, description, WebPage and breadcrumb JSON-LD", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/privacy-policy");
    await expect(page).toHaveTitle(/^Privacy Policy/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /personal data/,
    );
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(jsonLd.find((data) => data["@type"] === "WebPage")).toMatchObject({
      url: "https://novaline.ai/privacy-policy",
      dateModified: privacyPolicy.lastUpdated,
    });
    expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
    await expect(page.locator("#retention h2")).toHaveText("13. How long we keep data");
    await context.close();
  });
});
