// Zod schemas of the content, used by the tests to check what the types cannot: non-empty copy,
// counts the spec fixes, ISO dates, slugs, link and image formats. Not part of the public API.
import { INDUSTRY_KEYS } from "@novaline/inquiry";
import { z } from "zod";

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(8);
const isoDate = z.iso.date();
const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, "a site-absolute path");
const href = z.union([
  sitePath,
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/),
  z.string().regex(/^tel:\+\d{6,15}$/),
]);
const cssColor = z.string().regex(/^(#[0-9a-f]{6}|rgba?\([\d\s.,]+\))$/i, "a hex or rgb() colour");

export const imageSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|webp|jpg)$/, "an image under /images/"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const videoSchema = z.strictObject({
  src: z.string().regex(/^\/videos\/[a-z0-9-]+\.mp4$/, "an MP4 under /videos/"),
  poster: imageSchema.extend({ alt: text }),
  title: text,
  transcript: sentence,
});
export const linkSchema = z.object({ label: text, href, ariaLabel: text.optional() });
const ctaSchema = z.object({ label: text, href: href.optional() });
const featureSchema = z.strictObject({ icon: text, title: text, description: sentence });
const statSchema = z.strictObject({
  value: text,
  label: text,
  countUp: z
    .strictObject({
      to: z.number(),
      decimals: z.number().int().min(0).max(2).optional(),
      prefix: z.string().optional(),
      suffix: z.string().optional(),
    })
    .optional(),
  detail: sentence.optional(),
});
const faqSchema = z.strictObject({ q: z.string().trim().endsWith("?"), a: sentence });
const introSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  description: sentence.optional(),
  footnote: sentence.optional(),
});

export const brandSchema = z.object({
  name: z.literal("NovaLine"),
  wordmark: z.object({ first: z.literal("Nova"), second: z.literal("Line") }),
  liveAiName: z.literal("NovaLine Live"),
  siteUrl: z.url({ protocol: /^https$/ }).regex(/[^/]$/),
  adminUrl: z.url({ protocol: /^https$/ }).regex(/[^/]$/),
  email: z.email(),
  address: z.object({
    locality: z.literal("Ahmedabad"),
    country: z.literal("India"),
    countryCode: z.literal("IN"),
  }),
  social: z
    .array(
      linkSchema.extend({
        network: z.enum(["instagram", "youtube", "x", "facebook", "linkedin", "threads"]),
      }),
    )
    .length(6),
  chat: z.array(linkSchema).length(2),
  logoFallbacks: z.tuple([
    z.literal("/logo.webp"),
    z.literal("/logo.png"),
    z.literal("/favicon.ico"),
  ]),
  claims: z.array(z.object({ id: text, figure: text, text: sentence })).min(11),
});

export const homeSchema = z.object({
  hero: z.object({
    headline: z.object({
      lead: z.literal("Within 45 Days"),
      main: z.literal("Recover upto $10k in Lost Revenue"),
    }),
    subtext: sentence,
    callCta: z.object({
      label: z.literal("Talk to the AI Live"),
      activeLabel: z.literal("End Call"),
      busyLabel: text,
    }),
    roiCta: z.object({ label: z.literal("Calculate ROI"), href: z.literal("/roi") }),
  }),
  marqueeLines: z.array(text).length(4),
  comparisonChat: z.object({
    messages: z
      .array(z.strictObject({ from: z.enum(["traditional", "novaline"]), text: sentence }))
      .length(8)
      .refine(
        (messages) =>
          messages.every((m, i) => m.from === (i % 2 === 0 ? "traditional" : "novaline")),
        {
          message: "messages alternate, starting with the traditional side",
        },
      ),
  }),
  stats: z.array(statSchema).length(4),
  aiVsHuman: z.object({
    ai: z.object({
      figures: z.array(z.object({ value: text, label: text })).length(5),
      link: linkSchema,
    }),
    human: z.object({
      figures: z.array(z.object({ value: text, label: text })).length(4),
      link: linkSchema,
    }),
  }),
  process: z.object({
    intro: introSchema,
    steps: z.array(featureSchema.extend({ number: z.string().regex(/^0\d$/) })).length(4),
  }),
  services: z.object({
    cards: z
      .array(
        z.strictObject({
          id: text,
          icon: text,
          title: text,
          subtitle: text,
          painPoints: z.array(text).min(2),
          solutions: z.array(text).min(2),
          stats: z.array(z.strictObject({ value: text, label: text })).min(1),
          gradient: z.string().regex(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/),
          glowColor: cssColor,
          link: linkSchema,
        }),
      )
      .length(3),
  }),
  roiTeaser: introSchema.extend({
    cta: z.object({ label: z.literal("Calculate Your ROI Now"), href: z.literal("/roi") }),
  }),
  integrations: z.object({
    cards: z
      .array(z.strictObject({ name: text, description: sentence, image: imageSchema }))
      .min(4),
  }),
  transformation: z.object({
    cards: z.array(z.object({ before: sentence, after: sentence, metric: statSchema })).length(3),
    cta: ctaSchema,
  }),
  cta: z.object({
    primary: z.object({ label: z.literal("Tell me more"), href: z.literal("/contact") }),
    secondary: z.object({ label: z.literal("Explore Services"), href: z.literal("/services") }),
  }),
  hiddenNav: z.array(linkSchema).length(3),
});

const industrySchema = z.strictObject({
  key: z.enum(INDUSTRY_KEYS),
  label: text,
  icon: text,
  accent: cssColor,
  illustration: imageSchema.extend({ alt: text }),
  callScenarios: z.tuple([sentence, sentence, sentence]),
  chatScenarios: z.tuple([sentence, sentence, sentence]),
});
export const industriesSchema = z.array(industrySchema).length(9);

const productTestimonialSchema = z.strictObject({
  name: text,
  industry: text,
  avatar: imageSchema.extend({ alt: text }),
  rating: z.literal(5),
  text: sentence,
});
export const productPageSchema = z.object({
  slug: z.enum(["ai-caller", "ai-chatbot"]),
  hero: z.object({
    headline: text,
    tagline: sentence,
    primaryCta: z.object({ label: z.literal("Start Free Trial") }),
    secondaryCta: z.object({ label: z.literal("Watch Demo") }),
    image: imageSchema,
  }),
  howItWorks: z.object({ steps: z.array(featureSchema).length(3) }),
  channels: z.object({ items: z.array(featureSchema).min(3).max(4) }),
  demo: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("call"),
      disclosure: sentence.regex(/\bAI assistant\b/),
      greeting: z.literal("Hello! How can I help you today?"),
      scenarios: z
        .array(z.strictObject({ id: text, label: text, userLine: sentence, aiResponse: sentence }))
        .length(5),
    }),
    z.object({
      kind: z.literal("chat"),
      disclosure: sentence.regex(/\bAI assistant\b/),
      greeting: z.literal("Hi! How can I help you today?"),
      defaultChannel: z.literal("whatsapp"),
      channels: z
        .array(z.object({ key: z.enum(["whatsapp", "website", "instagram", "messenger"]) }))
        .length(4),
      quickReplies: z
        .array(
          z.strictObject({
            id: text,
            label: text,
            message: text,
            aiReply: sentence,
            keywords: z.array(z.string().regex(/^[a-z]+$/)).min(1),
          }),
        )
        .length(5),
      fallbackReply: sentence,
    }),
  ]),
  benefits: z.object({ items: z.array(featureSchema).length(3) }),
  impact: z.object({ figures: z.array(statSchema).length(4) }),
  testimonials: z.object({
    intro: introSchema.extend({ title: z.literal("What Our Clients Say") }),
    items: z.array(productTestimonialSchema).length(4),
  }),
  faq: z.object({ items: z.array(faqSchema).length(4) }),
  stickyCta: z.object({
    label: z.string().startsWith("Get Started with AI "),
    href: z.literal("/booking"),
  }),
});

export const testimonialSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    role: text,
    content: sentence,
    highlight: text,
    rating: z.literal(5),
    industry: z.enum(["dentist", "realtor", "business"]),
    company: z.strictObject({ name: text, logo: imageSchema }),
    video: videoSchema.optional(),
    image: imageSchema.extend({ alt: text }).optional(),
  })
  .refine((t) => !(t.video && t.image), {
    message: "a testimonial has either a video or an image, not both",
  });

export const blogPostSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(20).max(90),
  description: z.string().min(80).max(170),
  date: isoDate,
  updated: isoDate.optional(),
  author: z.strictObject({ id: text, name: text, role: text, avatar: imageSchema }),
  readMinutes: z.number().int().min(3),
  category: z.enum(["Voice AI", "Chatbots", "Scheduling", "Growth", "Industry Guides"]),
  cover: imageSchema.extend({ alt: text }),
  tags: z.array(text).min(2).max(8),
  body: z
    .string()
    .min(4000)
    .refine((body) => !/^#\s/m.test(body), {
      message: "the body has no H1: the page prints the title",
    }),
});

export const pricingSchema = z.object({
  plans: z
    .array(
      z.object({
        id: text,
        name: text,
        description: sentence,
        price: z.number().int().positive(),
        priceSuffix: text,
        usage: sentence,
        features: z.array(text).min(3),
        highlighted: z.boolean(),
        cta: linkSchema,
      }),
    )
    .length(5)
    .refine((plans) => plans.filter((p) => p.highlighted).length === 1, {
      message: "exactly one highlighted plan",
    }),
  maintenance: z.object({
    plans: z
      .array(
        z.object({
          id: text,
          name: text,
          monthlyPrice: z.number().int().positive(),
          features: z.array(text).min(3),
        }),
      )
      .min(2),
  }),
  faq: z.object({ items: z.array(faqSchema).min(3) }),
});

export const legalDocumentSchema = z.strictObject({
  title: text,
  description: sentence,
  lastUpdated: isoDate,
  lastUpdatedLabel: text,
  contentsLabel: text,
  tableLabel: text.regex(/\{section\}/, "names the section with {section}"),
  sections: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), heading: text, body: sentence }))
    .min(8),
});
