import { brand } from "./brand.js";
import { demoCallConsent } from "./demo-call-consent.js";
import { routes } from "./routes.js";
import type { DemoCallFormCopy } from "./types/index.js";

const browserDemo = "You can talk to the same AI in your browser right now";

/**
 * The "Get a call from our AI in 30 seconds" form (home page, AI Caller page, Voice Chat widget)
 * and the card that follows the call: its steps, the outcome and what to do instead.
 * @public
 */
export const demoCallForm: DemoCallFormCopy = {
  sectionId: "phone-demo",
  intro: {
    eyebrow: "Hear it on your phone",
    title: "Get a call from our AI in 30 seconds",
    description: `No microphone permission, no app: leave your number and ${brand.liveAiName} rings you, playing the receptionist of the kind of business you pick. Ask it what your customers ask.`,
  },
  points: [
    "One call, to this number, now. Nothing after it",
    "The AI books, answers prices and hours, and takes messages as it would for a client",
    "After the call, book a demo and our team sets it up for your business",
  ],
  title: "Call me now",
  fields: {
    firstName: { label: "First name", placeholder: "As the AI should say it" },
    country: { label: "Country" },
    phone: {
      label: "Phone number",
      placeholder: "Mobile or landline",
      hint: "Pick your country, then type the number as you would dial it at home.",
    },
    industry: { label: "Demo for a business in", placeholder: "Choose an industry" },
  },
  countryGroups: { suggested: "Most callers", all: "All countries" },
  consent: demoCallConsent.text,
  submitLabel: "Call me now",
  submittingLabel: "Placing your call…",
  honeypotLabel: "Leave this field empty",
  statusTitle: "Your demo call",
  steps: {
    queued: "Placing the call",
    ringing: "Ringing",
    "in-progress": "On the call",
    ended: "Ended",
  },
  live: {
    queued: {
      title: "Placing your call…",
      text: "Keep your phone close: it rings {phone} within 30 seconds.",
    },
    ringing: {
      title: "Your phone is ringing",
      text: `Pick up to talk to ${brand.liveAiName}. Ask what your customers ask: a price, your hours, an appointment.`,
    },
    "in-progress": {
      title: "You're on the call",
      text: "Talk as a customer would. Hang up whenever you like: what to do next appears here.",
    },
  },
  ended: {
    title: "Call ended",
    text: "That is what your callers would hear, around the clock.",
    durationLabel: "Call length",
    duration: "{minutes} min {seconds} s",
    durationSeconds: "{seconds} s",
    nextTitle: "What happens next",
    next: [
      "Nothing more from us unless you ask: this was the one call you agreed to.",
      "Book a demo and our team follows up with your services, prices and calendar set up.",
      "Want another go? Talk to the same AI in your browser.",
    ],
  },
  failures: {
    // One message whatever stopped the call (busy, no answer, a number that cannot be called,
    // or one we would not call), so the page never tells a live number from a dead one.
    notReached: {
      title: "The call didn't get through",
      text: `We won't try this number again today; if it was mistyped, change your details. ${browserDemo}, or book a demo and our team will follow up.`,
    },
    notConfirmed: {
      title: "We could not confirm the call",
      text: `Our phone provider did not confirm that it placed the call, so your phone may still ring in the next minute, or not at all. ${browserDemo}, or book a demo with our team.`,
    },
    ipLimit: {
      title: "Too many demo call requests from your connection",
      text: `Please try again in an hour. ${browserDemo}, or book a demo with our team.`,
    },
    minuteCap: {
      title: "We're placing a lot of demo calls right now",
      text: `Please try again in a minute. ${browserDemo}, or book a demo with our team.`,
    },
    countryCap: {
      title: "Today's demo calls to your country are all taken",
      text: `We make a set number of demo calls to each country a day. Please try again tomorrow. ${browserDemo}, or book a demo with our team.`,
    },
    dailyCap: {
      title: "Today's demo calls are all taken",
      text: `We make a set number of demo calls a day, and today's are done. Please try again tomorrow. ${browserDemo}, or book a demo with our team.`,
    },
    outsideHours: {
      title: "It's outside our calling hours for your number",
      text: `We only call between 8:00 and 21:00 at the number's local time. Please try again then. ${browserDemo}, or book a demo with our team.`,
    },
    botCheck: {
      title: "We couldn't check that you're a person",
      text: `The check above the button did not finish. Wait a moment and press Call me now again, or reload the page. ${browserDemo}, or book a demo with our team.`,
    },
    notConfigured: {
      title: "Phone demos are off on this copy of the site",
      text: `It has no phone line connected. ${browserDemo}, or book a demo and we'll call you.`,
    },
    failed: {
      title: "The call couldn't be placed",
      text: `Something went wrong on our side, and no call was made. ${browserDemo}, or book a demo with our team.`,
    },
    network: {
      title: "We couldn't reach our servers",
      text: "Check your connection and press Call me now again: everything you typed is still here.",
    },
    lost: {
      title: "We lost track of the call",
      text: `If your phone rang, the call went ahead. ${browserDemo}, or book a demo with our team.`,
    },
  },
  browserDemoLabel: "Talk to it in your browser",
  bookDemo: { label: "Book a demo", href: routes.booking },
  editLabel: "Change my details",
};
