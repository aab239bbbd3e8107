import { describe, expect, it } from "vitest";
import { brand } from "../brand.js";
import { compliance } from "../compliance.js";
import { timings } from "../facts.js";
import { INDUSTRY_KEYS } from "@novaline/inquiry";
import { getIndustry, industries, industryKeys } from "../industries.js";
import { isKnownRoute, routes } from "../routes.js";
import { expectImage } from "../testing/expect-image.js";
import type { ImageAsset, StatFigure } from "../types/index.js";
import { aiCallerPage } from "./ai-caller.js";
import { aiChatbotPage } from "./ai-chatbot.js";

const pages = [aiCallerPage, aiChatbotPage] as const;

/** Words that only make sense for a phone call. */
const callWords = /\b(call|calls|called|calling|caller|callers|phone|dials?|rings?|voicemail)\b/i;
/** Words that place a scenario in a messaging channel. */
const chatWords =
  /\b(chat|chats|message|messages|messaging|whatsapp|instagram|messenger|dms?|website|widget)\b/i;

function formatCountUp(figure: StatFigure): string {
  const c = figure.countUp;
  if (!c) return figure.value;
  return `${c.prefix ?? ""}${c.to.toFixed(c.decimals ?? 0)}${c.suffix ?? ""}`;
}

function collectImages(value: unknown, found: ImageAsset[] = []): ImageAsset[] {
  if (Array.isArray(value)) {
    for (const item of value) collectImages(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && typeof record.width === "number") {
      found.push(record as unknown as ImageAsset);
    }
    for (const item of Object.values(record)) collectImages(item, found);
  }
  return found;
}

function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(collectStrings);
  return [];
}

describe("industries", () => {
  it("lists the nine industries in tab order with their labels", () => {
    expect(industries.map((i) => [i.key, i.label])).toEqual([
      ["health", "Healthcare"],
      ["beauty", "Beauty & Salons"],
      ["banking", "Banking & Finance"],
      ["realestate", "Real Estate"],
      ["hospitality", "Hospitality"],
      ["education", "Education"],
      ["automotive", "Automotive"],
      ["ecommerce", "E-commerce"],
      ["logistics", "Logistics"],
    ]);
    expect(industryKeys).toEqual(industries.map((i) => i.key));
    // Every industry the inquiry API's contract names, each worded once, in the contract's order.
    expect(industryKeys).toEqual(INDUSTRY_KEYS);
  });

  it("finds an industry by key", () => {
    expect(getIndustry("realestate").label).toBe("Real Estate");
    expect(() => getIndustry("nope" as never)).toThrow();
  });

  it.each(industries)(
    "$label has three call-worded and three chat-worded scenarios",
    (industry) => {
      expect(industry.callScenarios).toHaveLength(3);
      expect(industry.chatScenarios).toHaveLength(3);
      for (const scenario of industry.callScenarios) expect(scenario).toMatch(callWords);
      for (const scenario of industry.chatScenarios) {
        expect(scenario).not.toMatch(callWords);
        expect(scenario).toMatch(chatWords);
      }
      expect(new Set([...industry.callScenarios, ...industry.chatScenarios]).size).toBe(6);
    },
  );

  it("gives every industry its own accent and illustration", () => {
    expect(new Set(industries.map((i) => i.accent)).size).toBe(9);
    expect(new Set(industries.map((i) => i.icon)).size).toBe(9);
    for (const industry of industries) {
      expect(industry.accent).toMatch(/^#[0-9a-f]{6}$/i);
      expect(industry.illustration.src).toBe(`/images/industries/${industry.key}.webp`);
      expect(industry.illustration.alt).not.toBe("");
    }
  });
});

describe("AI Caller page", () => {
  const page = aiCallerPage;

  it("sends Start Free Trial to the booking page, where the trial starts", () => {
    expect(page.hero.primaryCta).toEqual({ label: "Start Free Trial", href: "/booking" });
    expect(page.hero.secondaryCta).toEqual({ label: "Watch Demo" });
  });

  it("has the steps, channels and benefits of the spec", () => {
    expect(page.howItWorks.steps.map((s) => s.title)).toEqual([
      "Customer Calls",
      "AI Answers Instantly",
      "You Get Results",
    ]);
    expect(page.channels.items.map((c) => c.title)).toEqual(["Phone", "WhatsApp", "SMS"]);
    expect(page.benefits.items.map((b) => b.title)).toEqual([
      "Never Miss a Lead",
      "Human-Like Experience",
      "24/7 Automation",
    ]);
    expect(page.industries.wording).toBe("call");
  });

  it("has the call demo of the spec", () => {
    const demo = page.demo;
    expect(demo.kind).toBe("call");
    expect(demo.title).toBe("See AI Caller in Action");
    expect(demo.startLabel).toBe("Start Call Demo");
    expect(demo.endLabel).toBe("End Call");
    expect(demo.restartLabel).toBe("Start New Call");
    expect(demo.greeting).toBe("Hello! How can I help you today?");
    expect(demo.disclosure).toMatch(/\bAI\b/);
    expect(timings.callDemoRingMs).toBe(1200);
    expect(demo.scenarios.map((s) => s.label)).toEqual([
      "Book appointment",
      "Ask for hours",
      "Request callback",
      "Product inquiry",
      "Cancel booking",
    ]);
    expect(new Set(demo.scenarios.map((s) => s.id)).size).toBe(5);
    for (const scenario of demo.scenarios) {
      expect(scenario.userLine.length).toBeGreaterThan(10);
      const sentences = scenario.aiResponse.replace(/\bDr\. /g, "Dr ").split(/(?<=[.?!])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it("has the impact figures of the spec", () => {
    expect(page.impact.intro.title).toBe("AI Caller Impact");
    expect(page.impact.figures.map((f) => f.value)).toEqual(["98%", "+37%", "-85%", "4.9"]);
  });

  it("links the sticky button to booking", () => {
    expect(page.stickyCta).toEqual({ label: "Get Started with AI Caller", href: routes.booking });
  });

  it("words its FAQ for phone calls", () => {
    for (const item of page.faq.items) expect(`${item.q} ${item.a}`).toMatch(callWords);
  });
});

describe("AI Chatbot page", () => {
  const page = aiChatbotPage;

  it("sends Start Free Trial to the booking page, where the trial starts", () => {
    expect(page.hero.primaryCta).toEqual({ label: "Start Free Trial", href: "/booking" });
    expect(page.hero.secondaryCta).toEqual({ label: "Watch Demo" });
  });

  it("has the steps, channels and benefits of the spec", () => {
    expect(page.howItWorks.steps.map((s) => s.title)).toEqual([
      "Customer Messages",
      "AI Replies Instantly",
      "You Get Results",
    ]);
    expect(page.channels.items.map((c) => c.title)).toEqual([
      "WhatsApp",
      "Website Live Chat",
      "Instagram",
      "Messenger",
    ]);
    expect(page.benefits.items.map((b) => b.title)).toEqual([
      "Instant Replies",
      "Conversational & Smart",
      "Omnichannel Automation",
    ]);
    expect(page.industries.wording).toBe("chat");
  });

  it("has the chat demo of the spec", () => {
    const demo = page.demo;
    expect(demo.kind).toBe("chat");
    expect(demo.channels.map((c) => c.key)).toEqual([
      "whatsapp",
      "website",
      "instagram",
      "messenger",
    ]);
    expect(demo.defaultChannel).toBe("whatsapp");
    expect(demo.greeting).toBe("Hi! How can I help you today?");
    expect(demo.disclosure).toMatch(/\bAI\b/);
    expect(timings.chatDemoReplyMs).toBe(800);
    expect(demo.quickReplies.map((q) => q.label)).toEqual([
      "Book appointment",
      "Product info",
      "Cancel booking",
      "Order status",
      "Talk to human",
    ]);
    expect(new Set(demo.quickReplies.map((q) => q.id)).size).toBe(5);
    for (const reply of demo.quickReplies) {
      expect(reply.message.length).toBeGreaterThan(10);
      expect(reply.aiReply.length).toBeGreaterThan(60);
    }
    expect(demo.fallbackReply.length).toBeGreaterThan(40);
  });

  it("has the impact figures of the spec", () => {
    expect(page.impact.intro.title).toBe("AI Chatbot Impact");
    expect(page.impact.figures.map((f) => f.value)).toEqual(["99%", "+42%", "-90%", "4.9"]);
  });

  it("links the sticky button to booking", () => {
    expect(page.stickyCta).toEqual({ label: "Get Started with AI Chatbot", href: routes.booking });
  });

  it("never talks about phone calls, except in the compliance statements it quotes", () => {
    const { demo, faq, howItWorks, channels, benefits, hero } = page;
    for (const text of collectStrings({ demo, faq, howItWorks, channels, benefits, hero })) {
      const quotes = Object.values(compliance as Record<keyof typeof compliance, string>);
      const ownWords = quotes.reduce((t, quote) => t.replace(quote, ""), text);
      expect(ownWords).not.toMatch(callWords);
    }
  });
});

describe.each(pages)("shared structure of $name", (page) => {
  it("has four five-star testimonials with avatars", () => {
    expect(page.testimonials.intro.title).toBe("What Our Clients Say");
    expect(page.testimonials.items).toHaveLength(4);
    for (const t of page.testimonials.items) {
      expect(t.rating).toBe(5);
      expect(t.avatar.src).toMatch(/^\/images\/avatars\/[a-z-]+\.webp$/);
      expect(t.text.length).toBeGreaterThan(80);
    }
  });

  it("has four FAQs on compliance, customization, CRM and go-live", () => {
    const items = page.faq.items;
    expect(items).toHaveLength(4);
    const [compliance, custom, crm, live] = items.map((i) => `${i.q} ${i.a}`);
    expect(compliance).toMatch(/HIPAA/);
    expect(compliance).toMatch(/PCI DSS/);
    expect(compliance).toMatch(/SOC 2/);
    expect(custom).toMatch(/personality/i);
    expect(crm).toMatch(/CRM/);
    expect(crm).toMatch(/API/);
    expect(live).toMatch(/within 24 hours/);
  });

  it("animates each impact figure to exactly its printed value", () => {
    expect(page.impact.figures).toHaveLength(4);
    for (const figure of page.impact.figures) expect(formatCountUp(figure)).toBe(figure.value);
  });

  it("has three steps and benefits", () => {
    expect(page.howItWorks.steps).toHaveLength(3);
    expect(page.benefits.items).toHaveLength(3);
  });

  it("links only to known routes", () => {
    expect(isKnownRoute(page.stickyCta.href)).toBe(true);
  });

  it("writes the company name from the brand facts", () => {
    expect(page.hero.tagline).toContain(brand.name);
    for (const text of collectStrings(page))
      expect(text).not.toMatch(/lorem|placeholder|\bTODO\b/i);
  });
});

it("uses different people in the two carousels", () => {
  const caller = aiCallerPage.testimonials.items.map((t) => t.name);
  const chatbot = aiChatbotPage.testimonials.items.map((t) => t.name);
  expect(new Set([...caller, ...chatbot]).size).toBe(8);
});

describe("images", () => {
  const images = collectImages([industries, aiCallerPage, aiChatbotPage]);

  it("finds every image", () => {
    expect(images.length).toBe(9 + 2 + 8);
  });

  it.each(images)("$src exists at its declared size", (image) => {
    expectImage(image);
    expect(image.alt.length).toBeGreaterThan(5);
  });
});
