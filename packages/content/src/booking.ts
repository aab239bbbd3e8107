import { brand } from "./brand.js";
import { facts } from "./facts.js";
import { contactDetailFields, inquiryFormBasics } from "./inquiry-form-copy.js";
import type { BookingContent } from "./types/index.js";

const schedulingUrl = "https://calendly.com/novaline-ai/30min";

/**
 * Copy and settings of the booking section (the /booking page and the landing page's
 * `#calendly-section`): an embedded Calendly calendar with a fallback link.
 * @public
 */
export const booking: BookingContent = {
  sectionId: "calendly-section",
  pageName: "Book a Free Demo",
  intro: {
    eyebrow: "Book a free consultation",
    title: "Talk to an AI Automation Specialist",
    description: `Pick a ${facts.consultationMinutes}-minute slot that suits you. We'll look at how your calls and messages are handled today, show ${brand.name} answering a live call for a business like yours, and map out your first week. Starting your ${facts.freeTrialDays}-day free trial? It starts with this call: we set up your agent on it, no credit card required.`,
  },
  schedulingUrl,
  providerName: "calendly",
  loadingText: "Loading calendar...",
  embedHeight: 750,
  calendarTitle: `Booking calendar: choose a time for your free ${facts.consultationMinutes}-minute consultation`,
  fallback: {
    title: "The calendar is taking a while",
    description: `Our calendar is taking longer than usual to load. Open our booking page to choose a time for a free ${facts.consultationMinutes}-minute call with our team.`,
    note: "No credit card required. Cancel anytime.",
    otherWays: `Rather talk now? Call us on [${brand.phone.display}](${brand.phone.href}) or email [${brand.email}](mailto:${brand.email}).`,
    cta: {
      label: "Book Your Free Consultation",
      href: schedulingUrl,
      ariaLabel: "Book Your Free Consultation (opens our booking page in a new tab)",
    },
  },
  agendaTitle: "What we'll cover",
  agenda: [
    {
      icon: "phone-missed",
      title: "Your missed-call audit",
      description:
        "We estimate how many calls, chats and leads slip through today, and what they are worth to your business each month.",
    },
    {
      icon: "phone-call",
      title: "A live demo on your use case",
      description:
        "Hear an AI agent book an appointment, answer pricing questions and transfer an urgent call, set up for your industry.",
    },
    {
      icon: "plug",
      title: "Your integration plan",
      description:
        "Which calendar, CRM or practice-management system we connect to, from Google Calendar and HubSpot to Dentrix.",
    },
    {
      icon: "rocket",
      title: `Your ${facts.freeTrialDays}-day free trial`,
      description: `We set up your trial on the call. Setup takes ${facts.setupMinutes} minutes of your time and most clients are live within ${facts.liveWithinHours} hours.`,
    },
  ],
  reassurance: [
    { icon: "wallet", label: "Free, with no obligation" },
    { icon: "clock", label: `${facts.consultationMinutes} minutes, at a time that suits you` },
    { icon: "credit-card", label: "No credit card required" },
  ],
  demoForm: {
    title: "No time that suits you?",
    ...inquiryFormBasics,
    description: `Leave your details and we'll email you within one business day to arrange your demo at a time that works for you. ${inquiryFormBasics.description}`,
    fields: {
      ...contactDetailFields,
      company: { label: "Business name (optional)", placeholder: "As your customers know it" },
      message: {
        label: "What should the demo show? (optional)",
        placeholder: "What would you like to see?",
        hint: "Your industry, the calls or messages you'd like handled and the tools you use help us prepare a demo for your business.",
      },
    },
    submitLabel: "Request a demo",
    successTitle: "Thanks, your demo request is in",
    successMessage: `We've sent a copy to your inbox. Someone from the ${brand.name} team will email you within one business day to arrange your demo.`,
    sendAnotherLabel: "Send another request",
    errorMessage: `Sorry, your request could not be sent. Nothing you typed was lost: check your connection and press Request a demo again, or email us at ${brand.email}.`,
    invalidMessage:
      "Your request was not sent: please correct the highlighted fields and press Request a demo again. Nothing you typed was lost.",
    rateLimitedMessage: `We've received several requests from your connection in the last minute, so this one was not sent. Wait a minute and press Request a demo again, or email us at ${brand.email}.`,
    botCheckMessage: `The check that you're a person did not pass, so this was not sent. Nothing you typed was lost: wait a moment and press Request a demo again, or email us at ${brand.email}.`,
    emailSubject: `Demo request for ${brand.name}`,
  },
  alternatives: {
    title: "Rather talk now?",
    description:
      "Prefer a phone call or an email? We reply to every message within one business day.",
    phoneLabel: "Call us",
    emailLabel: "Email us",
  },
  prefill: { email: "", firstName: "", lastName: "", name: "" },
  scheduleTracking: { meeting_type: "consultation" },
};
