import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { blogPostSchema } from "./schemas/blog.js";
import { brandSchema } from "./schemas/brand.js";
import { homeContentSchema } from "./schemas/home.js";
import { legalDocumentSchema, pricingPageContentSchema } from "./schemas/pages.js";
import { industrySchema, productPageContentSchema } from "./schemas/product.js";
import { testimonialSchema } from "./schemas/testimonials.js";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));

/** Every value reachable from `root`, with the path that leads to it. */
function* walk(value: unknown, path = "content"): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walk(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* walk(item, `${path}.${key}`);
  }
}

const allEntries = [...walk(content)];
const allStrings = allEntries.filter(
  (entry): entry is [string, string] => typeof entry[1] === "string",
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("schemas", () => {
  it("brand facts are complete", () => {
    expect(brandSchema.safeParse(content.brand).error?.issues).toBeUndefined();
  });
  it("brand names and address are the spec's", () => {
    expect(content.brand).toMatchObject({
      name: "NovaLine",
      wordmark: { first: "Nova", second: "Line" },
      liveAiName: "NovaLine Live",
      address: { locality: "Ahmedabad", country: "India", countryCode: "IN" },
      logoFallbacks: ["/logo.webp", "/logo.png", "/favicon.ico"],
    });
  });
  it("home page copy is complete", () => {
    expect(homeContentSchema.safeParse(content.homePage).error?.issues).toBeUndefined();
  });
  it("home page copy matches the spec", () => {
    const home = content.homePage;
    expect(home.hero).toMatchObject({
      // The spec spells it "upto"; issue 41 asks for "up to", as everywhere else.
      headline: { lead: "Within 45 Days", main: "Recover up to $10k in Lost Revenue" },
      callCta: { label: "Talk to the AI Live", activeLabel: "End Call" },
      roiCta: { label: "Calculate ROI", href: "/roi" },
    });
    expect(home.roiTeaser.cta).toMatchObject({ label: "Calculate Your ROI Now", href: "/roi" });
    expect(home.cta.primary).toMatchObject({ label: "Tell me more", href: "/contact" });
    expect(home.cta.secondary).toMatchObject({ label: "Explore Services", href: "/services" });
    expect(home.aiVsHuman.ai.figures).toHaveLength(5);
    expect(home.aiVsHuman.human.figures).toHaveLength(4);
  });
  it("nine industries with three call and three chat scenarios each", () => {
    expect(content.industries).toHaveLength(9);
    for (const industry of content.industries) {
      expect(industrySchema.safeParse(industry).error?.issues, industry.key).toBeUndefined();
    }
  });
  it.each([
    ["AI Caller", content.aiCallerPage],
    ["AI Chatbot", content.aiChatbotPage],
  ])("%s page is complete", (_name, page) => {
    expect(productPageContentSchema.safeParse(page).error?.issues).toBeUndefined();
    expect(page.hero.primaryCta.label).toBe("Start Free Trial");
    expect(page.hero.secondaryCta.label).toBe("Watch Demo");
    expect(page.testimonials.intro.title).toBe("What Our Clients Say");
    expect(page.stickyCta.label).toMatch(/^Get Started with AI /);
    expect(page.stickyCta.href).toBe("/booking");
  });
  it("the product demos open with the spec's greetings", () => {
    expect(content.aiCallerPage.demo.greeting).toBe("Hello! How can I help you today?");
    expect(content.aiChatbotPage.demo.greeting).toBe("Hi! How can I help you today?");
    expect(content.aiChatbotPage.demo.defaultChannel).toBe("whatsapp");
  });
  it("testimonials are complete", () => {
    for (const t of content.testimonials) {
      expect(testimonialSchema.safeParse(t).error?.issues, t.id).toBeUndefined();
    }
  });
  it("blog posts are complete", () => {
    expect(content.blogPosts.length).toBeGreaterThanOrEqual(6);
    for (const post of content.blogPosts) {
      expect(blogPostSchema.safeParse(post).error?.issues, post.slug).toBeUndefined();
    }
  });
  it("pricing is complete", () => {
    expect(pricingPageContentSchema.safeParse(content.pricingPage).error?.issues).toBeUndefined();
  });
  it("privacy policy is complete", () => {
    expect(legalDocumentSchema.safeParse(content.privacyPolicy).error?.issues).toBeUndefined();
  });
});

describe("identifiers", () => {
  it("testimonial ids are unique", () => {
    const ids = content.testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it("blog slugs are unique and posts are sorted newest first", () => {
    const slugs = content.blogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const dates = content.blogPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const slug of slugs) expect(content.getBlogPost(slug)?.slug).toBe(slug);
    expect(content.getBlogPost("no-such-post")).toBeUndefined();
  });
  it("every anchor the footer scrolls to is a section of the Services page", () => {
    const anchors = content.servicesPage.offerings.map((o) => o.anchorId);
    for (const link of content.footerNavigation.services) expect(anchors).toContain(link.anchorId);
  });
});

describe("links", () => {
  const hrefs = allEntries
    .filter(([path, value]) => path.endsWith(".href") && typeof value === "string")
    .map(([path, value]) => [path, value as string] as const);
  const markdownLinks = allStrings.flatMap(([path, text]) =>
    [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => [path, m[1] ?? ""] as const),
  );

  it("finds links to check", () => {
    expect(hrefs.length).toBeGreaterThan(50);
    expect(markdownLinks.length).toBeGreaterThan(6);
  });

  it("every internal link points to a route of the route table", () => {
    const broken = [...hrefs, ...markdownLinks].filter(
      ([, href]) => href.startsWith("/") && !content.isKnownRoute(href),
    );
    expect(broken).toEqual([]);
  });

  it("external links are https, mailto or tel", () => {
    const insecure = [...hrefs, ...markdownLinks].filter(
      ([, href]) => !href.startsWith("/") && !/^(https:\/\/|mailto:|tel:|#)/.test(href),
    );
    expect(insecure).toEqual([]);
  });

  it("the header and footer link the spec's pages", () => {
    expect(content.headerNavigation.links.map((l) => l.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Testimonials",
      "Pricing",
      "Contact",
    ]);
    expect(content.headerNavigation.cta).toEqual({
      label: "Book Appointment",
      shortLabel: "Book",
      href: "/booking",
    });
    expect(content.footerNavigation.quickLinks.map((l) => l.href)).toEqual([
      "/",
      "/about",
      "/services",
      "/pricing",
      "/contact",
      "/booking",
      "/privacy-policy",
    ]);
  });

  it("isKnownRoute rejects paths outside the route table", () => {
    expect(content.isKnownRoute("/blog/some-post#comments")).toBe(true);
    expect(content.isKnownRoute("/blog/a/b")).toBe(false);
    expect(content.isKnownRoute("/pricing-old")).toBe(false);
  });
});

describe("images and media", () => {
  const references = allEntries
    .filter(([path, value]) => path.endsWith(".src") && typeof value === "string")
    .map(([path, value]) => [path, value as string] as const);

  it("every referenced image or video is a file of this package", () => {
    expect(references.length).toBeGreaterThan(40);
    const missing = references.filter(([, src]) => !existsSync(join(publicDir, src)));
    expect(missing).toEqual([]);
  });

  it("the logo fallback chain exists", () => {
    for (const src of content.brand.logoFallbacks)
      expect(existsSync(join(publicDir, src)), src).toBe(true);
  });

  it("every image has alternative text unless decorative on purpose", () => {
    const images = allEntries.filter(
      ([, v]) => v !== null && typeof v === "object" && "src" in v && "alt" in v,
    ) as [string, { src: string; alt: string }][];
    const withoutAlt = images.filter(([, img]) => img.alt.trim().length < 3);
    expect(withoutAlt).toEqual([]);
  });

  it("SVG artwork is self-contained: no hotlinks, scripts or remote fonts", () => {
    const svgs = filesUnder(publicDir).filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(20);
    for (const file of svgs) {
      const svg = readFileSync(file, "utf8").replaceAll('xmlns="http://www.w3.org/2000/svg"', "");
      expect(svg, file).not.toMatch(/https?:\/\//);
      expect(svg, file).not.toMatch(/<script|@import|<image/i);
      expect(svg, file).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });
});

describe("copy", () => {
  it("contains no filler text", () => {
    const filler = allStrings.filter(([, text]) =>
      /lorem ipsum|placeholder|\bTODO\b|\bTBD\b|coming soon/i.test(text),
    );
    // The contact form's field placeholders are real hint text, not filler; the interim page of
    // routes whose full page has not shipped says "Coming soon" on purpose, in its badge only.
    expect(
      filler.filter(
        ([path]) =>
          !path.endsWith(".placeholder") &&
          !path.endsWith("Placeholder") &&
          path !== "content.comingSoonPage.badge",
      ),
    ).toEqual([]);
  });

  it("gives text fields hints that cannot be mistaken for an answer", () => {
    // A placeholder shown beside "Please enter your name" must not look like a name, an
    // address, a number or a typed message (the forms used to show "Jane Cooper").
    const hints = allStrings.filter(
      ([path]) => path.endsWith(".placeholder") && path.includes(".fields."),
    );
    expect(hints.length).toBeGreaterThan(5);
    for (const [path, hint] of hints) {
      expect(hint, path).not.toMatch(/@|\d/);
      expect(hint, path).not.toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      expect(hint.length, path).toBeLessThanOrEqual(40);
    }
  });

  it("never shows a visitor a setting's name", () => {
    const settings = allStrings.filter(([, text]) =>
      /\bVITE_[A-Z_]+|\b[A-Z][A-Z0-9]+_(KEY|SECRET|URL|ID)\b/.test(text),
    );
    expect(settings).toEqual([]);
  });

  it("names the brand the same way everywhere", () => {
    const misspelt = allStrings.filter(([, text]) =>
      /\bNova Line\b|\bNovaline\b|\bNOVALINE\b/.test(text),
    );
    expect(misspelt).toEqual([]);
  });

  it("default metadata title is the brand followed by the product line, with a canonical URL", () => {
    expect(content.siteMeta.title).toBe("NovaLine | Advanced AI Voice Agents & Chatbots");
    expect(content.siteMeta.robots).toBe("index, follow");
    expect(content.siteMeta.canonical).toBe("https://novaline.ai/");
  });

  it("structured-data facts agree with the pricing page", () => {
    const prices = content.pricingPage.plans.map((p) => p.price);
    expect(content.structuredDataFacts.offerCount).toBe(content.pricingPage.plans.length);
    expect(content.structuredDataFacts.priceRange.min).toBe(Math.min(...prices));
    expect(content.structuredDataFacts.priceRange.max).toBe(Math.max(...prices));
    // The spec's 500 reviews outnumbered the 120+ clients who give them (issue 41).
    expect(content.structuredDataFacts.aggregateRating).toMatchObject({
      ratingValue: 4.9,
      reviewCount: content.facts.rating.reviewCount,
    });
  });

  it("the copyright line is a template with a year placeholder", () => {
    expect(content.footerNavigation.copyright.replace("{year}", "2031")).toBe(
      "© 2031 NovaLine. All rights reserved.",
    );
  });

  it("every route has page metadata", () => {
    for (const key of Object.keys(content.routes)) {
      expect(content.pageMeta[key as content.RouteKey].title.length, key).toBeGreaterThan(5);
    }
  });

  it.each([
    "Recover up to $10k in Lost Revenue",
    "Save Up To $10k Within 45 Days",
    "Scale Your Business 3x Faster",
    "Never Miss Any Call Again",
    "24/7 AI-Powered Support Squad",
    "97%",
    "0.1s",
    "Real Results, Real Impact",
    "Trusted by Industry Leaders",
    "No credit card required. Cancel anytime.",
    "Loading calendar...",
    "Book Your Demo Now",
    "$9,800",
    "$12,400",
  ])("prints the spec's copy %j", (copy) => {
    expect(allStrings.some(([, text]) => text.includes(copy))).toBe(true);
  });

  // The spec's "Need help? Chat with our AI agent or hop on a live call" promised a chat the
  // panel offers only when the microphone cannot be used (issue 41).
  it("the Voice Chat panel's line offers what its call view has: talking in the browser, or a call to the phone", () => {
    expect(content.voiceWidget.text).not.toMatch(/\bchat\b/i);
    expect(content.voiceWidget.text).toMatch(/browser/);
    expect(content.voiceWidget.text).toMatch(/phone/);
  });
});
