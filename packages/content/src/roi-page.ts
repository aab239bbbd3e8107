import { HOURS_SAVED_PERCENT, LEAD_GROWTH_PERCENT } from "@novaline/roi";
import { homePage } from "./home.js";
import { routes } from "./routes.js";
import type { RoiPageContent } from "./types/index.js";

/**
 * Copy of the ROI calculator (/roi, the landing page and the Pricing teaser). The numbers
 * themselves come from `@novaline/roi`.
 * @public
 */
export const roiPage: RoiPageContent = {
  intro: {
    eyebrow: "ROI calculator",
    title: "See what answering every call and message is worth to you",
    description: `Move the sliders to match your business. The estimate rests on two stated assumptions: ${LEAD_GROWTH_PERCENT}% more leads, because the calls and messages that go unanswered today get an answer, and staff hours saved equal to ${HOURS_SAVED_PERCENT}% of your monthly inquiries.`,
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
      `Extra leads are ${LEAD_GROWTH_PERCENT}% of your monthly inquiries: our assumption for the calls and messages that today go unanswered or get a reply too late.`,
      "Extra customers are those extra leads at your current close rate; we do not assume the AI closes better than your team.",
      "Revenue is customers times your average value per conversion.",
      `Hours saved equal ${HOURS_SAVED_PERCENT}% of your monthly inquiries: we assume about ${(HOURS_SAVED_PERCENT * 60) / 100} minutes of answering, booking and follow-up taken off your team per inquiry, rounded to whole hours.`,
      "These are the calculator's assumptions, not measured results or a promise: your own numbers will differ, and a free trial is the way to measure them.",
    ],
  },
  share: {
    label: "Copy link to these results",
    copiedMessage: "Link copied: anyone who opens it sees these numbers.",
    errorMessage: "Could not copy the link. Copy it from the address bar instead.",
  },
  resetLabel: "Reset to typical values",
  chart: {
    title: "Your month, before and after",
    beforeLabel: "Today",
    afterLabel: "With AI",
    revenueLabel: "Revenue",
    customersLabel: "Customers",
  },
  cta: {
    intro: {
      title: "Want these numbers for real?",
      description:
        "We will build a free demo agent on your own FAQs and show you where the extra revenue comes from.",
    },
    primary: { label: "Book a free demo", href: routes.booking },
    secondary: { label: "See pricing", href: routes.pricing },
  },
};
