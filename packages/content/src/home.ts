import { HOURS_SAVED_PERCENT, LEAD_GROWTH_PERCENT } from "@novaline/roi";
import { brand, claim } from "./brand.js";
import { facts } from "./facts.js";
import {
  atLeast,
  languagesPhrase as languages,
  outboundRules,
  percent,
  resultsVary,
  seconds,
  usdThousands,
} from "./figures.js";
import { metrics } from "./metrics.js";
import { routes } from "./routes.js";
import type { HomeContent, HomeSectionIds } from "./types/index.js";
import { artwork } from "./artwork.js";

const sectionIds: HomeSectionIds = {
  aiCallerDemo: "ai-caller-demo",
  chatbotShowcase: "chatbot-showcase",
  roiCalculator: "roi-calculator",
};

/**
 * All copy of the home page, section by section in page order.
 * @public
 */
export const homePage: HomeContent = {
  sectionIds,
  hero: {
    eyebrow: `${brand.liveAiName} · AI voice agents & chatbots`,
    headline: {
      lead: `Within ${facts.revenueRecoveryDays} Days`,
      main: `Recover up to ${usdThousands(facts.revenueRecoveryUsd)} in Lost Revenue`,
    },
    subtext:
      "Convert dead-end engagements into qualified leads with Voice AI and Chatbot: every missed call, unanswered DM and after-hours inquiry picked up in under a second, qualified and booked straight into your calendar.",
    callCta: { label: "Talk to the AI Live", activeLabel: "End Call", busyLabel: "Connecting…" },
    roiCta: { label: "Calculate ROI", href: routes.roi },
    trustLine: `${claim("trusted").text} · ${claim("hipaa").text} · ${claim("trial").text}`,
    preview: {
      caption: "Incoming call · 9:42 pm",
      answered: `Picked up in ${seconds(facts.pickupSeconds)}`,
      turns: [
        {
          from: "ai",
          text: "Hi, this is the AI assistant at Bright Smile Dental. How can I help?",
        },
        { from: "caller", text: "Can I get a cleaning this Saturday?" },
        {
          from: "ai",
          text: "Saturday at 10:30 is free. Shall I book it and text you a confirmation?",
        },
      ],
      outcome: { label: "Appointment", value: "Booked · Sat 10:30" },
    },
  },
  marqueeLines: [
    `Save Up To ${usdThousands(facts.revenueRecoveryUsd)} Within ${facts.revenueRecoveryDays} Days`,
    `Scale Your Business ${facts.scaleMultiplier}x Faster`,
    "Never Miss Any Call Again",
    "24/7 AI-Powered Support Squad",
  ],
  problemSolution: {
    intro: {
      eyebrow: "The problem",
      title: "Every unanswered call is a customer who books somewhere else",
      description: `${percent(facts.callersLostToUnansweredCalls)} of customers leave after an unanswered call and ${percent(facts.unansweredChats)} of chats never get a reply. Your team cannot be on the phone, in the inbox and with the client in front of them at the same time. An AI agent can.`,
    },
    problems: [
      {
        icon: "phone-missed",
        title: "Missed calls after 5 pm",
        description:
          "Evenings and weekends are when people finally have time to call, and when your front desk has gone home.",
      },
      {
        icon: "message-square",
        title: "DMs that wait until Monday",
        description:
          "Instagram and WhatsApp inquiries sit unread for hours; by the time someone replies, the lead has chosen a competitor.",
      },
      {
        icon: "clock",
        title: "Staff stuck on repeat questions",
        description: `Opening hours, prices, directions and rescheduling can eat ${atLeast(facts.hoursSavedPerWeek.value)} hours of skilled staff time a week.`,
      },
    ],
    solutions: [
      {
        icon: "phone-incoming",
        title: "Answered in under a second",
        description: `The AI picks up in ${seconds(facts.pickupSeconds)}, day or night, in ${languages}, introduces itself as your AI assistant and sounds like your best receptionist.`,
      },
      {
        icon: "calendar-check",
        title: "Booked while they are interested",
        description:
          "It checks your live calendar, offers real slots and confirms by text, so interest turns into an appointment on the spot.",
      },
      {
        icon: "user-check",
        title: "Only qualified leads reach you",
        description:
          "Every conversation is summarized in your CRM with the caller's need, budget and urgency; urgent ones are transferred live.",
      },
    ],
    problemsLabel: "Today",
    solutionsLabel: "With an AI agent",
    cta: { label: "See how AI works", href: routes.services },
  },
  comparisonChat: {
    intro: {
      eyebrow: "Why switch",
      title: "Traditional answering services vs. " + brand.name,
      description:
        "The same four conversations every business owner has had with a call center, and how they go with us.",
    },
    traditionalLabel: "Traditional service",
    novalineLabel: brand.name,
    messages: [
      {
        from: "traditional",
        text: "That will be a fixed monthly subscription, whether we take 10 calls or 1,000.",
      },
      {
        from: "novaline",
        text: "You pay per use: only for the minutes and messages your agent actually handles.",
      },
      { from: "traditional", text: "Calls after 6 pm and on weekends carry an after-hours fee." },
      {
        from: "novaline",
        text: "We answer 24/7, nights, weekends and holidays included, at no extra cost.",
      },
      {
        from: "traditional",
        text: "Custom scripts and integrations are a paid professional-services project.",
      },
      {
        from: "novaline",
        text: "Customization is free: your scripts, voice, FAQs and CRM fields, set up by us.",
      },
      {
        from: "traditional",
        text: "Sorry, we have no record of your previous call. Could you explain again?",
      },
      {
        from: "novaline",
        text: "Welcome back, Maria! Last time we booked your cleaning; shall I reschedule it?",
      },
    ],
    showAllLabel: "Show the whole conversation",
  },
  stats: [
    metrics.answerAccuracy,
    { value: "24/7", label: "Availability", detail: "Nights, weekends and holidays included." },
    metrics.pickupTime,
    metrics.languages,
  ],
  aiVsHuman: {
    intro: {
      eyebrow: "AI vs human",
      title: "An AI agent next to your team, not instead of it",
      description:
        "Your AI agent takes the volume, the nights and the repeat questions, so your people spend their time with customers who are ready to buy.",
    },
    ai: {
      title: "AI Agent",
      subtitle: "Voice and chat, always on",
      tone: "ai",
      figures: [
        { icon: "zap", ...metrics.replyTime },
        { icon: "languages", ...metrics.languages },
        { icon: "clock", value: "24/7", label: "Availability" },
        { icon: "target", ...metrics.scriptAdherence },
        { icon: "wallet", ...metrics.costPerConversationReduction },
      ],
      link: { label: "See the AI agent in action", href: routes.aiAgentInteraction },
    },
    human: {
      title: "Human-only front desk",
      subtitle: "Great people, limited hours",
      tone: "human",
      figures: [
        {
          icon: "timer",
          value: "6 min",
          label: "Average wait",
          detail: "Typical peak-hour hold time our clients measured before going live.",
        },
        { icon: "languages", value: "2+", label: "Languages" },
        { icon: "clock", value: "6 hrs", label: "Availability per day on the phones" },
        { icon: "dollar-sign", value: "High", label: "Cost per conversation" },
      ],
      link: { label: "See how the chatbot helps your team", href: routes.chatbotShowcase },
    },
    aiBadge: "AI",
  },
  process: {
    intro: {
      eyebrow: "How we work",
      title: "From first call to live agent in four steps",
      description: `Setup takes ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours; complex integrations take about a week.`,
    },
    steps: [
      {
        number: "01",
        icon: "target",
        title: "AI Strategy Planning",
        description: `A ${facts.consultationMinutes}-minute call to map your calls and messages: what people ask, what you want booked, when to hand off to a human.`,
      },
      {
        number: "02",
        icon: "database",
        title: "Data & Model Design",
        description:
          "We turn your services, prices, policies and FAQs into a knowledge base, choose the voice and write the conversation flows.",
      },
      {
        number: "03",
        icon: "cog",
        title: "AI Development",
        description:
          "We build the agent, connect your calendar, CRM and phone number, and test it against 100+ real call scenarios.",
      },
      {
        number: "04",
        icon: "rocket",
        title: "Deployment & Scale",
        description: `Go live, review transcripts together weekly and, as you grow, add channels, languages and outbound campaigns ${outboundRules}.`,
      },
    ],
    stepLabel: "Step",
  },
  services: {
    intro: {
      eyebrow: "What we build",
      title: "Three services, one always-on front desk",
      description: "Pick one or combine them; they share one knowledge base and one calendar.",
    },
    cards: [
      {
        id: "voice-agent",
        icon: "phone-call",
        title: "AI Voice Agent",
        subtitle: "Inbound and outbound calls that sound human",
        painPoints: ["Missed calls after hours", "Long hold times", "Leads never called back"],
        solutions: [
          "Answers every call on the first ring",
          "Qualifies leads and books appointments",
          "Transfers urgent calls to your team",
          `Speaks ${languages}`,
        ],
        stats: [metrics.callsAnswered, metrics.callBookingsIncrease],
        gradient: "from-indigo-500 to-violet-600",
        glowColor: "rgba(99, 102, 241, 0.45)",
        link: { label: "Explore AI Caller", href: routes.aiCaller },
      },
      {
        id: "chat-agent",
        icon: "message-circle",
        title: "AI Chat Agent",
        subtitle: "DMs, comments and website chat, answered instantly",
        painPoints: ["DMs unanswered for hours", "Comments with no reply", "No follow-up"],
        solutions: [
          "Replies to direct messages and comments 24/7",
          "Works on WhatsApp, Instagram, Messenger and your site",
          "Follows up automatically until they book",
        ],
        stats: [metrics.chatsAnswered, metrics.chatBookingsIncrease],
        gradient: "from-cyan-500 to-blue-600",
        glowColor: "rgba(6, 182, 212, 0.45)",
        link: { label: "Explore AI Chatbot", href: routes.aiChatbot },
      },
      {
        id: "auto-scheduling",
        icon: "calendar-check",
        title: "Auto Scheduling",
        subtitle: "A calendar that fills and confirms itself",
        painPoints: ["Phone tag to find a slot", "No-shows", "Double bookings"],
        solutions: [
          "Books into Google Calendar, Outlook, Calendly or your practice software",
          "Sends reminders by SMS and WhatsApp to customers who opted in",
          "Refills canceled slots from a waitlist",
        ],
        stats: [metrics.noShowReduction, metrics.hoursSavedPerWeek],
        gradient: "from-emerald-500 to-teal-600",
        glowColor: "rgba(16, 185, 129, 0.45)",
        link: { label: "See our services", href: `${routes.services}#auto-scheduling` },
      },
    ],
    painPointsLabel: "Pain points",
    solutionsLabel: "What it does",
  },
  roiTeaser: {
    eyebrow: "ROI calculator",
    title: "What is a missed call costing you?",
    description:
      "Enter your monthly inquiries, what a customer is worth and how many you close. See the extra leads, revenue and staff hours an AI agent brings, in ten seconds.",
    highlights: [
      `Assumes ${LEAD_GROWTH_PERCENT}% more leads once every inquiry is answered`,
      `Assumes staff hours saved equal to ${HOURS_SAVED_PERCENT}% of your monthly inquiries`,
      "Results you can share",
    ],
    cta: { label: "Calculate Your ROI Now", href: routes.roi },
  },
  integrations: {
    intro: {
      eyebrow: "Integrations",
      title: "Plugs into the tools you already use",
      description:
        "No new software for your team: the agent reads and writes where you work today.",
    },
    painPoints: [
      "Leads typed into the CRM by hand",
      "Appointments double-booked across calendars",
      "Call notes lost in sticky notes",
      "Follow-ups that depend on someone remembering",
    ],
    cards: [
      {
        name: "Google Calendar",
        description: "Checks live availability and books, moves or cancels events.",
        image: artwork({
          src: "/images/integrations/google-calendar.webp",
          alt: "Google Calendar integration",
          width: 96,
          height: 96,
        }),
      },
      {
        name: "HubSpot",
        description: "Creates contacts and deals with the call summary and lead score.",
        image: artwork({
          src: "/images/integrations/hubspot.webp",
          alt: "HubSpot integration",
          width: 96,
          height: 96,
        }),
      },
      {
        name: "Salesforce",
        description: "Logs every call and chat on the right lead, account or case.",
        image: artwork({
          src: "/images/integrations/salesforce.webp",
          alt: "Salesforce integration",
          width: 96,
          height: 96,
        }),
      },
      {
        name: "GoHighLevel",
        description: "Moves leads through your pipelines and triggers your workflows.",
        image: artwork({
          src: "/images/integrations/gohighlevel.webp",
          alt: "GoHighLevel integration",
          width: 96,
          height: 96,
        }),
      },
      {
        name: "Calendly",
        description: "Offers your Calendly event types by voice and chat.",
        image: artwork({
          src: "/images/integrations/calendly.webp",
          alt: "Calendly integration",
          width: 96,
          height: 96,
        }),
      },
      {
        name: "Zapier",
        description: "Sends call and chat outcomes to 6,000+ apps without code.",
        image: artwork({
          src: "/images/integrations/zapier.webp",
          alt: "Zapier integration",
          width: 96,
          height: 96,
        }),
      },
    ],
  },
  transformation: {
    intro: {
      eyebrow: "Transformation",
      title: "What changes after you go live",
      description:
        "Medians across clinics, brokerages and salons: their first 90 days with us against the 90 days before.",
      footnote: resultsVary,
    },
    cards: [
      {
        icon: "phone-missed",
        title: "Missed calls",
        before: "1 in 3 calls go to voicemail after hours",
        after: "Every call answered, every caller followed up",
        metric: metrics.missedCallsReduction,
      },
      {
        icon: "calendar-check",
        title: "Bookings",
        before: "Bookings only during office hours",
        after: "Appointments booked at 11 pm on a Sunday",
        metric: metrics.callBookingsIncrease,
      },
      {
        icon: "clock",
        title: "Team time",
        before: "Front desk buried in repeat questions",
        after: "Staff focused on the people in front of them",
        metric: metrics.hoursSavedPerWeek,
      },
    ],
    beforeLabel: "Before",
    afterLabel: "After",
    cta: { label: "Transform My Business" },
  },
  voiceAgent: {
    intro: {
      eyebrow: "Voice agent",
      title: `Talk to ${brand.liveAiName} right now`,
      description:
        "Press the button, allow your microphone and ask anything you would ask a receptionist: opening hours, prices, a booking. Like every agent we build, it tells you it is an AI assistant first.",
    },
    points: [
      {
        icon: "mic",
        title: "Natural voice",
        description: "Interruptible, with sub-second replies.",
      },
      {
        icon: "calendar-check",
        title: "Real bookings",
        description: "Checks availability and confirms by text.",
      },
      {
        icon: "phone-outgoing",
        title: "Live transfer",
        description: "Hands urgent calls to your team with context.",
      },
    ],
    callCta: "Talk to the AI",
    link: { label: "Learn about AI Caller", href: routes.aiCaller },
  },
  chatSupport: {
    intro: {
      eyebrow: "Chat support",
      title: "Every DM and comment answered in seconds",
      description:
        "The same knowledge as your voice agent, on WhatsApp, Instagram, Messenger and your website: it answers, qualifies, books and follows up.",
    },
    points: [
      { icon: "whatsapp", title: "WhatsApp", description: "Replies, reminders and confirmations." },
      {
        icon: "instagram",
        title: "Instagram",
        description: "Direct messages and comments on your posts.",
      },
      {
        icon: "monitor",
        title: "Website",
        description: "A chat widget that books, not just answers.",
      },
    ],
    cta: { label: "Chat with our support bot" },
    link: { label: "Learn about AI Chatbot", href: routes.aiChatbot },
  },
  messagingPlatforms: {
    intro: {
      eyebrow: "Channels",
      title: "One agent, every channel your customers use",
    },
    platforms: [
      {
        name: "WhatsApp",
        image: artwork({
          src: "/images/platforms/whatsapp.webp",
          alt: "WhatsApp",
          width: 64,
          height: 64,
        }),
      },
      {
        name: "Instagram",
        image: artwork({
          src: "/images/platforms/instagram.webp",
          alt: "Instagram",
          width: 64,
          height: 64,
        }),
      },
      {
        name: "Messenger",
        image: artwork({
          src: "/images/platforms/messenger.webp",
          alt: "Messenger",
          width: 64,
          height: 64,
        }),
      },
      {
        name: "SMS",
        image: artwork({
          src: "/images/platforms/sms.webp",
          alt: "SMS text messages",
          width: 64,
          height: 64,
        }),
      },
      {
        name: "Phone",
        image: artwork({
          src: "/images/platforms/phone.webp",
          alt: "Phone calls",
          width: 64,
          height: 64,
        }),
      },
      {
        name: "Website chat",
        image: artwork({
          src: "/images/platforms/web-chat.webp",
          alt: "Website live chat",
          width: 64,
          height: 64,
        }),
      },
    ],
  },
  cta: {
    intro: {
      title: "Ready to never miss a customer again?",
      description: `Tell us about your business and we will show you an agent built for it, live within ${facts.liveWithinHours} hours.`,
    },
    primary: { label: "Tell me more", href: routes.contact },
    secondary: { label: "Explore Services", href: routes.services },
  },
  hiddenNav: [
    { label: "Home", href: routes.home },
    { label: "Blog", href: routes.blog },
    { label: "Services", href: routes.services },
  ],
};
