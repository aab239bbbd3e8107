import { brand } from "./brand.js";
import type { RouteKey } from "./routes.js";
import type { PageMeta, SiteMeta, StructuredDataFacts } from "./types/index.js";

/**
 * Default page metadata: what a page prints when it sets nothing else.
 * @public
 */
export const siteMeta = {
  siteName: brand.name,
  title: `${brand.name} - Advanced AI Voice Agents & Chatbots`,
  description: `${brand.name} builds AI voice agents, chatbots and auto scheduling that answer every call and message 24/7, book appointments and qualify leads for clinics, realtors and growing businesses. Recover up to $10k in lost revenue within 45 days.`,
  keywords: [
    "AI voice agent",
    "AI receptionist",
    "AI caller",
    "AI chatbot",
    "WhatsApp chatbot",
    "appointment booking AI",
    "auto scheduling",
    "HIPAA compliant AI answering service",
    "AI for dental clinics",
    "AI for real estate",
    "lead qualification",
  ],
  image: "/images/og/default.png",
  type: "website",
  locale: "en_US",
  twitterHandle: "@novaline_ai",
  robots: "index, follow",
  themeColor: { light: "#ffffff", dark: "#0b1026" },
} as const satisfies SiteMeta;

/**
 * Metadata of each page of the route table (blog posts take theirs from the post).
 * @public
 */
export const pageMeta = {
  home: {
    title: siteMeta.title,
    description: siteMeta.description,
    keywords: siteMeta.keywords,
  },
  about: {
    title: `About ${brand.name} - The Team Behind Your AI Front Desk`,
    description: `${brand.name} is a voice-AI studio from Ahmedabad, India, helping 120+ clinics, realtors and service businesses answer every call and message. Meet the team and our story.`,
    keywords: ["about NovaLine", "AI automation agency", "voice AI company India"],
  },
  services: {
    title: `AI Voice Agents, Chatbots & Auto Scheduling Services | ${brand.name}`,
    description:
      "Three services that work together: an AI voice agent for inbound and outbound calls, an advanced chatbot for WhatsApp, Instagram and your website, and auto scheduling that fills your calendar.",
    keywords: [
      "AI voice agent service",
      "chatbot development",
      "auto scheduling",
      "AI receptionist",
    ],
  },
  aiAgentInteraction: {
    title: `AI Voice Agent Interaction: How Our Agents Handle Calls | ${brand.name}`,
    description:
      "See how a NovaLine voice agent answers in under a second, qualifies callers, books appointments and hands off to your team, with a full sample conversation.",
    keywords: ["AI phone agent", "AI call handling", "call transfer AI"],
  },
  chatbotShowcase: {
    title: `Chatbot Showcase: 24/7 Replies on Every Channel | ${brand.name}`,
    description:
      "How our chatbots reply to direct messages and comments on WhatsApp, Instagram, Messenger and your website, follow up automatically and book appointments.",
    keywords: ["WhatsApp chatbot", "Instagram DM automation", "website chat AI"],
  },
  testimonials: {
    title: `Client Testimonials - Real Results, Real Impact | ${brand.name}`,
    description:
      "Dentists, realtors and business owners share how NovaLine's AI voice agents and chatbots recovered lost revenue, cut response times and saved hours every week.",
    keywords: ["NovaLine reviews", "AI receptionist testimonials", "AI voice agent results"],
  },
  pricing: {
    title: `Pricing - One-Time Build, Pay Per Use | ${brand.name}`,
    description:
      "Transparent pricing for AI voice agents and chatbots: a one-time build from $1,000, pay only for the minutes and messages you use, optional maintenance plans. 7-day free trial.",
    keywords: ["AI receptionist pricing", "AI voice agent cost", "chatbot pricing"],
  },
  contact: {
    title: `Contact ${brand.name} - Talk to Our Team`,
    description: `Questions about AI voice agents, chatbots or pricing? Write to ${brand.email} or send us a message. We reply within one business day.`,
    keywords: ["contact NovaLine", "AI voice agent quote"],
  },
  booking: {
    title: `Book a Free 30-Minute Demo | ${brand.name}`,
    description:
      "Pick a time for a free 30-minute consultation: we map your call and message flow, show a live agent built for your business and estimate your ROI. No credit card required.",
    keywords: ["book AI demo", "AI receptionist demo", "free consultation"],
  },
  roi: {
    title: `AI Receptionist ROI Calculator | ${brand.name}`,
    description:
      "Estimate how many extra leads, customers and revenue an AI voice agent and chatbot would bring you each month, and how many staff hours you would save.",
    keywords: ["AI ROI calculator", "missed call revenue calculator", "AI receptionist ROI"],
  },
  aiCaller: {
    title: `AI Caller - An AI Receptionist That Answers Every Call | ${brand.name}`,
    description:
      "NovaLine AI Caller answers every call in under a second, books appointments, qualifies leads and sends texts on phone, WhatsApp and SMS, 24/7. HIPAA compliant. Try a live demo.",
    keywords: ["AI caller", "AI receptionist", "AI answering service", "AI phone agent"],
  },
  aiChatbot: {
    title: `AI Chatbot for WhatsApp, Instagram & Website | ${brand.name}`,
    description:
      "NovaLine AI Chatbot replies instantly to messages and comments on WhatsApp, Instagram, Messenger and your website, books appointments and follows up, 24/7.",
    keywords: ["AI chatbot", "WhatsApp chatbot", "Instagram chatbot", "website chatbot"],
  },
  blog: {
    title: `Blog - Voice AI, Chatbots and Growth Guides | ${brand.name}`,
    description:
      "Practical guides for clinics, realtors and service businesses on AI receptionists, chatbots, scheduling and the numbers behind them.",
    keywords: ["voice AI blog", "AI receptionist guide", "chatbot guide"],
  },
  blogPost: {
    title: `Blog | ${brand.name}`,
    description: "An article from the NovaLine blog.",
    keywords: [],
    type: "article",
  },
  privacyPolicy: {
    title: `Privacy Policy | ${brand.name}`,
    description: `How ${brand.name} collects, uses and protects personal data on this website and in our AI voice and chat services.`,
    keywords: ["privacy policy"],
  },
  landing: {
    title: `Stop Losing Patients to Missed Calls | ${brand.name}`,
    description:
      "Clinics using NovaLine recover up to $10k in lost revenue within 45 days. See it work, calculate your ROI and book a free demo.",
    keywords: ["AI receptionist for clinics", "missed calls dental clinic"],
  },
  adminLogin: {
    title: `Sign in | ${brand.name} Admin`,
    description: `Staff sign-in for ${brand.name}.`,
    keywords: [],
  },
  adminInquiries: {
    title: `Maintenance Inquiries | ${brand.name} Admin`,
    description: "Review and work maintenance inquiries.",
    keywords: [],
  },
} as const satisfies Record<RouteKey, PageMeta>;

/**
 * Facts printed as structured data (JSON-LD) by the pages.
 * @public
 */
export const structuredDataFacts = {
  priceRange: { min: 1000, max: 10000, currency: "USD" },
  offerCount: 5,
  aggregateRating: { ratingValue: 4.9, reviewCount: 500, bestRating: 5, worstRating: 1 },
  serviceTypes: ["AI voice agent", "AI chatbot", "Auto scheduling"],
  areaServed: ["United States", "India", "Canada", "United Kingdom", "Australia"],
} as const satisfies StructuredDataFacts;
