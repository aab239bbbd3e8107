import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrateSection, open } from "./fixtures";

const footerServices = [
  { link: /^AI Voice Agent/, id: "ai-caller-demo", heading: "AI Voice Agent" },
  { link: /^Advanced Chatbot/, id: "chatbot-showcase", heading: "Advanced Chatbot" },
] as const;

/** Waits until `heading` has come to rest in view, fully below the sticky header. */
async function expectVisibleBelowHeader(page: Page, heading: Locator) {
  const header = page.locator("header").first();
  await expect
    .poll(
      async () => {
        const headerBox = await header.boundingBox();
        const box = await heading.boundingBox();
        const viewport = page.viewportSize();
        if (!headerBox || !box || !viewport) return "not laid out";
        if (box.y < headerBox.y + headerBox.height) return `under the header (${String(box.y)})`;
        if (box.y + box.height > viewport.height / 2) return `too low (${String(box.y)})`;
        return "visible";
      },
      { timeout: 5_000 },
    )
    .toBe("visible");
}

test.describe("/services", () => {
  for (const service of footerServices) {
    test(`the footer's "${service.heading}" link opens /services at #${service.id}, below the header`, async ({
      page,
    }) => {
      await open(page, "/about");
      await hydrateSection(page, "site-footer");
      await page.getByRole("contentinfo").getByRole("link", { name: service.link }).click();
      await expect(page).toHaveURL(new RegExp(`/services#${service.id}$`));
      const heading = page
        .locator(`#${service.id}`)
        .getByRole("heading", { level: 2, name: service.heading });
      await expectVisibleBelowHeader(page, heading);
    });
  }

  test("the footer's links also scroll when the visitor is already on /services", async ({
    page,
  }) => {
    await open(page, "/services");
    await hydrateSection(page, "site-footer");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Advanced Chatbot/ })
      .click();
    await expectVisibleBelowHeader(
      page,
      page.locator("#chatbot-showcase").getByRole("heading", { level: 2 }),
    );
  });

  test("a direct load of /services#chatbot-showcase lands on the section, below the header", async ({
    page,
  }) => {
    await open(page, "/services#chatbot-showcase");
    const heading = page
      .locator("#chatbot-showcase")
      .getByRole("heading", { level: 2, name: "Advanced Chatbot" });
    await expectVisibleBelowHeader(page, heading);
  });

  test("each offering links to its detail page and its product page", async ({ page }) => {
    await open(page, "/services");
    const voice = page.locator("#ai-caller-demo");
    await expect(voice.getByRole("link", { name: "Explore the AI Caller" })).toHaveAttribute(
      "href",
      "/ai-caller",
    );
    const chat = page.locator("#chatbot-showcase");
    await expect(chat.getByRole("link", { name: "See a chat in action" })).toHaveAttribute(
      "href",
      "/services/ChatbotShowcase",
    );
    await expect(chat.getByRole("link", { name: "Explore the AI Chatbot" })).toHaveAttribute(
      "href",
      "/ai-chatbot",
    );
    await voice.getByRole("link", { name: "See a call in action" }).click();
    await expect(page).toHaveURL(/\/services\/AIAgentInteraction$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "An AI Agent That Talks Like Your Best Receptionist",
    );
  });

  test("shows the auto scheduling offering, the engagement steps and the industries", async ({
    page,
  }) => {
    await open(page, "/services");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Auto Scheduling" })).toBeVisible();
    await hydrateSection(page, "process");
    await expect(main.getByRole("heading", { name: "Deployment & Scale" })).toBeVisible();
    await hydrateSection(page, "industries");
    for (const industry of ["Healthcare", "Real Estate", "Logistics"])
      await expect(main.getByRole("heading", { level: 3, name: industry })).toBeVisible();
    const cta = await hydrateSection(page, "closing-cta");
    await cta.getByRole("link", { name: /Book a Free Consultation/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
  });
});

test.describe("/services/AIAgentInteraction", () => {
  test("walks through one call step by step, then what happens after it", async ({ page }) => {
    await open(page, "/services/AIAgentInteraction");
    const timeline = await hydrateSection(page, "conversation");
    for (const step of [
      "Greeting and AI disclosure",
      "Understanding intent",
      "Urgent calls go to a human",
      "Looking up availability",
      "Answering FAQs",
      "Booking into the calendar and CRM",
    ])
      await expect(timeline.getByRole("heading", { level: 3, name: step })).toBeVisible();
    await expect(timeline.locator("time").first()).toHaveText("0:00");
    await expect(timeline).toContainText("AI receptionist: Thank you for calling Lakeview Dental");
    const after = await hydrateSection(page, "afterwards");
    await expect(
      after.getByRole("heading", { name: "Confirmation by text or email" }),
    ).toBeVisible();
    await expect(after.getByRole("heading", { name: "Analytics you can read" })).toBeVisible();
    const assurances = await hydrateSection(page, "assurances");
    await expect(assurances).toContainText("0.1s");
    await expect(assurances).toContainText("50+ languages");
    await expect(assurances).toContainText("Business Associate Agreement");
  });

  test("leads back to Services through the breadcrumb", async ({ page }) => {
    await open(page, "/services/AIAgentInteraction");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText([
      "Home",
      "›Services",
      "›AI Agent Interaction",
    ]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("AI Agent Interaction");
    await breadcrumb.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI That Answers, Books and Follows Up for You",
    );
  });
});

test.describe("/services/ChatbotShowcase", () => {
  test("shows a conversation on each channel, one tab at a time", async ({ page }) => {
    await open(page, "/services/ChatbotShowcase");
    const channels = await hydrateSection(page, "channels");
    const tabs = channels.getByRole("tablist", { name: "Messaging channels" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Website chat",
      "WhatsApp",
      "Instagram",
      "Messenger",
      "SMS",
    ]);
    await expect(channels.getByRole("tabpanel")).toContainText("Do you take new patients?");
    await tabs.getByRole("tab", { name: "WhatsApp" }).click();
    await expect(channels.getByRole("tabpanel")).toContainText("42 Maple Street");
    // Arrow keys move between channels (WAI-ARIA tabs).
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Instagram" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(channels.getByRole("tabpanel")).toContainText("copper gloss");
  });

  test("annotates the Instagram booking and leads back to Services", async ({ page }) => {
    await open(page, "/services/ChatbotShowcase");
    const timeline = await hydrateSection(page, "conversation");
    await expect(
      timeline.getByRole("heading", { name: "AI disclosure and live availability" }),
    ).toBeVisible();
    await expect(timeline.getByRole("heading", { name: "Booking and deposit" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Services" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("prerendered services pages", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    {
      path: "/services",
      title: /^AI Voice Agents, Chatbots & Auto Scheduling Services/,
      description: /Three services that work together/,
      trail: ["Home", "Services"],
      services: 3,
    },
    {
      path: "/services/AIAgentInteraction",
      title: /^AI Voice Agent Interaction/,
      description: /picks up in under a second/,
      trail: ["Home", "Services", "AI Agent Interaction"],
      services: 1,
    },
    {
      path: "/services/ChatbotShowcase",
      title: /^Chatbot Showcase/,
      description: /WhatsApp, Instagram, Messenger and your website/,
      trail: ["Home", "Services", "Chatbot Showcase"],
      services: 1,
    },
  ] as const;

  for (const { path, title, description, trail, services } of pages) {
    test(`${path} carries its title, description, breadcrumb and Service JSON-LD`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://novaline.ai${path}`,
      );
      const jsonLd = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string }[] } | undefined;
      expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(trail);
      const found = jsonLd.filter((data) => data["@type"] === "Service");
      expect(found).toHaveLength(services);
      for (const service of found)
        expect(service).toMatchObject({
          provider: { "@type": "Organization", name: "NovaLine" },
          url: expect.stringMatching(/^https:\/\/novaline\.ai\/services/),
        });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("/services holds every offering's section in its HTML", async ({ page }) => {
    await page.goto("/services");
    for (const id of ["ai-caller-demo", "chatbot-showcase", "auto-scheduling"])
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
  });
});
