import { contactPage } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";

const MAIN_LINKS = ["Home", "About", "Services", "Testimonials", "Pricing", "Contact"];

test.describe("header", () => {
  test("shows the main links, highlights the active route and links the booking", async ({
    page,
  }) => {
    await open(page, "/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(MAIN_LINKS);
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Book Appointment" }),
    ).toHaveAttribute("href", "/booking");
    await expect(page.getByRole("link", { name: "NovaLine home" }).first()).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("turns more opaque after 50 px of scroll", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-solid");
    await page.evaluate(() => {
      window.scrollTo(0, 49);
    });
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute("data-solid");
    await page.evaluate(() => {
      window.scrollTo(0, 120);
    });
    await expect(header).toHaveAttribute("data-solid", "true");
  });

  test("falls back to the next logo image when one fails", async ({ page }) => {
    await page.route("**/logo.webp", (route) => route.abort());
    await open(page, "/about");
    const logo = page.getByRole("banner").locator("img").first();
    await expect(logo).toHaveAttribute("src", "/logo.png");
    // The fallback is still loading when its src is set: wait for its pixels, not the attribute.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("holds the links under 768 px and closes on link click, Escape and outside click", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Menu" });

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...MAIN_LINKS, "Book Appointment"]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.getByText(/^Trusted by 120\+ businesses/).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Testimonials" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("closes when the route changes by other means (Back)", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Menu" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });
});

test.describe("theme", () => {
  test("follows the system, toggles, and is applied before first paint after a reload", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    // Records the root's class when <body> first appears: what the first paint uses.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector("body")) {
          (window as unknown as { classAtBody: string }).classAtBody =
            document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, "/");
    expect(
      await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody),
    ).toContain("dark");

    await page.getByRole("button", { name: /switch to light/i }).click();
    await expect(page.locator("html")).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody),
    ).toContain("light");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("footer", () => {
  test("has the services, quick links, contact, six networks and this year's copyright", async ({
    page,
  }) => {
    await open(page, "/about");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link"),
    ).toHaveText([
      "Home",
      "About",
      "Services",
      "Pricing",
      "Contact",
      "Book Demo",
      "Privacy Policy",
    ]);
    await expect(footer.getByRole("link", { name: /hello@novaline\.ai/ })).toHaveAttribute(
      "href",
      "mailto:hello@novaline.ai",
    );
    await expect(footer).toContainText("Ahmedabad");
    await expect(footer.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(8);
    await expect(footer).toContainText(
      `© ${String(new Date().getFullYear())} NovaLine. All rights reserved.`,
    );
  });

  test("service links go to /services, then scroll to their section", async ({ page }) => {
    await open(page, "/");
    await hydrateSection(page, "site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /AI Voice Agent/ })
      .click();
    await expect(page).toHaveURL(/\/services#ai-caller-demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("navigation", () => {
  test("moves focus to the new page's heading and announces its title", async ({ page }) => {
    await open(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    const title = await page.title();
    expect(title).toMatch(/^About Us/);
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(title);
  });

  test("scrolls back to the top on a new page and restores the position on Back", async ({
    page,
  }) => {
    await open(page, "/");
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
    });
    await page.waitForTimeout(200);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("shows a full-height 'Loading...' while a page's code and data load", async ({ page }) => {
    await open(page, "/");
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      await gate;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    const loading = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(loading).toBeVisible();
    expect((await loading.boundingBox())?.height).toBeGreaterThanOrEqual(700);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);
    await expect(loading).toHaveCount(0);
  });
});

test.describe("404", () => {
  test("an unknown path answers 404 with a helpful page", async ({ page }) => {
    const response = await open(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | NovaLine");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await page.getByRole("main").getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("crawlers", () => {
  test("sitemap.xml lists every public page and robots.txt disallows the admin area", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/",
      "/ai-caller",
      "/ai-chatbot",
      "/roi",
      "/blog",
      "/services/AIAgentInteraction",
    ]) {
      expect(sitemap).toContain(`<loc>https://novaline.ai${path === "/" ? "/" : path}</loc>`);
    }
    expect(sitemap).toMatch(/<loc>https:\/\/novaline\.ai\/blog\/[a-z0-9-]+<\/loc>/);
    expect(sitemap).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: https://novaline.ai/sitemap.xml");
  });

  test("the logo and favicon are served", async ({ request }) => {
    for (const path of ["/logo.webp", "/logo.png", "/favicon.ico"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^image\//);
    }
  });
});

test.describe("accessibility of the shell", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the shell around a page has no axe violations (${colorScheme}, 390 px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await open(page, "/about");
      await expectNoAxeViolations(page);
    });
  }
});
