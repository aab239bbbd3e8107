import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { aboutPage } from "./about.js";
import { booking } from "./booking.js";
import { brand } from "./brand.js";
import { contactPage } from "./contact.js";
import { landingPage } from "./landing.js";
import { maintenancePlanIds } from "./maintenance-plan-ids.js";
import { pricingPage } from "./pricing.js";
import { privacyPolicy } from "./privacy-policy.js";
import { isKnownRoute, routes } from "./routes.js";
import { servicesPage } from "./services.js";
import { teamMembers } from "./team.js";
import { landingTestimonials, testimonials, testimonialsPage } from "./testimonials.js";
import { expectImage } from "./testing/expect-image.js";
import { publicDir } from "./testing/image-files.js";
import type { VideoAsset } from "./types/index.js";

const fileOf = (src: string) => join(publicDir, src);
function expectVideo(video: VideoAsset, maxBytes: number) {
  const file = fileOf(video.src);
  expect(existsSync(file), video.src).toBe(true);
  expect(statSync(file).size, video.src).toBeLessThan(maxBytes);
  // An MP4 starts with an `ftyp` box; with +faststart the `moov` box comes before `mdat`.
  const head = readFileSync(file).subarray(0, 4096).toString("latin1");
  expect(head.slice(4, 8), video.src).toBe("ftyp");
  expect(head, video.src).toContain("moov");
  expectImage(video.poster);
  expect(video.transcript.length).toBeGreaterThan(40);
}

describe("testimonials page", () => {
  it("prints the spec's hero, stats and trust lines", () => {
    expect(testimonialsPage.hero.badge).toBe("Trusted by Industry Leaders");
    expect(testimonialsPage.hero.title).toBe("Real Results, Real Impact");
    // The spec's "Success Rate", "Faster Response" and "Cost Reduction", saying which rate,
    // response and cost (issue 41: "Cost reduction" also labeled the home page's 90%).
    expect(testimonialsPage.stats.map((s) => [s.value, s.label])).toEqual([
      ["100%", "Go-live success rate"],
      ["10x", "Faster first reply to new leads"],
      ["60%", "Lower answering costs"],
    ]);
    for (const stat of testimonialsPage.stats) expect(stat.countUp).toBeDefined();
    // Not "Enterprise-grade security" while our SOC 2 audit is in progress, nor "24/7 dedicated
    // support", which only Priority Care has: what is true of every client.
    expect(testimonialsPage.trustLines).toEqual([
      "HIPAA safeguards and a BAA for every clinic",
      "Proven track record",
      "24/7 AI-powered support",
    ]);
    expect(testimonialsPage.videoCopy.unmuteHint).toBe("Tap to unmute");
  });

  it("has the ROI figures and a link to the calculator", () => {
    expect(testimonialsPage.roi.figures.map((f) => f.value)).toEqual(["28%", "85%", "160+ hrs"]);
    expect(testimonialsPage.roi.figures.map((f) => f.label)).toEqual([
      "Growth in leads",
      "Shorter wait for an answer",
      "Saved every month",
    ]);
    expect(testimonialsPage.roi.cta).toEqual({ label: "Calculate Your ROI", href: routes.roi });
  });

  it("has about ten testimonials with unique ids, media ones first", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(9);
    expect(testimonials.length).toBeLessThanOrEqual(12);
    const ids = testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const withVideo = testimonials.filter((t) => "video" in t);
    const withImage = testimonials.filter((t) => "image" in t);
    expect(withVideo).toHaveLength(3);
    expect(withImage).toHaveLength(2);
    const hasMedia = testimonials.map((t) => "video" in t || "image" in t);
    expect(hasMedia).toEqual([...hasMedia].sort((a, b) => Number(b) - Number(a)));
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(["dentist", "realtor", "business"]).toContain(t.industry);
      expect(t.highlight.length).toBeGreaterThan(3);
      expectImage(t.company.logo);
    }
    for (const industry of ["dentist", "realtor", "business"]) {
      expect(
        testimonials.some((t) => t.industry === industry),
        industry,
      ).toBe(true);
    }
  });

  it("ships its videos, posters and images", () => {
    for (const t of testimonials) {
      if (t.video) expectVideo(t.video, 400 * 1024);
      if (t.image) expectImage(t.image);
    }
  });

  it("has three written landing testimonials from clinic staff", () => {
    expect(landingTestimonials).toHaveLength(3);
    for (const t of landingTestimonials) {
      expect(t.rating).toBe(5);
      expectImage(t.avatar);
    }
  });
});

describe("landing page", () => {
  it("prints the spec's figures and buttons", () => {
    expect(landingPage.stats.map((s) => [s.hoursSaved.value, s.revenue.value])).toEqual([
      ["40+ hours", "$9,800"],
      ["35+ hours", "$12,400"],
    ]);
    expect(landingPage.closing.cta.label).toBe("Book Your Demo Now");
    expect(landingPage.hero.primaryCta.label).toBe("Start Free Trial");
    expect(landingPage.trialTracking).toEqual({
      content_name: "Free Trial",
      content_type: "landing_cta",
    });
    expect(landingPage.testimonials.items).toBe(landingTestimonials);
  });

  it("has the trust badges of the spec's claims", () => {
    const labels = landingPage.trustBadges.map((b) => b.label).join(" | ");
    for (const claim of [
      "HIPAA safeguards and a BAA",
      "7-day free trial",
      "Setup in 14 minutes",
      "120+ businesses",
    ]) {
      expect(labels).toContain(claim);
    }
  });

  it("scrolls its trial, demo, ROI and closing buttons to the booking section", () => {
    const anchor = `${routes.landing}#${booking.sectionId}`;
    for (const cta of [
      landingPage.hero.primaryCta,
      landingPage.hero.secondaryCta,
      landingPage.roi.cta,
      landingPage.closing.cta,
    ]) {
      expect(cta.href).toBe(anchor);
    }
  });

  it("ships its hero video, two testimonial videos and images", () => {
    expectVideo(landingPage.hero.video, 500 * 1024);
    expect(landingPage.testimonialVideos.videos).toHaveLength(2);
    for (const video of landingPage.testimonialVideos.videos) expectVideo(video, 400 * 1024);
    expect(landingPage.testimonialImages.length).toBeGreaterThan(0);
    for (const image of landingPage.testimonialImages) expectImage(image);
  });

  it("keeps all videos together under 2 MB", () => {
    const videos = new Set<string>([
      landingPage.hero.video.src,
      ...landingPage.testimonialVideos.videos.map((v) => v.src),
      ...testimonials.flatMap((t) => (t.video ? [t.video.src] : [])),
    ]);
    const total = [...videos].reduce((sum, src) => sum + statSync(fileOf(src)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

describe("booking", () => {
  it("matches the spec's timings and copy", () => {
    expect(booking.sectionId).toBe("calendly-section");
    expect(booking.providerName).toBe("calendly");
    expect(booking.schedulingUrl).toBe("https://calendly.com/novaline-ai/30min");
    expect(booking.loadingText).toBe("Loading calendar...");
    expect(booking.embedHeight).toBe(750);
    // The spec's fallback is a 'Book Your Free Consultation' link.
    expect(booking.fallback.cta.label).toBe("Book Your Free Consultation");
    expect(booking.fallback.cta.ariaLabel).toMatch(/^Book Your Free Consultation/);
    expect(booking.fallback.description).toContain("30-minute");
    expect(booking.fallback.note).toBe("No credit card required. Cancel anytime.");
    expect(booking.fallback.cta.href).toBe(booking.schedulingUrl);
    expect(booking.prefill).toEqual({ email: "", firstName: "", lastName: "", name: "" });
    expect(booking.scheduleTracking).toEqual({ meeting_type: "consultation" });
    expect(booking.agenda.length).toBeGreaterThanOrEqual(3);
  });
});

describe("pricing page", () => {
  const prices = pricingPage.plans.map((p) => p.price);

  it("has five plans priced from 1000 to 10000 USD, exactly one highlighted", () => {
    expect(pricingPage.plans).toHaveLength(5);
    expect(Math.min(...prices)).toBe(1000);
    expect(Math.max(...prices)).toBe(10000);
    expect(pricingPage.plans.filter((p) => p.highlighted)).toHaveLength(1);
    expect(new Set(pricingPage.plans.map((p) => p.id)).size).toBe(5);
  });

  it("bills usage per use and links plans to booking or contact", () => {
    for (const plan of pricingPage.plans) {
      expect(plan.usage).toMatch(/per (call minute|chat conversation)/);
      expect([routes.booking, routes.contact]).toContain(plan.cta.href);
    }
  });

  it("has three maintenance plans with response times, and a full FAQ", () => {
    expect(pricingPage.maintenance.plans.map((p) => p.id)).toEqual([...maintenancePlanIds]);
    expect(pricingPage.maintenance.chooseLabel).toContain("{plan}");
    expect(pricingPage.maintenance.form.emailFallbackLabel).toContain(brand.email);
    for (const plan of pricingPage.maintenance.plans)
      expect(plan.responseTime.length).toBeGreaterThan(5);
    expect(pricingPage.faq.items.length).toBeGreaterThanOrEqual(5);
    expect(pricingPage.faq.items.length).toBeLessThanOrEqual(6);
  });
});

describe("about page", () => {
  it("tells the founding story and lists the shared team", () => {
    expect(aboutPage.story.intro.title).toContain(String(brand.foundedYear));
    expect(aboutPage.story.intro.title).toContain(brand.address.locality);
    expect(aboutPage.team.members).toBe(teamMembers);
    expect(aboutPage.values.items.length).toBeGreaterThanOrEqual(4);
    expect(aboutPage.values.items.length).toBeLessThanOrEqual(5);
    expect(aboutPage.stats.some((s) => s.value === "120+")).toBe(true);
    expectImage(aboutPage.story.image);
  });

  it("ships the team avatars", () => {
    for (const member of teamMembers) expectImage(member.avatar);
  });
});

describe("services page", () => {
  it("offers the three services at the footer's anchors", () => {
    expect(servicesPage.offerings.map((o) => o.anchorId)).toEqual([
      "ai-caller-demo",
      "chatbot-showcase",
      "auto-scheduling",
    ]);
    const [voice, chat] = servicesPage.offerings;
    expect(voice?.detail?.href).toBe(routes.aiAgentInteraction);
    expect(voice?.productPage?.href).toBe(routes.aiCaller);
    expect(chat?.detail?.href).toBe(routes.chatbotShowcase);
    expect(chat?.productPage?.href).toBe(routes.aiChatbot);
  });

  it("has two complete detail pages with a sample conversation", () => {
    const { aiAgentInteraction, chatbotShowcase } = servicesPage.details;
    expect(aiAgentInteraction.path).toBe(routes.aiAgentInteraction);
    expect(chatbotShowcase.path).toBe(routes.chatbotShowcase);
    for (const detail of [aiAgentInteraction, chatbotShowcase]) {
      expect(detail.sampleConversation.lines.length).toBeGreaterThanOrEqual(8);
      expect(detail.sampleConversation.lines.length).toBeLessThanOrEqual(10);
      expect(new Set(detail.sampleConversation.lines.map((l) => l.from))).toEqual(
        new Set(["ai", "user"]),
      );
      expectImage(detail.hero.image);
    }
  });
});

describe("service detail pages", () => {
  const { aiAgentInteraction, chatbotShowcase } = servicesPage.details;

  it("annotate the sample conversation in time order, opening with the AI disclosure", () => {
    for (const detail of [aiAgentInteraction, chatbotShowcase]) {
      const { lines } = detail.sampleConversation;
      expect(
        lines.every((line) => line.at),
        detail.path,
      ).toBe(true);
      expect(lines.filter((line) => line.note).length).toBeGreaterThanOrEqual(5);
      expect(lines.find((line) => line.note?.title.includes("AI disclosure"))?.from).toBe("ai");
    }
    const times = aiAgentInteraction.sampleConversation.lines.map((line) => line.at ?? "");
    const seconds = times.map((t) => Number(t.split(":")[0]) * 60 + Number(t.split(":")[1]));
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });

  it("walk through a call end to end: disclosure, intent, availability, booking, hand-off", () => {
    const notes = aiAgentInteraction.sampleConversation.lines.map((line) => line.note?.title ?? "");
    for (const step of ["AI disclosure", "intent", "availability", "FAQ", "Booking", "human"])
      expect(notes.join(" | ")).toContain(step);
    const after = aiAgentInteraction.afterwards.items.map((item) => item.title).join(" ");
    for (const step of ["text or email", "CRM", "Analytics"]) expect(after).toContain(step);
  });

  it("show the chatbot on each channel, every agent saying it is an AI", () => {
    const conversations = chatbotShowcase.channels?.conversations ?? [];
    expect(conversations.map((c) => c.channel)).toEqual([
      "Website chat",
      "WhatsApp",
      "Instagram",
      "Messenger",
      "SMS",
    ]);
    for (const conversation of conversations) {
      const firstAi = conversation.lines.find((line) => line.from === "ai");
      expect(firstAi?.text, conversation.id).toMatch(/\bAI assistant\b/);
    }
    expect(aiAgentInteraction.channels).toBeUndefined();
  });
});

describe("contact page", () => {
  it("links every channel, and its form offers e-mail when sending fails", () => {
    const hrefs = contactPage.channels.map((c) => c.link.href);
    expect(hrefs).toContain(`mailto:${brand.email}`);
    expect(hrefs).toContain(brand.phone.href);
    expect(hrefs.some((h) => h.startsWith("https://wa.me/"))).toBe(true);
    expect(Object.keys(contactPage.form.fields)).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "message",
    ]);
    expect(contactPage.form.consent).toContain(`(${routes.privacyPolicy})`);
    expect(contactPage.form.errorMessage).toContain(brand.email);
    expect(contactPage.form.emailFallbackLabel).toContain(brand.email);
    expect(contactPage.officeHours).toContain("IST");
    expect(contactPage.officeHours).toContain("Eastern");
  });
});

describe("privacy policy", () => {
  it("is dated and has unique section ids", () => {
    expect(privacyPolicy.lastUpdated).toBe("2026-11-30");
    const ids = privacyPolicy.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers the laws and topics it must", () => {
    const text = privacyPolicy.sections.map((s) => s.body).join("\n");
    for (const topic of [
      "GDPR",
      "Digital Personal Data Protection Act",
      "CCPA",
      "HIPAA",
      "Business Associate Agreement",
    ]) {
      expect(text + privacyPolicy.sections.map((s) => s.heading).join(" "), topic).toContain(topic);
    }
    expect(text).toContain(brand.legalName);
    expect(text).toContain(`mailto:${brand.email}`);
  });

  it("names the providers this website sends data to, and when", () => {
    const text = privacyPolicy.sections.map((s) => s.body).join("\n");
    for (const provider of ["| Vapi |", "| Daily |", "| Calendly |", "| Sentry |", "| Meta |"])
      expect(text).toContain(provider);
    expect(text).toContain("Global Privacy Control");
    expect(text).toMatch(/microphone/i);
  });

  it("links only to known routes", () => {
    const links = privacyPolicy.sections.flatMap((s) =>
      [...s.body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? ""),
    );
    for (const href of links.filter((h) => h.startsWith("/")))
      expect(isKnownRoute(href), href).toBe(true);
  });
});
