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

  for (const width of [390, 320]) {
    test(`keeps the booking button in the bar beside the menu at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/ai-caller");
      const bar = page.getByRole("banner");
      // Its name is the whole label; it shows the start of it.
      const book = bar.getByRole("link", { name: "Book Appointment" });
      await expect(book).toBeVisible();
      // "Book" alone: the rest of the label is for screen readers only.
      expect((await book.boundingBox())?.width).toBeLessThan(80);
      await expect(book).toHaveAttribute("href", "/booking");
      const boxes = await Promise.all(
        [
          page.getByRole("link", { name: "NovaLine home" }).first(),
          bar.getByRole("button", { name: /theme/i }),
          book,
          bar.getByRole("button", { name: "Menu" }),
        ].map(async (control) => {
          const box = await control.boundingBox();
          if (!box) throw new Error("not laid out");
          return box;
        }),
      );
      // In one row, left to right, none over another, all inside the screen.
      for (const [index, box] of boxes.entries()) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const next = boxes[index + 1];
        if (next) expect(box.x + box.width).toBeLessThanOrEqual(next.x);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await book.click();
      await expect(page).toHaveURL(/\/booking$/);
    });
  }

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

  test("service links go to /services, then scroll and move focus to their section", async ({
    page,
  }) => {
    await open(page, "/");
    await hydrateSection(page, "site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /AI Voice Agent/ })
      .click();
    await expect(page).toHaveURL(/\/services#ai-caller-demo$/);
    const section = page.locator("#ai-caller-demo");
    await expect(section).toBeInViewport();
    // Keyboard and screen-reader users land in the section, not back at the page's top.
    await expect
      .poll(() => section.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    // From /services itself, the same: the link scrolls and focuses the other section.
    await hydrateSection(page, "site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Advanced Chatbot/ })
      .click();
    const chatbot = page.locator("#chatbot-showcase");
    await expect(chatbot).toBeInViewport();
    await expect
      .poll(() => chatbot.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
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

  for (const colorScheme of ["light", "dark"] as const) {
    test(`any unknown path hydrates its 404 page without an error (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser logs the page's own 404 answer, and the router's for the data of a post
        // that does not exist (/blog/x.data); anything else is a fault.
        const { url } = message.location();
        const own = url === page.url() || url === `${page.url()}.data`;
        if (message.text().startsWith("Failed to load resource") && own) return;
        errors.push(`${page.url()}: ${message.text()} (${url})`);
      });
      for (const path of ["/x", "/blog/x", "/services/x", "/admin-but-not-really"]) {
        const response = await open(page, path);
        expect(response?.status(), path).toBe(404);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
          "We could not find that page",
        );
        await expect(page, path).toHaveTitle("Page not found | NovaLine");
        // Hydrated: the page's links work as links of the app.
        await page.getByRole("main").getByRole("link", { name: "ROI calculator" }).click();
        await expect(page, path).toHaveURL(/\/roi$/);
        await page.goBack();
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
          "We could not find that page",
        );
      }
      expect(errors).toEqual([]);
    });
  }
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

test.describe("keyboard focus", () => {
  for (const width of [390, 1280]) {
    test(`a control reached with Shift+Tab from below stops clear of the sticky header at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/pricing");
      const question = page.locator("summary", { hasText: "How is usage billed?" });
      await question.scrollIntoViewIfNeeded();
      // Focus the control after it, then scroll the question out of view above the screen.
      await question.evaluate((element) => {
        const focusable = [
          ...document.querySelectorAll<HTMLElement>(
            "a[href], button, input, select, textarea, summary",
          ),
        ];
        const index = focusable.findIndex((item) => item === element);
        focusable[index + 1]?.focus({ preventScroll: true });
        window.scrollBy(0, element.getBoundingClientRect().top + 600);
      });
      await page.keyboard.press("Shift+Tab");
      await expect(question).toBeFocused();
      const header = await page.getByRole("banner").boundingBox();
      const box = await question.boundingBox();
      expect(box && header && box.y >= header.y + header.height).toBe(true);
    });
  }
});
