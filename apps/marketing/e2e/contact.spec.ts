import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";
import { answerInquiries, INVALID_EMAIL_MESSAGE } from "./inquiry-api";

const field = (page: Page, name: RegExp) => page.getByRole("textbox", { name });
const nameField = (page: Page) => field(page, /^Full name/);
const emailField = (page: Page) => field(page, /^Work email/);
const phoneField = (page: Page) => field(page, /^Phone/);
const companyField = (page: Page) => field(page, /^Business name/);
const messageField = (page: Page) => field(page, /^Your message/);
const submit = (page: Page) => page.getByRole("button", { name: "Send message" });

test.describe("/contact", () => {
  test("is prerendered with the labelled form, every channel and ContactPage data", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await expect(page).toHaveTitle(/^Contact Us/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /hello@novaline\.ai/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://novaline.ai/contact",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Let's Talk About Your Calls and Messages",
    );
    await expect(nameField(page)).toHaveAttribute("autocomplete", "name");
    await expect(emailField(page)).toHaveAttribute("autocomplete", "email");
    await expect(phoneField(page)).toHaveAttribute("autocomplete", "tel");
    await expect(companyField(page)).toHaveAttribute("autocomplete", "organization");
    await expect(messageField(page)).toBeVisible();
    await expect(main.getByRole("link", { name: /^Email NovaLine/ })).toHaveAttribute(
      "href",
      "mailto:hello@novaline.ai",
    );
    await expect(main.getByRole("link", { name: /^Call NovaLine/ })).toHaveAttribute(
      "href",
      "tel:+917948902210",
    );
    await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(main.getByRole("link", { name: "Message us on Messenger" })).toBeVisible();
    await expect(main).toContainText("Monday to Friday");
    await expect(main).toContainText("Ahmedabad");

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
    expect(jsonLd.find((data) => data["@type"] === "ContactPage")).toMatchObject({
      url: "https://novaline.ai/contact",
      mainEntity: { "@type": "Organization", email: "hello@novaline.ai" },
    });
    await context.close();
  });

  test("shows a message when a field is left, and every message on submit with focus on the first", async ({
    page,
  }) => {
    await open(page, "/contact");
    await hydrateSection(page, "contact-form");
    await emailField(page).fill("jane@");
    await expect(emailField(page)).not.toHaveAttribute("aria-invalid");
    await emailField(page).blur();
    await expect(emailField(page)).toHaveAccessibleDescription(
      "That email address doesn't look right",
    );
    await phoneField(page).fill("call me");
    await submit(page).click();
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAccessibleDescription("Please enter your name");
    await expect(phoneField(page)).toHaveAccessibleDescription(
      /Phone numbers can only contain digits, spaces and \+ \( \) - \./,
    );
    await expect(messageField(page)).toHaveAccessibleDescription(/Please enter a message/);
    await expect(companyField(page)).not.toHaveAttribute("aria-invalid");
    // Fixing a field clears its message as the visitor types.
    await emailField(page).fill("jane@clinic.com");
    await expect(emailField(page)).not.toHaveAttribute("aria-invalid");
  });

  test("can be filled in and sent with the keyboard alone; a failed send keeps everything typed", async ({
    page,
  }) => {
    const api = await answerInquiries(page, ["offline", "invalid-email", "created"]);
    await open(page, "/contact");
    await hydrateSection(page, "contact-form");
    // Tab from the top of the page to the form's first field.
    for (let tabs = 0; tabs < 40; tabs += 1) {
      await page.keyboard.press("Tab");
      if (await nameField(page).evaluate((element) => element === document.activeElement)) break;
    }
    await expect(nameField(page)).toBeFocused();
    await page.keyboard.type("Jane Cooper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jane@clinic.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+1 512 555 0134");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Bright Smile Dental");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We miss about 20 calls a week.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Could an AI agent help?");
    await page.keyboard.press("Tab"); // the consent's Privacy Policy link
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");

    const outcome = page
      .locator("#contact-form")
      .getByRole("status")
      .filter({ hasText: "could not be sent" });
    await expect(outcome).toBeVisible();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      "could not be sent",
    );
    const email = outcome.getByRole("link", { name: "Email it to hello@novaline.ai" });
    const href = decodeURIComponent((await email.getAttribute("href")) ?? "");
    expect(href).toContain("Business name (optional): Bright Smile Dental");
    expect(href).toContain("We miss about 20 calls a week.\nCould an AI agent help?");

    await expect(nameField(page)).toHaveValue("Jane Cooper");
    await expect(emailField(page)).toHaveValue("jane@clinic.com");
    await expect(phoneField(page)).toHaveValue("+1 512 555 0134");
    await expect(companyField(page)).toHaveValue("Bright Smile Dental");
    await expect(messageField(page)).toHaveValue(
      "We miss about 20 calls a week.\nCould an AI agent help?",
    );

    // The API turns the e-mail down: its message shows on the field, which gets focus.
    await submit(page).click();
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    await expect(messageField(page)).toHaveValue(
      "We miss about 20 calls a week.\nCould an AI agent help?",
    );

    await emailField(page).fill("jane@brightsmile.com");
    await submit(page).click();
    await expect(
      page.getByRole("heading", { name: "Thanks, your message is on its way" }),
    ).toBeFocused();
    expect(api.bodies).toHaveLength(3);
    expect(api.bodies[2]).toEqual({
      kind: "contact",
      name: "Jane Cooper",
      email: "jane@brightsmile.com",
      phone: "+1 512 555 0134",
      company: "Bright Smile Dental",
      message: "We miss about 20 calls a week.\nCould an AI agent help?",
      sourcePage: "/contact",
    });
  });

  for (const [width, colorScheme] of [
    [390, "light"],
    [1280, "dark"],
  ] as const) {
    test(`a message sent shows its thank-you in place of the form, with no toast repeating it (${String(width)} px, ${colorScheme})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      await answerInquiries(page, ["created"]);
      await open(page, "/contact");
      await hydrateSection(page, "contact-form");
      await nameField(page).fill("Jane Cooper");
      await emailField(page).fill("jane@clinic.com");
      await messageField(page).fill("We miss about 20 calls a week.");
      await submit(page).click();
      await expect(
        page.getByRole("heading", { name: "Thanks, your message is on its way" }),
      ).toBeFocused();
      // A toast would load the toast area's code first: once the page is quiet, none came.
      await page.waitForLoadState("networkidle");
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath("contact-sent.png") });
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no axe violations with errors shown (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await open(page, "/contact");
      await hydrateSection(page, "contact-form");
      await submit(page).click();
      await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });
  }
});
