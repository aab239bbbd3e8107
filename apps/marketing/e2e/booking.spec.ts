import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";
import { hydrateSection, open, pixelCalls, stubPixel } from "./fixtures";
import { answerInquiries, INVALID_EMAIL_MESSAGE } from "./inquiry-api";

const SCHEDULING_URL = "https://calendly.com/novaline-ai/30min";
const LOADED_MESSAGE = { event: "calendly.page_height", payload: { height: "1100px" } };

/**
 * A stand-in for Calendly's calendar page (there is no network here): with `announce`, it posts
 * what Calendly's embed posts once it runs.
 */
const calendarPage = (announce: boolean) => `<!doctype html>
<html lang="en"><head><title>Calendly stand-in</title></head>
<body><main><h1>Pick a time</h1></main>
${announce ? `<script>parent.postMessage(${JSON.stringify(LOADED_MESSAGE)}, "*");</script>` : ""}
</body></html>`;

/** Answers every request to the provider with the stand-in page. */
async function serveCalendar(page: Page, { announce = true } = {}) {
  await page.route("https://calendly.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: calendarPage(announce) }),
  );
}

/**
 * Holds the provider's requests unanswered (a slow network) until the test answers them; a
 * request that comes after the answer (the frame may ask a moment after it is attached) gets
 * the same answer at once.
 */
async function holdCalendar(page: Page) {
  const held: Route[] = [];
  let answered: { announce: boolean } | undefined;
  const fulfil = (route: Route, announce: boolean) =>
    route.fulfill({ contentType: "text/html", body: calendarPage(announce) });
  await page.route("https://calendly.com/**", async (route) => {
    if (answered) await fulfil(route, answered.announce);
    else held.push(route);
  });
  return {
    answer: async ({ announce = true } = {}) => {
      answered = { announce };
      for (const route of held.splice(0)) await fulfil(route, announce);
    },
  };
}

/**
 * Takes the page's timers in hand before it loads: time stands still until the test moves it
 * (`runFor`), so each check runs at an exact moment, without waiting for it.
 */
async function stopTime(page: Page) {
  const start = new Date("2026-11-20T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** The provider's frame once its page has loaded. */
async function loadedCalendarFrame(page: Page) {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(SCHEDULING_URL)))
    .toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(SCHEDULING_URL));
  await frame?.waitForLoadState("load");
  return frame;
}

const embed = (page: Page) => page.locator('[data-slot="booking-embed"]');
const calendarFrame = (page: Page) => page.getByTitle(/^Booking calendar/);

/** The frame's URL parameters. */
async function frameParams(page: Page) {
  const src = await calendarFrame(page).getAttribute("src");
  return new URL(src ?? "").searchParams;
}

test.describe("/booking", () => {
  test("is prerendered with its title, description, breadcrumb, agenda and a link without scripts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/booking");
    await expect(page).toHaveTitle(/^Book a Free 30-Minute Demo/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /free 30-minute consultation/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://novaline.ai/booking",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Talk to an AI Automation Specialist",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "What we'll cover" })).toBeVisible();
    await expect(main).toContainText("Your missed-call audit");
    await expect(main).toContainText("No credit card required");
    await expect(main).toContainText("Loading calendar...");
    // Without scripts there is no calendar: the provider's page is one click away.
    await expect(main.getByRole("link", { name: /^Book Your Free Consultation/ })).toHaveAttribute(
      "href",
      SCHEDULING_URL,
    );
    await expect(main.getByRole("heading", { name: "Rather talk now?" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Call us/ })).toHaveAttribute(
      "href",
      "tel:+917948902210",
    );

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; itemListElement?: unknown[] },
    );
    const breadcrumb = jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://novaline.ai/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Book a Free Demo",
        item: "https://novaline.ai/booking",
      },
    ]);
    await context.close();
  });

  test("shows the overlay first, then the calendar once the provider's frame posts a message", async ({
    page,
  }) => {
    const calendar = await holdCalendar(page);
    // Time stands still: only the provider's message can load it.
    await stopTime(page);
    await open(page, "/booking");
    await expect(embed(page)).toHaveAttribute("data-state", "loading");
    await expect(page.getByText("Loading calendar...")).toBeVisible();
    await expect(calendarFrame(page)).toBeAttached();
    await calendar.answer({ announce: true });
    await expect(embed(page)).toHaveAttribute("data-state", "loaded");
    await expect(page.getByText("Loading calendar...")).toBeHidden();
    await expect(calendarFrame(page)).not.toHaveAttribute("inert");
  });

  for (const path of ["/booking", "/landing"]) {
    test(`a calendar the network refuses (an ad blocker, a firewall) falls back at 8 s on ${path}`, async ({
      page,
    }) => {
      // The frame still fires "load", on the browser's own error page: only Calendly's message
      // would count, and none comes.
      await page.route("https://calendly.com/**", (route) => route.abort("namenotresolved"));
      await stopTime(page);
      await open(page, path);
      // On /landing the calendar's section is below the fold: built as the visitor nears it.
      if (path === "/landing") await hydrateSection(page, "landing-booking");
      await embed(page).scrollIntoViewIfNeeded();
      await expect(calendarFrame(page)).toBeAttached();
      await page.clock.runFor(7_999);
      await expect(embed(page)).toHaveAttribute("data-state", "loading");
      await page.clock.runFor(1);
      await expect(embed(page)).toHaveAttribute("data-state", "fallback");
      await expect(
        embed(page).getByRole("link", { name: /^Book Your Free Consultation/ }),
      ).toBeVisible();
      await expect(embed(page)).toContainText("30-minute call");
      await expect(embed(page).getByRole("link", { name: "+91 79 4890 2210" })).toHaveAttribute(
        "href",
        "tel:+917948902210",
      );
    });
  }

  test("offers the booking page in a new tab when the calendar has not loaded after 8 s", async ({
    page,
  }) => {
    const calendar = await holdCalendar(page);
    await stopTime(page);
    await open(page, "/booking");
    await expect(calendarFrame(page)).toBeAttached();
    await page.clock.runFor(7_999);
    await expect(embed(page)).toHaveAttribute("data-state", "loading");
    await page.clock.runFor(1);
    await expect(embed(page)).toHaveAttribute("data-state", "fallback");

    const link = page.getByRole("link", { name: /^Book Your Free Consultation/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", SCHEDULING_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(embed(page)).toContainText("30-minute call");
    await expect(embed(page)).toContainText("No credit card required. Cancel anytime.");
    await expect(page.getByRole("status").filter({ hasText: "taking longer" })).toBeAttached();
    // The fallback itself is accessible (axe needs running timers; the frame still has no page).
    await page.clock.resume();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .exclude("iframe")
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // The calendar arrives late after all: it replaces the link.
    await calendar.answer({ announce: true });
    await expect(embed(page)).toHaveAttribute("data-state", "loaded");
    await expect(link).toBeHidden();
  });

  test("reports a booking made in the calendar as Schedule (consultation), once", async ({
    page,
  }) => {
    await stubPixel(page);
    await serveCalendar(page);
    await open(page, "/booking");
    await expect(embed(page)).toHaveAttribute("data-state", "loaded");
    const scheduled = {
      event: "calendly.event_scheduled",
      payload: { invitee: { uri: "https://api.calendly.com/scheduled_events/A/invitees/1" } },
    };
    // The same message from the site's own window (any script could send it) is not a booking.
    await page.evaluate((data) => {
      window.postMessage(data, "*");
    }, scheduled);
    const frame = await loadedCalendarFrame(page);
    await frame?.evaluate((data) => {
      parent.postMessage(data, "*");
      parent.postMessage(data, "*");
    }, scheduled);
    await expect
      .poll(async () => (await pixelCalls(page)).filter((call) => call.event === "Schedule"))
      .toEqual([{ event: "Schedule", params: { meeting_type: "consultation" } }]);
    // Still once a moment later: the repeat was not counted.
    await page.waitForTimeout(300);
    expect((await pixelCalls(page)).filter((call) => call.event === "Schedule")).toHaveLength(1);
  });

  test("paints the calendar in the theme's colours and prefills it from the link", async ({
    page,
  }) => {
    await serveCalendar(page);
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/booking?name=Maria%20Lopez&email=maria%40example.com&utm_source=mail");
    await expect(calendarFrame(page)).toBeAttached();
    let params = await frameParams(page);
    expect(Object.fromEntries(params)).toEqual({
      embed_domain: new URL(page.url()).host,
      embed_type: "Inline",
      hide_gdpr_banner: "1",
      background_color: "ffffff",
      text_color: "0b1026",
      primary_color: "4f46e5",
      name: "Maria Lopez",
      email: "maria@example.com",
    });

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect.poll(async () => (await frameParams(page)).get("background_color")).toBe("131c44");
    params = await frameParams(page);
    expect(params.get("text_color")).toBe("f1f5f9");
    expect(params.get("primary_color")).toBe("818cf8");
    expect(params.get("name")).toBe("Maria Lopez");
  });

  test("creates the calendar's frame only after the page has loaded, not in its HTML", async ({
    page,
  }) => {
    await serveCalendar(page);
    const response = await page.goto("/booking");
    expect(await response?.text()).not.toContain("<iframe");
  });

  test("a visitor who finds no slot requests a demo: the API's field message shows, nothing typed is lost, and it is sent as a demo", async ({
    page,
  }) => {
    await serveCalendar(page);
    const api = await answerInquiries(page, ["invalid-email", "created"]);
    await open(page, "/booking");
    await hydrateSection(page, "demo-form");
    const form = page.getByRole("form", { name: "No time that suits you?" });
    await form.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Patel");
    const email = form.getByRole("textbox", { name: /^Work email/ });
    await email.fill("ravi@autocare.example");
    await form.getByRole("textbox", { name: /^Business name/ }).fill("Patel Auto Care");
    const message = form.getByRole("textbox", { name: /^What should the demo show/ });
    await message.fill("Service bookings from missed calls.");
    await form.getByRole("button", { name: "Request a demo" }).click();

    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    await expect(email).toBeFocused();
    await expect(message).toHaveValue("Service bookings from missed calls.");
    await email.fill("ravi@patelauto.com");
    await form.getByRole("button", { name: "Request a demo" }).click();

    const thanks = page.getByRole("heading", { name: "Thanks, your demo request is in" });
    await expect(thanks).toBeFocused();
    expect(api.bodies.at(-1)).toEqual({
      kind: "demo",
      name: "Ravi Patel",
      email: "ravi@patelauto.com",
      company: "Patel Auto Care",
      message: "Service bookings from missed calls.",
      sourcePage: "/booking",
    });
  });
});
