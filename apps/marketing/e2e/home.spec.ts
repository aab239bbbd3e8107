import { expect, test } from "@playwright/test";

test("the home page shows the brand, the hero and the ROI estimate", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("NovaLine | Advanced AI Voice Agents & Chatbots");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://novaline.ai/",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Recover upto $10k in Lost Revenue",
  );
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
    "Home",
    "About",
    "Services",
    "Testimonials",
    "Pricing",
    "Contact",
  ]);
  await expect(page.getByRole("link", { name: "Book Appointment" })).toHaveAttribute(
    "href",
    "/booking",
  );
  await expect(page.locator("#roi-calculator")).toContainText("$3,000 per month");
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} NovaLine. All rights reserved.`,
  );
});

test("the logo and favicon are served from the content package", async ({ request }) => {
  for (const path of ["/logo.webp", "/logo.png", "/favicon.ico"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toMatch(/^image\//);
  }
});
