import { brand } from "./brand.js";
import { compliance } from "./compliance.js";
import { facts } from "./facts.js";
import { contactDetailFields, inquiryFormBasics } from "./inquiry-form-copy.js";
import { atLeast, usd } from "./figures.js";
import { routes } from "./routes.js";
import type { PricingPageContent, PricingPlan } from "./types/index.js";

/**
 * A plan as written here: its printed price is derived from `price` and `startingPrice`; a plan
 * with `trial` says on its card that the build is paid after the free trial, and its button books
 * the call on which the trial is set up.
 */
type PlanSource = Omit<PricingPlan, "priceLabel" | "cta"> & { startingPrice?: true } & (
    { trial: true; cta?: never } | { trial?: never; cta: PricingPlan["cta"] }
  );

/** What a plan with the free trial says under its price, and the button that starts the trial. */
const trialSuffix = `after a ${facts.freeTrialDays}-day free trial`;
const trialCta = { label: "Book a Trial Setup Call", href: routes.booking };

function toPlan({ startingPrice, trial, cta, ...plan }: PlanSource): PricingPlan {
  return {
    ...plan,
    priceLabel: startingPrice ? `${usd(plan.price)}+` : usd(plan.price),
    priceSuffix: trial ? `${plan.priceSuffix}, ${trialSuffix}` : plan.priceSuffix,
    cta: cta ?? trialCta,
  };
}

/** `["A", "B", "C"]` → `"A, B and C"`. */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}` : names.join("");

/** The five build plans; the three smaller builds come with the free trial. */
const plans = (
  [
    {
      id: "chatbot-starter",
      name: "Chatbot Starter",
      description:
        "An AI chat agent for your website and one messaging channel, for businesses whose leads mostly write first.",
      price: 1000,
      priceSuffix: "one-time build",
      usage: "Pay per use: $0.04 per chat conversation, billed monthly. No minimums.",
      features: [
        "Website chat widget plus WhatsApp, Instagram or Messenger",
        "Trained on your services, prices, hours and FAQs",
        "Appointment booking into Google Calendar or Calendly",
        "Lead capture with email and SMS alerts to your team",
        "Conversation dashboard with full transcripts",
      ],
      highlighted: false,
      trial: true,
    },
    {
      id: "voice-starter",
      name: "Voice Starter",
      description:
        "An AI Caller that answers your main business line 24/7, qualifies callers and books appointments.",
      price: 2500,
      priceSuffix: "one-time build",
      usage: "Pay per use: $0.18 per call minute, billed monthly. No minimums.",
      features: [
        "Inbound calls on your existing number or a new local number",
        "Custom voice, greeting and personality",
        "Booking, rescheduling and cancellations in your calendar",
        "Warm transfer to your team for urgent or sensitive calls",
        "Call recordings, transcripts and summaries",
        "Missed-call text-back for callers who hang up",
      ],
      highlighted: false,
      trial: true,
    },
    {
      id: "growth",
      name: "Growth: Voice + Chat",
      description:
        "Voice and chat agents that share one memory, for clinics, brokerages and salons that want every channel covered.",
      price: 4500,
      priceSuffix: "one-time build",
      usage: "Pay per use: $0.15 per call minute and $0.03 per chat conversation, billed monthly.",
      features: [
        "Everything in Voice Starter and Chatbot Starter",
        "WhatsApp, Instagram DMs and comments, Messenger and web chat",
        "Reminder and follow-up calls to customers who opted in, within calling hours",
        "CRM sync with HubSpot, GoHighLevel, Salesforce or Follow Up Boss",
        "Practice-management sync with Dentrix or Open Dental",
        "Shared memory: callers and chatters recognized across channels",
      ],
      highlighted: true,
      badge: "Most popular",
      trial: true,
    },
    {
      id: "scale",
      name: "Scale",
      description:
        "For multi-location businesses and busy teams: several agents, lead qualification workflows and deeper reporting.",
      price: 7500,
      priceSuffix: "one-time build",
      usage: "Pay per use: $0.12 per call minute and $0.02 per chat conversation, billed monthly.",
      features: [
        "Everything in Growth",
        "Up to 5 locations, numbers or agents with their own scripts",
        `Speed-to-lead calls within ${facts.speedToLeadSeconds} seconds to leads who asked to be called, within calling hours`,
        "Custom workflows through Zapier, webhooks and our API",
        "Weekly performance review with your success manager",
      ],
      highlighted: false,
      cta: { label: "Book a Demo", href: routes.booking },
    },
    {
      id: "enterprise",
      name: "Enterprise",
      description:
        "Custom voice and chat agents for groups, franchises and regulated teams, with compliance and integration work to match.",
      price: 10000,
      startingPrice: true,
      priceSuffix: "starting at, one-time",
      usage:
        "Pay per use at volume rates from $0.09 per call minute, with an annual usage commitment if you want one.",
      features: [
        "Everything in Scale, for unlimited locations",
        "Custom integrations with your EHR, ERP or in-house systems",
        "Data processing agreement, security questionnaires and vendor review support",
        "Dedicated solutions engineer and priority support",
        "Custom data retention, and EU or India data storage for clients outside the US",
      ],
      highlighted: false,
      cta: { label: "Contact Sales", href: routes.contact },
    },
  ] satisfies PlanSource[]
).map(toPlan);
const names = (trial: boolean) =>
  plans.filter((plan) => plan.priceSuffix.endsWith(trialSuffix) === trial).map((plan) => plan.name);

/**
 * Copy of the Pricing page (/pricing): five plans, each a one-time build price plus pay-per-use
 * usage (no fixed subscription), optional monthly maintenance plans, what every plan includes and
 * an FAQ. The lowest and highest plan prices are the price range of the site's structured data.
 * @public
 */
export const pricingPage: PricingPageContent = {
  intro: {
    eyebrow: "Pricing",
    title: "Pay Once to Build It. Pay Only for What It Handles.",
    description:
      "No fixed monthly subscription, no after-hours surcharge and no fee for changes. A one-time build price for your AI agent, then simple per-use billing for the calls and conversations it handles.",
  },
  guarantee: `The ${facts.freeTrialDays}-day free trial, no credit card required, comes with ${listed(names(true))}. Your agent answers your real calls and chats for ${facts.freeTrialDays} days with usage free, and you pay the build only if you keep it; ${listed(names(false))} are custom builds we scope with you first.`,
  plansHeading: "Build plans",
  plans,
  maintenance: {
    intro: {
      eyebrow: "Optional maintenance",
      title: "Keep Your Agents Sharp",
      description:
        "Your agent keeps working without a maintenance plan, and small changes stay free. Maintenance plans add proactive tuning, monitoring and faster support.",
    },
    plans: [
      {
        id: "essential",
        name: "Essential Care",
        description: "Monitoring and monthly tuning for a single agent.",
        monthlyPrice: 149,
        responseTime: "Reply within 1 business day",
        features: [
          "Uptime and call-quality monitoring",
          "Monthly review of transcripts and missed intents",
          "Up to 2 hours of script and workflow updates a month",
          "Email support",
        ],
        highlighted: false,
      },
      {
        id: "professional",
        name: "Professional Care",
        description: "Hands-on optimization for businesses running voice and chat together.",
        monthlyPrice: 349,
        responseTime: "Reply within 4 business hours",
        features: [
          "Everything in Essential Care",
          "Bi-weekly optimization of booking and qualification rates",
          "Up to 6 hours of updates a month, including new workflows",
          "Integration health checks for your CRM and calendar",
          "Email, phone and WhatsApp support",
        ],
        highlighted: true,
      },
      {
        id: "priority",
        name: "Priority Care",
        description: "Round-the-clock cover for high-volume and multi-location teams.",
        monthlyPrice: 699,
        responseTime: "Response within 1 hour, 24/7",
        features: [
          "Everything in Professional Care",
          "24/7 on-call engineer for incidents",
          "Up to 15 hours of updates a month",
          "Quarterly business review with ROI reporting",
          "Named success manager",
        ],
        highlighted: false,
      },
    ],
    perMonthLabel: "per month",
    chooseLabel: "Choose {plan}",
    recommendedLabel: "Recommended",
    cta: { label: "Ask About Maintenance Plans", href: routes.contact },
    form: {
      sectionId: "choose-plan",
      intro: {
        eyebrow: "Choose a maintenance plan",
        title: "Tell Us Which Plan Fits",
        description:
          "Leave your details and the plan you'd like. We confirm what it covers for your agents and send the paperwork within one business day. Nothing is billed until you agree.",
      },
      title: "Your maintenance plan",
      ...inquiryFormBasics,
      fields: {
        ...contactDetailFields,
        plan: { label: "Maintenance plan", placeholder: "Choose a plan" },
      },
      submitLabel: "Request this plan",
      successTitle: "Thanks, your request is on its way",
      successMessage: `We've received your request and sent a copy to your inbox. Someone from the ${brand.name} team will confirm your plan within one business day.`,
      sendAnotherLabel: "Send another request",
      errorMessage: `Sorry, your request could not be sent. Nothing you typed was lost: check your connection and press the button again, or email us at ${brand.email}.`,
      invalidMessage:
        "Your request was not sent: please correct the highlighted fields and press the button again. Nothing you typed was lost.",
      rateLimitedMessage: `We've received several requests from your connection in the last minute, so this one was not sent. Wait a minute and press the button again, or email us at ${brand.email}.`,
      botCheckMessage: `The check that you're a person did not pass, so this was not sent. Nothing you typed was lost: wait a moment and press the button again, or email us at ${brand.email}.`,
      emailSubject: "Maintenance plan request",
    },
  },
  included: {
    intro: {
      eyebrow: "In every plan",
      title: "No Hidden Extras",
      description: "What other providers charge for separately comes standard with every build.",
    },
    items: [
      {
        icon: "sparkles",
        title: "Free customization",
        description:
          "Change scripts, FAQs, voice, prices or opening hours whenever you like. We make the changes at no cost.",
      },
      {
        icon: "clock",
        title: "24/7 at no extra cost",
        description:
          "Nights, weekends and holidays are billed exactly like a Tuesday morning. No after-hours fees.",
      },
      {
        icon: "shield-check",
        title: "HIPAA safeguards and a BAA",
        description: `${compliance.baa} Encryption in transit and at rest, and role-based, audited access.`,
      },
      {
        icon: "brain",
        title: "Remembers every caller",
        description:
          "Returning customers are recognized, and past calls and chats are used to pick up where they left off.",
      },
      {
        icon: "rocket",
        title: `Live within ${facts.liveWithinHours} hours`,
        description: `Setup takes ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours of kickoff.`,
      },
      {
        icon: "languages",
        title: `${atLeast(facts.languages)} languages`,
        description:
          "Every plan speaks every language we support and switches mid-conversation when the customer does.",
      },
      {
        icon: "bar-chart",
        title: "Dashboard and reports",
        description:
          "Recordings, transcripts, bookings and revenue recovered, with a weekly summary sent to your inbox.",
      },
    ],
  },
  faq: {
    intro: {
      eyebrow: "FAQ",
      title: "Pricing Questions, Answered",
    },
    items: [
      {
        q: `How does the ${facts.freeTrialDays}-day free trial work?`,
        a: `The trial comes with ${listed(names(true))}. Book a ${facts.consultationMinutes}-minute setup call: we build a working agent for your business during onboarding and run it on your real calls or chats for ${facts.freeTrialDays} days. No credit card is required, and usage during the trial is free. You only pay the build price if you decide to keep ${brand.name}. ${listed(names(false))} are custom builds, scoped with you on a call before any work starts.`,
      },
      {
        q: "How is usage billed?",
        a: "You pay per call minute or per chat conversation, at your plan's rate, billed monthly in arrears with an itemized invoice. There are no minimums and no monthly subscription. Single-location clinics on our Voice Starter plan typically spend $120 to $400 a month on usage; your dashboard shows the running total every day.",
      },
      {
        q: "Is there a contract or lock-in?",
        a: "No. The build is a one-time payment and usage is month to month. You can pause or switch off your agent at any time, and usage billing stops the same day.",
      },
      {
        q: "Which languages are supported?",
        a: `Every plan includes all ${atLeast(facts.languages)} languages we support, including English, Spanish, Hindi, Gujarati, Mandarin and French, at no extra cost. The agent can switch language mid-conversation, and we test each language you choose with your own scripts before it goes live.`,
      },
      {
        q: "Who owns the data and the recordings?",
        a: "You do. Call recordings, transcripts and contact details belong to your business. You can export them at any time from your dashboard, and we delete them on request or when you leave.",
      },
      {
        q: "What happens after the trial?",
        a: `If you keep your agent, we invoice the one-time build price for your plan and usage billing starts from that day. If you don't, the agent is switched off at the end of day ${facts.freeTrialDays} and the trial data is deleted within 30 days. Nothing is charged either way until you say yes.`,
      },
    ],
  },
};
