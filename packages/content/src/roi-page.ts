import { homePage } from "./home.js";
import { routes } from "./routes.js";
import type { RoiPageContent } from "./types/index.js";

/**
 * Copy of the ROI calculator (/roi, the landing page and the Pricing teaser). The numbers
 * themselves come from `@novaline/roi`.
 * @public
 */
export const roiPage = {
  intro: {
    eyebrow: "ROI calculator",
    title: "See what answering every call and message is worth to you",
    description:
      "Move the sliders to match your business. The estimate uses the averages our clients see in their first 45 days: 28% more leads captured because every call and message is answered, and 35% of inquiry handling time taken off your team.",
  },
  sectionId: homePage.sectionIds.roiCalculator,
  inputs: {
    monthlyInquiries: {
      label: "Monthly inquiries",
      help: "Calls, DMs and web chats you receive in a typical month.",
      unit: "count",
    },
    valuePerConversion: {
      label: "Average value per conversion",
      help: "What one new customer is worth to you: a first visit, a listing, an order.",
      unit: "usd",
    },
    closeRatePercent: {
      label: "Close rate",
      help: "Out of 100 inquiries, how many become paying customers today.",
      unit: "percent",
    },
  },
  results: {
    extraLeads: { label: "Extra leads captured", unit: "count" },
    newTotalLeads: { label: "Total leads with AI", unit: "count" },
    currentCustomers: { label: "Customers today", unit: "count" },
    newCustomers: { label: "Customers with AI", unit: "count" },
    extraCustomers: { label: "Extra customers", unit: "count" },
    currentRevenue: { label: "Revenue today", unit: "usd" },
    newRevenue: { label: "Revenue with AI", unit: "usd" },
    revenueGain: { label: "Extra revenue", unit: "usd" },
    hoursSaved: { label: "Staff hours saved", unit: "hours" },
  },
  headlineResult: "revenueGain",
  perMonthLabel: "per month",
  assumptions: {
    title: "How we calculate this",
    items: [
      "Extra leads are 28% of your monthly inquiries: the calls and messages that today go unanswered or get a reply too late.",
      "Extra customers are those extra leads at your current close rate; we do not assume the AI closes better than your team.",
      "Revenue is customers times your average value per conversion.",
      "Hours saved equal 35% of your monthly inquiries: about 21 minutes of answering, booking and follow-up taken off your team per inquiry, rounded to whole hours.",
    ],
  },
  share: {
    label: "Copy link to these results",
    copiedMessage: "Link copied: anyone who opens it sees these numbers.",
    errorMessage: "Could not copy the link. Copy it from the address bar instead.",
  },
  resetLabel: "Reset to typical values",
  cta: {
    intro: {
      title: "Want these numbers for real?",
      description:
        "We will build a free demo agent on your own FAQs and show you where the extra revenue comes from.",
    },
    primary: { label: "Book a free demo", href: routes.booking },
    secondary: { label: "See pricing", href: routes.pricing },
  },
} as const satisfies RoiPageContent;
