import type { Brand } from "./types/index.js";

/**
 * Brand facts: the one place the company's name, wordmark, contact details, social profiles and
 * headline claims are written. Everything else reads them from here.
 * @public
 */
export const brand = {
  name: "NovaLine",
  legalName: "NovaLine AI Technologies Pvt. Ltd.",
  wordmark: { first: "Nova", second: "Line" },
  liveAiName: "NovaLine Live",
  tagline:
    "We tech-enable small and medium businesses and upgrade their customer support with AI voice agents, chatbots and auto scheduling that answer every call and message, day and night.",
  siteUrl: "https://novaline.ai",
  email: "hello@novaline.ai",
  phone: { display: "+91 79 4890 2210", href: "tel:+917948902210" },
  address: {
    streetAddress: "804, Shivalik Shilp, Iskcon Cross Road, S.G. Highway",
    locality: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380015",
    country: "India",
    countryCode: "IN",
  },
  foundedYear: 2023,
  social: [
    {
      network: "instagram",
      icon: "instagram",
      label: "Instagram",
      href: "https://www.instagram.com/novaline.ai",
    },
    {
      network: "youtube",
      icon: "youtube",
      label: "YouTube",
      href: "https://www.youtube.com/@novaline-ai",
    },
    { network: "x", icon: "x-twitter", label: "X (Twitter)", href: "https://x.com/novaline_ai" },
    {
      network: "facebook",
      icon: "facebook",
      label: "Facebook",
      href: "https://www.facebook.com/novaline.ai",
    },
    {
      network: "linkedin",
      icon: "linkedin",
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/novaline-ai",
    },
    {
      network: "threads",
      icon: "threads",
      label: "Threads",
      href: "https://www.threads.net/@novaline.ai",
    },
  ],
  chat: [
    {
      channel: "whatsapp",
      icon: "whatsapp",
      label: "Chat on WhatsApp",
      href: "https://wa.me/917948902210",
    },
    {
      channel: "messenger",
      icon: "messenger",
      label: "Message us on Messenger",
      href: "https://m.me/novaline.ai",
    },
  ],
  logoFallbacks: ["/logo.webp", "/logo.png", "/favicon.ico"],
  claims: [
    {
      id: "revenue",
      figure: "$10k",
      text: "Recover or save up to $10k in lost revenue within 45 days",
    },
    { id: "never-miss", figure: "100%", text: "Never miss a call again" },
    { id: "support", figure: "24/7", text: "24/7 AI-powered support" },
    { id: "scale", figure: "3x", text: "Scale your business 3x faster" },
    {
      id: "unanswered-calls",
      figure: "72%",
      text: "72% of customers leave after an unanswered call",
    },
    { id: "unanswered-chats", figure: "42%", text: "42% of chats go unanswered" },
    { id: "hours-saved", figure: "40+", text: "40+ hours saved every week" },
    { id: "trusted", figure: "120+", text: "Trusted by 120+ businesses" },
    { id: "hipaa", figure: "HIPAA", text: "HIPAA compliant" },
    { id: "trial", figure: "7-day", text: "7-day free trial, no credit card required" },
    { id: "setup", figure: "14 min", text: "Setup in 14 minutes" },
  ],
} as const satisfies Brand;

/**
 * Looks up a headline claim by id.
 * @example claim("trusted").text // "Trusted by 120+ businesses"
 * @public
 */
export function claim(id: (typeof brand.claims)[number]["id"]): (typeof brand.claims)[number] {
  const found = brand.claims.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown claim: ${id}`);
  return found;
}
