import { brand, claim } from "./brand.js";
import { facts } from "./facts.js";
import { atLeast, usdThousands } from "./figures.js";
import type { RouteKey } from "./routes.js";
import type { PageMeta, SiteMeta } from "./types/index.js";

const titleSeparator = " | ";

/**
 * A document title: the page's own title, the separator every title uses, then the brand.
 * @example pageTitle("Pricing") // "Pricing | NovaLine"
 * @public
 */
export function pageTitle(title: string): string {
  return `${title}${titleSeparator}${brand.name}`;
}

/**
 * Default page metadata: what a page prints when it sets nothing else.
 * @public
 */
export const siteMeta: SiteMeta = {
  siteName: brand.name,
  title: `${brand.name}${titleSeparator}Advanced AI Voice Agents & Chatbots`,
  titleSeparator,
  canonical: `${brand.siteUrl}/`,
  description: `${brand.name} builds AI voice agents, chatbots and auto scheduling that answer every call and message 24/7, book appointments and qualify leads for clinics, realtors and growing businesses. Recover up to ${usdThousands(facts.revenueRecoveryUsd)} in lost revenue within ${facts.revenueRecoveryDays} days.`,
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
};

/**
 * Metadata of each page of the route table (blog posts take theirs from the post).
 * @public
 */
export const pageMeta: Readonly<Record<RouteKey, PageMeta>> = {
  home: {
    title: siteMeta.title,
    description: siteMeta.description,
    keywords: siteMeta.keywords,
  },
  about: {
    title: pageTitle("About Us: The Team Behind Your AI Front Desk"),
    description: `${brand.name} is a voice-AI studio from Ahmedabad, India, helping ${atLeast(facts.businessesServed)} clinics, realtors and service businesses answer every call and message. Meet the team and our story.`,
    keywords: ["about NovaLine", "AI automation agency", "voice AI company India"],
  },
  services: {
    title: pageTitle("AI Voice Agents, Chatbots & Auto Scheduling Services"),
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
    title: pageTitle("AI Voice Agent Interaction: How Our Agents Handle Calls"),
    description: `See how a ${brand.name} voice agent picks up in under a second, qualifies callers, books appointments and hands off to your team, with a full sample conversation.`,
    keywords: ["AI phone agent", "AI call handling", "call transfer AI"],
  },
  chatbotShowcase: {
    title: pageTitle("Chatbot Showcase: 24/7 Replies on Every Channel"),
    description:
      "How our chatbots reply to direct messages and comments on WhatsApp, Instagram, Messenger and your website, follow up automatically and book appointments.",
    keywords: ["WhatsApp chatbot", "Instagram DM automation", "website chat AI"],
  },
  testimonials: {
    title: pageTitle("Client Testimonials: Real Results, Real Impact"),
    description: `Dentists, realtors and business owners share how ${brand.name}'s AI voice agents and chatbots recovered lost revenue, cut response times and saved hours every week.`,
    keywords: ["NovaLine reviews", "AI receptionist testimonials", "AI voice agent results"],
  },
  pricing: {
    title: pageTitle("Pricing: One-Time Build, Pay Per Use"),
    description: `Transparent pricing for AI voice agents and chatbots: a one-time build from $1,000, pay only for the minutes and messages you use, optional maintenance plans. ${claim("trial").text}.`,
    keywords: ["AI receptionist pricing", "AI voice agent cost", "chatbot pricing"],
  },
  contact: {
    title: pageTitle("Contact Us: Talk to Our Team"),
    description: `Questions about AI voice agents, chatbots or pricing? Write to ${brand.email} or send us a message. We reply within one business day.`,
    keywords: ["contact NovaLine", "AI voice agent quote"],
  },
  booking: {
    title: pageTitle(`Book a Free ${facts.consultationMinutes}-Minute Demo`),
    description: `Pick a time for a free ${facts.consultationMinutes}-minute consultation: we map your call and message flow, show a live agent built for your business and estimate your ROI. No credit card required.`,
    keywords: ["book AI demo", "AI receptionist demo", "free consultation"],
  },
  roi: {
    title: pageTitle("AI Receptionist ROI Calculator"),
    description:
      "Estimate how many extra leads, customers and revenue an AI voice agent and chatbot would bring you each month, and how many staff hours you would save.",
    keywords: ["AI ROI calculator", "missed call revenue calculator", "AI receptionist ROI"],
  },
  aiCaller: {
    title: pageTitle("AI Caller: An AI Receptionist That Answers Every Call"),
    description: `${brand.name} AI Caller picks up every call in under a second, books appointments, qualifies leads and sends texts on phone, WhatsApp and SMS, 24/7. HIPAA safeguards and a BAA for clinics. Try a live demo.`,
    keywords: ["AI caller", "AI receptionist", "AI answering service", "AI phone agent"],
  },
  aiChatbot: {
    title: pageTitle("AI Chatbot for WhatsApp, Instagram & Website"),
    description: `${brand.name} AI Chatbot replies instantly to messages and comments on WhatsApp, Instagram, Messenger and your website, books appointments and follows up, 24/7.`,
    keywords: ["AI chatbot", "WhatsApp chatbot", "Instagram chatbot", "website chatbot"],
  },
  blog: {
    title: pageTitle("Blog: Voice AI, Chatbots and Growth Guides"),
    description:
      "Practical guides for clinics, realtors and service businesses on AI receptionists, chatbots, scheduling and the numbers behind them.",
    keywords: ["voice AI blog", "AI receptionist guide", "chatbot guide"],
  },
  blogPost: {
    title: pageTitle("Blog"),
    description: `An article from the ${brand.name} blog.`,
    keywords: [],
    type: "article",
  },
  privacyPolicy: {
    title: pageTitle("Privacy Policy"),
    description: `How ${brand.name} collects, uses and protects personal data on this website and in our AI voice and chat services.`,
    keywords: ["privacy policy"],
  },
  landing: {
    title: pageTitle("Stop Losing Patients to Missed Calls"),
    description: `Clinics using ${brand.name} can recover up to ${usdThousands(facts.revenueRecoveryUsd)} in lost revenue within ${facts.revenueRecoveryDays} days. See it work, calculate your ROI and book a free demo.`,
    keywords: ["AI receptionist for clinics", "missed calls dental clinic"],
  },
  adminLogin: {
    title: pageTitle("Admin Sign-in"),
    description: `Staff sign-in for ${brand.name}.`,
    keywords: [],
  },
  adminInquiries: {
    title: pageTitle("Admin: Inquiries"),
    description: "Review and work every inquiry and demo request sent from the website.",
    keywords: [],
  },
  adminInquiriesLegacy: {
    title: pageTitle("Admin: Inquiries"),
    description: "Review and work every inquiry and demo request sent from the website.",
    keywords: [],
  },
  adminDoNotCall: {
    title: pageTitle("Admin: Do Not Call"),
    description: "The numbers the phone demo never calls.",
    keywords: [],
  },
  adminInsights: {
    title: pageTitle("Admin: Insights"),
    description: "Leads, the pipeline, response times and phone demos at a glance.",
    keywords: [],
  },
};
