import { expect, test } from "@playwright/test";
import { hydrateSection, open, textOf } from "./fixtures";

test.describe("/about", () => {
  test("tells the story, mission, values, process, milestones and team, prerendered", async ({
    browser,
  }) => {
    // What crawlers and visitors without JavaScript get.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page).toHaveTitle(/^About Us/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We Build the Front Desk Small Businesses Deserve",
    );
    const main = page.getByRole("main");
    for (const heading of [
      "Founded in Ahmedabad in 2023",
      "Our mission",
      "The Values Behind Every Agent We Build",
      "From first call to live agent in four steps",
      "How We Got Here",
      "The People Behind Your AI Front Desk",
      "See What Your AI Front Desk Could Do",
    ]) {
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(main.getByRole("img", { name: /Map illustration linking/ })).toBeVisible();
    const text = await textOf(main);
    expect(text).toContain("120+");
    await expect(main.getByRole("heading", { level: 3, name: "Aarav Mehta" })).toBeVisible();
    expect(text).toContain("Co-founder & CEO");

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const about = jsonLd.find((data) => data["@type"] === "AboutPage");
    expect(about).toMatchObject({
      url: "https://novaline.ai/about",
      mainEntity: { "@type": "Organization", name: "NovaLine", foundingDate: "2023" },
    });
    expect((about?.mainEntity as { employee: unknown[] }).employee).toHaveLength(5);
    expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
    await context.close();
  });

  test("the closing call to action leads to the booking page", async ({ page }) => {
    await open(page, "/about");
    const cta = await hydrateSection(page, "closing-cta");
    await cta.getByRole("link", { name: /Book a Free Demo/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });
});
