import { facts } from "./facts.js";
import { atLeast, percent, usdThousands } from "./figures.js";
import type { Brand, HeadlineClaim, HeadlineClaimId } from "./types/index.js";

/**
 * Brand facts: the one place the company's name, wordmark, contact details, social profiles and
 * headline claims are written. Everything else reads them from here.
 * @public
 */
export const brand: Brand = {
  name: "NovaLine",
  legalName: "NovaLine AI Technologies Pvt. Ltd.",
  wordmark: { first: "Nova", second: "Line" },
  liveAiName: "NovaLine Live",
  tagline:
    "We tech-enable small and medium businesses and upgrade their customer support with AI voice agents, chatbots and auto scheduling that answer every call and message, day and night.",
  siteUrl: "https://novaline.ai",
  adminUrl: "https://admin.novaline.ai",
  apiUrl: "https://api.novaline.ai",
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
      figure: usdThousands(facts.revenueRecoveryUsd),
      text: `Recover or save up to ${usdThousands(facts.revenueRecoveryUsd)} in lost revenue within ${facts.revenueRecoveryDays} days`,
    },
    { id: "never-miss", figure: "24/7", text: "Never miss a call again" },
    { id: "support", figure: "24/7", text: "24/7 AI-powered support" },
    {
      id: "scale",
      figure: `${facts.scaleMultiplier}x`,
      text: `Scale your business ${facts.scaleMultiplier}x faster`,
    },
    {
      id: "unanswered-calls",
      figure: percent(facts.callersLostToUnansweredCalls),
      text: `${percent(facts.callersLostToUnansweredCalls)} of customers leave after an unanswered call`,
    },
    {
      id: "unanswered-chats",
      figure: percent(facts.unansweredChats),
      text: `${percent(facts.unansweredChats)} of chats go unanswered`,
    },
    {
      id: "hours-saved",
      figure: atLeast(facts.hoursSavedPerWeek.value),
      text: `${atLeast(facts.hoursSavedPerWeek.value)} hours saved every week`,
    },
    {
      id: "trusted",
      figure: atLeast(facts.businessesServed),
      text: `Trusted by ${atLeast(facts.businessesServed)} businesses`,
    },
    { id: "hipaa", figure: "HIPAA", text: "HIPAA safeguards and a BAA for every clinic" },
    {
      id: "trial",
      figure: `${facts.freeTrialDays}-day`,
      text: `${facts.freeTrialDays}-day free trial on Starter and Growth builds, no credit card required`,
    },
    {
      id: "setup",
      figure: `${facts.setupMinutes} min`,
      text: `Setup in ${facts.setupMinutes} minutes of your time`,
    },
  ],
};

/**
 * Looks up a headline claim by id.
 * @example claim("trusted").text // "Trusted by 120+ businesses"
 * @public
 */
export function claim(id: HeadlineClaimId): HeadlineClaim {
  const found = brand.claims.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown claim: ${id}`);
  return found;
}
