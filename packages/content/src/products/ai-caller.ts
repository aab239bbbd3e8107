import { brand, claim } from "../brand.js";
import { facts } from "../facts.js";
import { languagesPhrase, outboundRules, percent, resultsVary } from "../figures.js";
import { metrics } from "../metrics.js";
import { routes } from "../routes.js";
import type { CallDemoContent, ProductPageContent } from "../types/index.js";
import { aiCallerFaq } from "./product-faq.js";
import { aiCallerTestimonials } from "./product-testimonials.js";
import { productFaqIntro, productHeroCtas, productTestimonialsIntro } from "./shared.js";
import { artwork } from "../artwork.js";

/**
 * All copy of the AI Caller product page (/ai-caller), including the simulated call demo.
 * @public
 */
export const aiCallerPage: ProductPageContent<CallDemoContent> = {
  slug: "ai-caller",
  name: "AI Caller",
  hero: {
    eyebrow: "AI Caller",
    headline: "An AI Receptionist That Answers Every Call",
    tagline: `${brand.name}'s AI Caller picks up on the first ring, day or night, introduces itself as your AI assistant, books appointments into your calendar, qualifies new leads and transfers urgent calls to your team, in a natural voice and ${languagesPhrase}. Setup takes ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours, with a ${claim("trial").text}.`,
    ...productHeroCtas,
    image: artwork({
      src: "/images/products/ai-caller-hero.webp",
      alt: "A phone answering an incoming call with the AI receptionist, next to cards showing an appointment booked for Tuesday at 9:30 AM, a new lead added to the CRM and 24/7 availability",
      width: 640,
      height: 480,
    }),
  },
  howItWorks: {
    intro: {
      eyebrow: "How It Works",
      title: "From First Ring to Booked in Three Steps",
      description:
        "Keep your business number. Calls are forwarded to your AI Caller whenever you want it to pick up: after hours, when the line is busy, or all the time.",
    },
    steps: [
      {
        icon: "phone-incoming",
        title: "Customer Calls",
        description:
          "A patient, buyer or client dials your existing business number, at lunch, after 6 PM or on a Sunday morning.",
      },
      {
        icon: "bot",
        title: "AI Answers Instantly",
        description:
          "Your AI Caller picks up on the first ring, understands the request, checks your live calendar and answers in a natural voice, in the caller's language.",
      },
      {
        icon: "calendar-check",
        title: "You Get Results",
        description:
          "The appointment lands in your calendar, the lead lands in your CRM, and you get a call summary and transcript by email or text within seconds.",
      },
    ],
  },
  channels: {
    intro: {
      eyebrow: "Supported Channels",
      title: "One Voice Agent Wherever Customers Call",
      description:
        "The same AI Caller, with the same knowledge of your business, answers your phone line, WhatsApp calls and follow-up texts.",
    },
    items: [
      {
        icon: "phone",
        title: "Phone",
        description: `Answers inbound calls on your existing number through simple call forwarding, and makes outbound reminder, confirmation and follow-up calls ${outboundRules}.`,
      },
      {
        icon: "whatsapp",
        title: "WhatsApp",
        description:
          "Answers WhatsApp voice calls on your business account and sends confirmations, directions and documents as WhatsApp messages.",
      },
      {
        icon: "message-square",
        title: "SMS",
        description:
          "Texts a confirmation after every booked call and a reminder before the visit, to callers who agreed to texts, and keeps the conversation going if the caller replies.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Industry Use Cases",
      title: "Built for the Calls Your Business Gets",
      description:
        "See what the AI Caller handles on the phone every day for clinics, salons, brokerages, hotels and more.",
    },
    wording: "call",
  },
  demo: {
    kind: "call",
    eyebrow: "Interactive Demo",
    title: "See AI Caller in Action",
    description:
      "Start a simulated call to a dental clinic and pick what the caller wants. It runs entirely in your browser, so no microphone is needed.",
    startLabel: "Start Call Demo",
    endLabel: "End Call",
    restartLabel: "Start New Call",
    ringingLabel: "Ringing…",
    inCallLabel: "Connected to AI receptionist",
    endedLabel: "Call ended",
    pickScenarioLabel: "Choose what the caller wants:",
    disclosure:
      "Thanks for calling Brightside Dental. You're speaking with the clinic's AI assistant; I can book, change or cancel visits, or put you through to our team at any time.",
    greeting: "Hello! How can I help you today?",
    idleLabel: "Ready when you are: start the call to ring the clinic.",
    transcriptEmpty: "Once the AI picks up, choose a request and the conversation appears here.",
    transcriptLabel: "Call transcript",
    speakers: { ai: "AI receptionist", user: "Caller" },
    scenarios: [
      {
        id: "book-appointment",
        label: "Book appointment",
        userLine: "Hi, I'd like to book a teeth cleaning next week, preferably in the morning.",
        aiResponse:
          "Dr. Patel has two morning openings next week: Tuesday at 9:30 AM or Thursday at 10:15 AM. Which works better for you? Once you choose, I'll book it and text you a confirmation.",
      },
      {
        id: "ask-hours",
        label: "Ask for hours",
        userLine: "What are your hours? Are you open on Saturday?",
        aiResponse:
          "We're open Monday through Friday from 8 AM to 6 PM, and Saturday from 9 AM to 2 PM. We're closed on Sundays, but I can book you a Saturday slot right now if you'd like.",
      },
      {
        id: "request-callback",
        label: "Request callback",
        userLine: "Can someone from billing call me back about my insurance claim?",
        aiResponse:
          "Absolutely. I've asked Maria, our billing coordinator, to call you back today between 2 and 4 PM at the number you're calling from. I've noted that it's about your insurance claim, so she'll have your file ready.",
      },
      {
        id: "product-inquiry",
        label: "Product inquiry",
        userLine: "Do you offer teeth whitening, and how much does it cost?",
        aiResponse:
          "Yes, we offer in-office whitening for $399, which takes about 90 minutes, and custom take-home trays for $249. New patients get 15% off this month. Would you like me to book a free 15-minute consultation?",
      },
      {
        id: "cancel-booking",
        label: "Cancel booking",
        userLine: "I need to cancel my appointment this Friday at 3 PM.",
        aiResponse:
          "No problem, I've canceled your Friday 3 PM appointment and sent a confirmation text. Would you like to reschedule? I have Monday at 11 AM or Wednesday at 4:30 PM open.",
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Why AI Caller",
      title: "Why Businesses Switch to AI Caller",
    },
    items: [
      {
        icon: "target",
        title: "Never Miss a Lead",
        description: `${percent(facts.callersLostToUnansweredCalls)} of customers leave after an unanswered call. Your AI Caller answers every one on the first ring, even when three come in at once, and logs each lead in your CRM.`,
      },
      {
        icon: "mic",
        title: "Human-Like Experience",
        description: `A natural voice with real pauses and follow-up questions. It replies within ${facts.replySeconds} seconds of the caller finishing a sentence, in their own language, says up front that it is an AI assistant, and puts them through to your team whenever they ask.`,
      },
      {
        icon: "clock",
        title: "24/7 Automation",
        description: `Inbound calls are answered at night, on weekends and on holidays at no extra cost, and reminder and follow-up calls go out on their own ${outboundRules}. Single-location clients report a median ${facts.hoursSavedPerWeek.value} front-desk hours saved a week.`,
      },
    ],
  },
  impact: {
    intro: {
      eyebrow: "Results",
      title: "AI Caller Impact",
      description: "Median results of client accounts after moving their phones to the AI Caller.",
      footnote: resultsVary,
    },
    figures: [
      metrics.callsAnswered,
      metrics.callBookingsIncrease,
      metrics.missedCallsReduction,
      metrics.rating,
    ],
  },
  testimonials: { intro: productTestimonialsIntro, items: aiCallerTestimonials },
  faq: { intro: productFaqIntro, items: aiCallerFaq },
  stickyCta: { label: "Get Started with AI Caller", href: routes.booking },
};
