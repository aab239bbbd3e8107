import { testimonials } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { allSectionsBuilt, hydrateSection, open } from "./fixtures";

/** Where an element is on the screen. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const pages = [
  {
    path: "/ai-caller",
    demoId: "call-demo",
    headings: [
      "From First Ring to Booked in Three Steps",
      "One Voice Agent Wherever Customers Call",
      "Built for the Calls Your Business Gets",
      "See AI Caller in Action",
      "Why Businesses Switch to AI Caller",
    ],
    channels: ["Phone", "WhatsApp", "SMS"],
    impact: ["98%", "+37%", "-85%", "4.9"],
    sticky: "Get Started with AI Caller",
  },
  {
    path: "/ai-chatbot",
    demoId: "chat-demo",
    headings: ["See AI Chatbot in Action", "Why Businesses Switch to AI Chatbot"],
    channels: ["WhatsApp"],
    impact: ["99%", "+42%", "-90%", "4.9"],
    sticky: "Get Started with AI Chatbot",
  },
] as const;

for (const product of pages) {
  test.describe(product.path, () => {
    test("has the ten sections in order, with the hero's two buttons and the fixed booking link", async ({
      page,
    }) => {
      await open(page, product.path);
      await allSectionsBuilt(page);
      const headings = await page
        .getByRole("main")
        .getByRole("heading", { level: 2 })
        .allTextContents();
      const found = headings.filter((heading) =>
        (product.headings as readonly string[]).includes(heading),
      );
      expect(found).toEqual([...product.headings]);
      // textContent: sections far below the fold are not rendered yet (content-visibility), and
      // innerText leaves out what is not rendered.
      const mainText = (await page.getByRole("main").textContent()) ?? "";
      for (const figure of product.impact) expect(mainText).toContain(figure);
      for (const channel of product.channels) expect(mainText).toContain(channel);
      await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();

      await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
        "href",
        "/booking",
      );
      // The fixed booking link is for phones (wider, the top bar's Book Appointment shows).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const sticky = page.getByRole("link", { name: product.sticky });
      await expect(sticky).toHaveAttribute("href", "/booking");
      expect(
        await sticky.evaluate((link) => getComputedStyle(link.parentElement ?? link).position),
      ).toBe("fixed");
    });

    test("'Watch Demo' scrolls to the interactive demo", async ({ page }) => {
      await open(page, product.path);
      await page.getByRole("button", { name: "Watch Demo" }).click();
      await expect(page.locator(`#${product.demoId}`)).toBeInViewport();
    });

    test("industry tabs: nine, the first selected, each with three scenarios", async ({ page }) => {
      await open(page, product.path);
      const tabs = await hydrateSection(page, "industry-tabs");
      const list = tabs.getByRole("tab");
      await expect(list).toHaveCount(9);
      await expect(list.first()).toHaveAttribute("aria-selected", "true");
      await expect(tabs.getByRole("tabpanel").getByRole("listitem")).toHaveCount(3);
      await tabs.getByRole("tab", { name: "Real Estate" }).click();
      await expect(tabs.getByRole("tab", { name: "Real Estate" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const panel = tabs.getByRole("tabpanel");
      await expect(panel.getByRole("heading")).toHaveText("Real Estate");
      await expect(panel.getByRole("listitem")).toHaveCount(3);
      await page.keyboard.press("ArrowRight");
      await expect(tabs.getByRole("tab", { name: "Hospitality" })).toBeFocused();
    });

    test("testimonials wrap around and the FAQ keeps one answer open", async ({ page }) => {
      await open(page, product.path);
      const carousel = await hydrateSection(page, "testimonials");
      // Only the shown slide is in the accessibility tree (the others are inert).
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(4);
      const shown = carousel.getByRole("group", { name: /of 4/ });
      await expect(shown).toHaveAccessibleName("1 of 4");
      // Each quote shows the first letter of the name (not of a title), the name, the industry
      // and five stars.
      const letter = await shown.locator("figcaption > span[aria-hidden]").innerText();
      const name = await shown.locator("figcaption .font-semibold").innerText();
      expect(letter).toBe(name.replace(/^Dr\. /, "").charAt(0));
      await carousel.getByRole("button", { name: /previous/i }).click();
      await expect(shown).toHaveAccessibleName("4 of 4");
      await carousel.getByRole("button", { name: /next/i }).click();
      await expect(shown).toHaveAccessibleName("1 of 4");
      await expect(shown.getByRole("img", { name: /rated 5 out of 5/i })).toBeVisible();

      const faq = await hydrateSection(page, "faq");
      const questions = faq.locator("summary");
      const answers = faq.locator("details > p");
      await expect(questions).toHaveCount(4);
      await expect(answers.nth(0)).toBeHidden();
      await questions.nth(0).click();
      await expect(answers.nth(0)).toBeVisible();
      // From the keyboard too: Enter on another question opens it and closes the first.
      await questions.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(answers.nth(2)).toBeVisible();
      await expect(answers.nth(0)).toBeHidden();
      await questions.nth(2).click();
      await expect(answers.nth(2)).toBeHidden();
    });
  });
}

test.describe("call demo", () => {
  test("a click on Start Call Demo before the section's code has arrived still starts it", async ({
    page,
  }) => {
    await open(page, "/ai-caller");
    // The section's code is slow to come, as on a phone network.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const demo = page.locator('[data-deferred="call-demo"]');
    // Reached at once (a #hash link, find-in-page) and clicked: its HTML is there, not its code.
    await page.evaluate(() => {
      document.getElementById("call-demo")?.scrollIntoView({ behavior: "instant" });
    });
    await demo.getByRole("button", { name: "Start Call Demo" }).click();
    expect(await demo.getAttribute("data-hydrated")).toBeNull();
    // Its chunk and the chunks it imports come one after another, 1.5 s each: several seconds.
    await expect(demo).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
    // The held click started the call: it rings for 1.2 s, then connects. On a busy machine the
    // check above can see the section a second after it hydrated, when the call has connected.
    await expect(demo.getByRole("status")).toHaveText(/^(Ringing…|Connected to AI receptionist)$/);
  });

  test("idle → ringing → 1.2 s → in call → scenario transcript → ended → idle", async ({
    page,
  }) => {
    const start = new Date("2026-11-23T10:00:00Z");
    await page.clock.install({ time: start });
    await open(page, "/ai-caller");
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const demo = await hydrateSection(page, "call-demo");
    await demo.getByRole("button", { name: "Start Call Demo" }).click();
    await expect(demo.getByRole("status")).toHaveText("Ringing…");
    await page.clock.runFor(1100);
    await expect(demo.getByRole("status")).toHaveText("Ringing…");
    await page.clock.runFor(200);
    await expect(demo.getByRole("status")).toHaveText("Connected to AI receptionist");

    const transcript = demo.getByRole("log", { name: "Call transcript" });
    await demo.getByRole("button", { name: "Ask for hours" }).click();
    await expect(transcript.locator("p[data-from]")).toHaveCount(3);
    await expect(transcript.locator("p[data-from]").first()).toContainText(
      "Hello! How can I help you today?",
    );
    await expect(transcript.locator("p[data-from]").nth(1)).toContainText("What are your hours?");
    await demo.getByRole("button", { name: "Cancel booking" }).click();
    await expect(transcript.locator("p[data-from]")).toHaveCount(3);
    await expect(transcript.locator("p[data-from]").nth(1)).toContainText("cancel my appointment");

    await demo.getByRole("button", { name: "End Call" }).click();
    await expect(demo.getByRole("status")).toHaveText("Call ended");
    await demo.getByRole("button", { name: "Start New Call" }).click();
    await demo.getByRole("button", { name: "Start Call Demo" }).click();
    await expect(transcript.locator("p[data-from]")).toHaveCount(0);
  });
});

test.describe("chat demo", () => {
  test("quick replies and typed text get an answer 0.8 s later; empty text is ignored", async ({
    page,
  }) => {
    const start = new Date("2026-11-23T10:00:00Z");
    await page.clock.install({ time: start });
    await open(page, "/ai-chatbot");
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const demo = await hydrateSection(page, "chat-demo");
    const log = demo.getByRole("log", { name: "Conversation" });
    const lines = log.locator("p[data-from]");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Hi! How can I help you today?");

    await demo.getByRole("button", { name: "Order status" }).click();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toHaveAttribute("data-from", "user");
    await page.clock.runFor(700);
    await expect(lines).toHaveCount(2);
    await page.clock.runFor(150);
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(2)).toContainText("Order #48213 shipped");

    const input = demo.getByRole("textbox", { name: "Your message" });
    await input.fill("   ");
    await input.press("Enter");
    await expect(lines).toHaveCount(3);
    await input.fill("I need to cancel my visit");
    await demo.getByRole("button", { name: "Send" }).click();
    await expect(input).toHaveValue("");
    await expect(lines).toHaveCount(4);
    await page.clock.runFor(800);
    await expect(lines.nth(4)).toContainText("canceled");

    // Channels change the colours, not the conversation.
    await demo.getByRole("button", { name: "Instagram" }).click();
    await expect(demo.getByRole("button", { name: "Instagram" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(lines).toHaveCount(5);
  });
});

test.describe("the floating buttons of a product page", () => {
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("on a phone: one row and a corner, none on another, stepping aside for the phone demo", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/ai-caller");
    // Well down the page, away from its demos and forms.
    await page.locator('[data-deferred="testimonials"]').scrollIntoViewIfNeeded();
    const cta = page.locator("[data-sticky-cta] a");
    const voice = page.getByRole("button", { name: /^Voice Chat/ });
    const top = page.getByRole("button", { name: "Back to top" });
    await expect(top).toBeVisible();
    const boxes = await Promise.all(
      [cta, voice, top].map(async (control) => {
        const box = await control.boundingBox();
        if (!box) throw new Error("not laid out");
        return box;
      }),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
    // Together they take the bottom 130 px at most (they took 190 of 844).
    expect(Math.min(...boxes.map((box) => box.y))).toBeGreaterThanOrEqual(844 - 130);

    // In the phone demo, the booking link steps aside: nothing covers the form's button.
    const demo = await hydrateSection(page, "demo-call");
    await demo.locator("form").scrollIntoViewIfNeeded();
    await expect(cta).toBeHidden();
    await expect(top).toBeHidden();
    // The form's button takes a click where it is: nothing floats over it.
    await demo.getByRole("button", { name: "Call me now" }).click({ trial: true, timeout: 2000 });
    // Back above the demo, it returns.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(cta).toBeVisible();
  });

  test("on a wide screen the top bar's booking button is enough: no bar over the text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/ai-caller");
    await page.evaluate(() => {
      window.scrollTo(0, 1600);
    });
    await expect(page.locator("[data-sticky-cta] a")).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Book Appointment" }),
    ).toBeVisible();
  });
});

test("/ai-caller quotes Dr. Sarah Whitman in her words on /testimonials, under her name", async ({
  page,
}) => {
  const story = testimonials.find((t) => t.id === "sarah-whitman-brightside-family-dental");
  await open(page, "/ai-caller");
  const carousel = await hydrateSection(page, "testimonials");
  const shown = carousel.getByRole("group", { name: "1 of 4" });
  await expect(shown.locator("figcaption .font-semibold")).toHaveText("Dr. Sarah Whitman");
  await expect(shown.locator("figcaption > span[aria-hidden]")).toHaveText("S");
  await expect(shown.locator("blockquote")).toHaveText(story?.content ?? "missing");
  await expect(carousel).not.toContainText("Sarah Mitchell");
});
