import { facts, pricingPage } from "@novaline/content";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";
import { answerInquiries } from "./inquiry-api";

const planField = (page: Page) => page.getByRole("combobox", { name: /^Maintenance plan/ });
const nameField = (page: Page) => page.getByRole("textbox", { name: /^Full name/ });
const emailField = (page: Page) => page.getByRole("textbox", { name: /^Work email/ });
const phoneField = (page: Page) => page.getByRole("textbox", { name: /^Phone/ });
const submit = (page: Page) => page.getByRole("button", { name: "Request this plan" });

test.describe("/pricing", () => {
  test("is prerendered with its plans, the labelled form, and Offers, FAQ and breadcrumb data", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page).toHaveTitle(/Pricing/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /one-time build/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://novaline.ai/pricing",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Pay Once to Build It. Pay Only for What It Handles.",
    );
    // The trial is offered on the plans it applies to, each saying so, and its button says what
    // it does: it books the call on which the trial is set up.
    await expect(main).toContainText(pricingPage.guarantee);
    for (const plan of pricingPage.plans) {
      const card = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: plan.name }) });
      await expect(card).toContainText(plan.priceSuffix);
      await expect(
        card.getByRole("link", { name: `${plan.cta.label}: ${plan.name}` }),
      ).toHaveAttribute("href", plan.cta.href);
      if (plan.priceSuffix.includes(`${facts.freeTrialDays}-day free trial`))
        expect(plan.cta.href).toBe("/booking");
      else await expect(card).not.toContainText(/trial/i);
    }
    for (const plan of ["Chatbot Starter", "Growth: Voice + Chat", "Enterprise", "Priority Care"]) {
      await expect(main.getByRole("heading", { level: 3, name: plan })).toBeVisible();
    }
    await expect(main).toContainText("Most popular");
    // The form's fields are in the HTML before its code loads.
    await expect(nameField(page)).toHaveAttribute("autocomplete", "name");
    await expect(planField(page)).toBeVisible();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(jsonLd.map((data) => data["@type"])).toEqual(
      expect.arrayContaining(["BreadcrumbList", "Service", "FAQPage"]),
    );
    const offers = (jsonLd.find((data) => data["@type"] === "Service")?.offers ?? []) as {
      name: string;
      price?: number;
      priceCurrency: string;
    }[];
    expect(offers).toHaveLength(8);
    expect(offers[0]).toMatchObject({ name: "Chatbot Starter", price: 1000, priceCurrency: "USD" });
    expect(offers.at(-1)).toMatchObject({ name: "Priority Care", price: 699 });
    await context.close();
  });

  test("a plan card's Choose button preselects its plan in the form and brings the visitor there", async ({
    page,
  }) => {
    await open(page, "/pricing");
    const plans = await hydrateSection(page, "maintenance-plans");
    await plans.getByRole("link", { name: "Choose Professional Care" }).click();
    await expect(page.locator('[data-deferred="choose-plan"]')).toHaveAttribute(
      "data-hydrated",
      "",
    );
    await expect(planField(page)).toHaveValue("professional");
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toBeInViewport();
  });

  test("shows the schema's messages on submit and moves focus to the first invalid field", async ({
    page,
  }) => {
    await open(page, "/pricing");
    await hydrateSection(page, "choose-plan");
    await emailField(page).fill("jane@clinic");
    await submit(page).click();
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(nameField(page)).toHaveAccessibleDescription("Please enter your name");
    await expect(emailField(page)).toHaveAccessibleDescription(
      "That email address doesn't look right",
    );
    await expect(planField(page)).toHaveAccessibleDescription("Please choose a maintenance plan");
    await expect(phoneField(page)).not.toHaveAttribute("aria-invalid");
  });

  test("can be chosen, filled in and sent with the keyboard alone; a failed send keeps everything", async ({
    page,
  }) => {
    const api = await answerInquiries(page, ["offline", "created"]);
    await open(page, "/pricing");
    await hydrateSection(page, "maintenance-plans");
    await page.getByRole("link", { name: "Choose Priority Care" }).focus();
    await page.keyboard.press("Enter");
    await expect(nameField(page)).toBeFocused();
    await page.keyboard.type("Jane Cooper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jane@clinic.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+1 512 555 0134");
    await page.keyboard.press("Tab");
    await expect(planField(page)).toBeFocused();
    await expect(planField(page)).toHaveValue("priority");
    await page.keyboard.press("Tab"); // the consent's Privacy Policy link
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");

    const outcome = page.getByRole("status").filter({ hasText: "could not be sent" });
    await expect(outcome).toBeVisible();
    const email = outcome.getByRole("link", { name: "Email it to hello@novaline.ai" });
    const href = decodeURIComponent((await email.getAttribute("href")) ?? "");
    expect(href).toMatch(/^mailto:hello@novaline\.ai\?subject=Maintenance plan request/);
    expect(href).toContain("Full name: Jane Cooper");
    expect(href).toContain("Maintenance plan: Priority Care");

    await expect(nameField(page)).toHaveValue("Jane Cooper");
    await expect(emailField(page)).toHaveValue("jane@clinic.com");
    await expect(phoneField(page)).toHaveValue("+1 512 555 0134");
    await expect(planField(page)).toHaveValue("priority");

    await submit(page).click();
    await expect(
      page.getByRole("heading", { name: "Thanks, your request is on its way" }),
    ).toBeFocused();
    expect(api.bodies[1]).toMatchObject({
      kind: "maintenance",
      name: "Jane Cooper",
      plan: "priority",
      sourcePage: "/pricing",
    });
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no axe violations with errors shown (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await open(page, "/pricing");
      await hydrateSection(page, "choose-plan");
      await submit(page).click();
      await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });
  }
});
