import { brand } from "./brand.js";
import { compliance } from "./compliance.js";
import { facts } from "./facts.js";
import {
  languagesPhrase as languages,
  outboundRules,
  percent,
  resultsVary,
  seconds,
} from "./figures.js";
import { metrics } from "./metrics.js";
import { routes } from "./routes.js";
import type { ServiceDetailContent, ServicesPageContent } from "./types/index.js";
import { artwork } from "./artwork.js";

/** Detail page of the AI voice agent (/services/AIAgentInteraction). */
const aiAgentInteraction: ServiceDetailContent = {
  path: routes.aiAgentInteraction,
  name: "AI Agent Interaction",
  speakers: { ai: "AI receptionist", user: "Caller" },
  hero: {
    eyebrow: "AI Voice Agent",
    title: "An AI Agent That Talks Like Your Best Receptionist",
    description: `${brand.name}'s AI Caller picks up in ${seconds(facts.pickupSeconds)}, replies within ${seconds(facts.replySeconds)} of the caller finishing a sentence, books callers into your calendar and hands the tricky calls to your team, 24/7 and in ${languages}.`,
    image: artwork({
      src: "/images/services/ai-agent-interaction.webp",
      alt: "An AI Caller on a live inbound call, offering a Thursday 4:15 PM appointment and booking it in Open Dental",
      width: 640,
      height: 420,
    }),
  },
  capabilities: {
    intro: {
      eyebrow: "Capabilities",
      title: "Everything a Great Phone Call Needs",
      description:
        "One agent handles the calls your team answers every day, plus the ones nobody is there to take.",
    },
    items: [
      {
        icon: "phone-incoming",
        title: "Inbound calls, 24/7",
        description:
          "Answers your existing number on the first ring, day or night, with unlimited simultaneous calls and no hold queue.",
      },
      {
        icon: "phone-outgoing",
        title: "Outbound follow-ups",
        description: `Calls new web leads within ${facts.speedToLeadSeconds} seconds, confirms tomorrow's appointments and reaches patients who are overdue for a visit, always ${outboundRules}.`,
      },
      {
        icon: "target",
        title: "Lead qualification",
        description:
          "Asks your qualifying questions, such as budget, timeline, insurance or pre-approval, and scores every lead before your team calls back.",
      },
      {
        icon: "calendar-check",
        title: "Appointment booking",
        description:
          "Reads live availability and books, reschedules or cancels in Google Calendar, Calendly, Dentrix, Open Dental or your CRM.",
      },
      {
        icon: "phone-call",
        title: "Smart call transfer",
        description:
          "Transfers emergencies, VIPs and anything sensitive to the right person, with a spoken and written summary so nobody repeats themselves.",
      },
      {
        icon: "languages",
        title: "Multi-language",
        description: `Speaks ${languages}, from English and Spanish to Hindi, and switches mid-call when the caller does.`,
      },
    ],
  },
  workflow: {
    intro: { eyebrow: "How a call flows", title: "From First Ring to Booked Appointment" },
    steps: [
      {
        icon: "phone-incoming",
        title: "The caller dials your number",
        description:
          "Calls forward to your AI agent only when you want: after hours, when lines are busy or all the time.",
      },
      {
        icon: "mic",
        title: `The agent picks up in ${seconds(facts.pickupSeconds)}`,
        description:
          "A natural voice greets the caller with your business name, says it is your AI assistant and recognizes returning customers.",
      },
      {
        icon: "brain",
        title: "It understands and acts",
        description:
          "It answers questions from your knowledge base, checks availability and books, or transfers when a human is needed.",
      },
      {
        icon: "database",
        title: "Your team gets the summary",
        description:
          "Recording, transcript, caller details and outcome land in your CRM and inbox within seconds of hanging up.",
      },
    ],
  },
  sampleConversation: {
    intro: {
      eyebrow: "One call, step by step",
      title: "Hear How a Real Booking Sounds",
      description:
        "An after-hours call to a dental clinic, answered and booked in under two minutes. Beside each line: what the agent is doing behind the scenes.",
    },
    notesLabel: "Behind the scenes",
    lines: [
      {
        from: "ai",
        at: "0:00",
        text: "Thank you for calling Lakeview Dental. This is Ava, the practice's AI assistant. How can I help you today?",
        note: {
          title: "Greeting and AI disclosure",
          text: `Picks up in ${seconds(facts.pickupSeconds)} on the clinic's own number, greets the caller with the practice name and says it is an AI assistant before anything else.`,
        },
      },
      {
        from: "user",
        at: "0:05",
        text: "Hi, I chipped a tooth last night and I'd like to see Dr. Patel before Friday if I can.",
        note: {
          title: "Understanding intent",
          text: "Hears a booking request with a preferred dentist and a deadline, and flags a possible dental injury for the clinic's triage rules.",
        },
      },
      {
        from: "ai",
        at: "0:12",
        text: "I'm sorry to hear that. So I can route you correctly: are you in severe pain, bleeding or swelling right now? If so, I'll connect you to the on-call dentist.",
        note: {
          title: "Urgent calls go to a human",
          text: "The clinic's triage questions come first. A yes would transfer the call live to the on-call dentist, with a spoken summary, instead of booking. The agent asks; it never diagnoses.",
        },
      },
      { from: "user", at: "0:21", text: "No, nothing like that. It's just chipped." },
      {
        from: "ai",
        at: "0:24",
        text: "Thanks for checking. Dr. Patel has Thursday at 4:15 PM open. Would that work for you?",
        note: {
          title: "Looking up availability",
          text: `Reads Dr. Patel's live schedule in Open Dental and offers the first slot before Friday, replying within ${seconds(facts.replySeconds)} of the caller finishing a sentence.`,
        },
      },
      {
        from: "user",
        at: "0:31",
        text: "Thursday at 4:15 is perfect. Do you take Delta Dental?",
      },
      {
        from: "ai",
        at: "0:35",
        text: "Yes, we're in network with Delta Dental PPO. May I have your full name and date of birth to find your file?",
        note: {
          title: "Answering FAQs",
          text: "Insurance networks, prices, hours and policies come only from the clinic's approved knowledge base. A question outside it is passed to the team, not guessed.",
        },
      },
      { from: "user", at: "0:44", text: "Maria Gonzalez, March 14, 1988." },
      {
        from: "ai",
        at: "0:49",
        text: "Thank you, Maria. You're booked with Dr. Patel on Thursday at 4:15 PM. I'll text you a confirmation now and a reminder the day before. If anything changes before then, call back and I'll put you through to the on-call dentist.",
        note: {
          title: "Booking into the calendar and CRM",
          text: "Matches Maria's patient record, writes the appointment into Open Dental and queues the text confirmation she agreed to, all before she hangs up.",
        },
      },
      { from: "user", at: "1:04", text: "Great, thank you so much!" },
    ],
  },
  afterwards: {
    intro: {
      eyebrow: "After the call",
      title: "Hang Up, and Everything Is Already Done",
      description:
        "The seconds after a call are where front desks lose the most time. The agent does that work for you.",
    },
    items: [
      {
        icon: "send",
        title: "Confirmation by text or email",
        description:
          "The caller gets the date, time, address and a link to reschedule within seconds, and a reminder the day before if they agreed to receive one.",
      },
      {
        icon: "database",
        title: "Summary in your CRM",
        description:
          "Caller details, intent, outcome, a short summary and the transcript are attached to the contact in your CRM or practice software.",
      },
      {
        icon: "user-check",
        title: "Hand-offs your team can act on",
        description:
          "Transferred calls, complaints and callback requests reach the right person by email or text, with the summary, so nobody asks the caller to repeat themselves.",
      },
      {
        icon: "bar-chart",
        title: "Analytics you can read",
        description:
          "Calls answered, bookings, transfers, after-hours volume and the most asked questions, by day and by location, in your dashboard.",
      },
    ],
  },
  assurances: {
    intro: {
      eyebrow: "Before you trust it with your phones",
      title: "Speed, Languages and Compliance, Built In",
    },
    items: [
      {
        icon: "timer",
        title: "Fast enough to feel natural",
        description: `Picks up in ${seconds(facts.pickupSeconds)} and starts replying within ${seconds(facts.replySeconds)} of the caller finishing a sentence. Callers can interrupt it, just as they would a person.`,
      },
      {
        icon: "languages",
        title: `Fluent in ${languages}`,
        description:
          "Greets callers in your main language and switches mid-call when they do, with English summaries for your team.",
      },
      {
        icon: "shield-check",
        title: "Always says it is an AI",
        description: compliance.aiDisclosure,
      },
      {
        icon: "heart-pulse",
        title: "Ready for healthcare",
        description: `${compliance.baa} ${compliance.noMedicalAdvice}`,
      },
      {
        icon: "phone-outgoing",
        title: "Outbound calls by the rules",
        description: compliance.outboundCalls,
      },
      {
        icon: "credit-card",
        title: "No card numbers by voice",
        description: compliance.payments,
      },
    ],
  },
  outcomes: [
    metrics.callsAnswered,
    metrics.callBookingsIncrease,
    metrics.missedCallsReduction,
    metrics.replyTime,
  ],
  faq: [
    {
      q: "Will callers know they're talking to an AI?",
      a: `Yes, always. ${compliance.aiDisclosure} You choose its name and voice, not whether it discloses.`,
    },
    {
      q: "Can I keep my existing phone number?",
      a: "Yes. You forward calls from your current number, either all the time, after hours or only when your lines are busy. Nothing changes for your callers.",
    },
    {
      q: "What happens with emergencies or angry callers?",
      a: "You decide the rules. Emergencies, complaints and anything the agent is unsure about are transferred live to your team or on-call number with a summary, or a callback is booked.",
    },
    {
      q: "How do you handle HIPAA?",
      a: `${compliance.baa} ${compliance.phiStorage} Access is role-based and audited. ${compliance.noMedicalAdvice}`,
    },
  ],
  cta: {
    intro: {
      title: "Hear It Answer Your Own Calls",
      description: `Book a ${facts.consultationMinutes}-minute demo and we'll set up an agent for your business live on the call.`,
    },
    primary: { label: "Book a Demo", href: routes.booking },
    secondary: { label: "See the AI Caller", href: routes.aiCaller },
  },
};

/** Detail page of the advanced chatbot (/services/ChatbotShowcase). */
const chatbotShowcase: ServiceDetailContent = {
  path: routes.chatbotShowcase,
  name: "Chatbot Showcase",
  speakers: { ai: "AI assistant", user: "Customer" },
  hero: {
    eyebrow: "Advanced Chatbot",
    title: "Instant Answers on Every Channel Your Customers Use",
    description: `${brand.name}'s AI chat agent replies in seconds on WhatsApp, Instagram, Messenger and your website, books appointments, takes deposits and follows up, so no message waits until Monday.`,
    image: artwork({
      src: "/images/services/chatbot-showcase.webp",
      alt: "A chatbot booking a Saturday balayage appointment and sending a deposit link, with WhatsApp, Instagram, Messenger and website channels",
      width: 640,
      height: 420,
    }),
  },
  capabilities: {
    intro: {
      eyebrow: "Capabilities",
      title: "More Than an FAQ Bot",
      description:
        "It holds real conversations, takes action in your tools and knows when to bring in a person.",
    },
    items: [
      {
        icon: "message-circle",
        title: "Every messaging channel",
        description:
          "WhatsApp, Instagram direct messages and comments, Facebook Messenger and a chat widget for your website, in one inbox.",
      },
      {
        icon: "clock",
        title: "24/7 replies in seconds",
        description: `Answers at 11 PM on a Sunday as well as at noon on a Tuesday, so the ${percent(facts.unansweredChats)} of chats that usually go unanswered get a reply.`,
      },
      {
        icon: "calendar-check",
        title: "Bookings and payments",
        description:
          "Offers open slots, books them in your calendar and sends deposit or payment links through Stripe or Square.",
      },
      {
        icon: "repeat",
        title: "Automatic follow-ups",
        description:
          "Nudges leads who went quiet, sends reminders and asks happy customers for a Google review after their visit, to people who opted in to messages.",
      },
      {
        icon: "database",
        title: "CRM sync",
        description:
          "Creates and updates contacts in HubSpot, GoHighLevel, Salesforce or Shopify, with the full conversation attached.",
      },
      {
        icon: "user-check",
        title: "Human handoff",
        description:
          "Hands the chat to your team with one tap when a customer asks for a person or the question needs a judgment call.",
      },
    ],
  },
  workflow: {
    intro: { eyebrow: "How a chat flows", title: "From First Message to Confirmed Booking" },
    steps: [
      {
        icon: "message-square",
        title: "A customer sends a message",
        description: "On WhatsApp, Instagram, Messenger or your website, at any hour.",
      },
      {
        icon: "zap",
        title: "The agent replies instantly",
        description:
          "It answers with your real prices, services and availability, in the customer's language.",
      },
      {
        icon: "calendar-check",
        title: "It books and collects details",
        description:
          "Slots are booked in your calendar, deposits collected and contact details saved to your CRM.",
      },
      {
        icon: "send",
        title: "It follows up for you",
        description:
          "Reminders, confirmations and review requests go out automatically, on the channel the customer used.",
      },
    ],
  },
  sampleConversation: {
    intro: {
      eyebrow: "One chat, step by step",
      title: "A Saturday Booking, Sorted on Instagram",
      description:
        "A salon's Instagram DM at 10:48 PM, booked and paid without anyone on staff lifting a finger. Beside each message: what the agent is doing behind the scenes.",
    },
    notesLabel: "Behind the scenes",
    lines: [
      {
        from: "user",
        at: "10:48 PM",
        text: "Hi! Any balayage slots this Saturday?",
        note: {
          title: "Understanding intent",
          text: "Recognizes a booking request for a named service and day, from a new contact on Instagram.",
        },
      },
      {
        from: "ai",
        at: "10:48 PM",
        text: "Hi! I'm Glow Studio's AI assistant. Yes, Maria has 10:00 AM or 1:30 PM on Saturday. Balayage takes about 3 hours and starts at $185. Which works better for you?",
        note: {
          title: "AI disclosure and live availability",
          text: "Says it is an AI assistant, then reads the salon's calendar for a 3-hour opening and quotes the approved price list, never a guess.",
        },
      },
      { from: "user", at: "10:49 PM", text: "10 AM please. Can I add a trim?" },
      {
        from: "ai",
        at: "10:49 PM",
        text: "Absolutely, a trim adds 20 minutes and $35. May I have your name and mobile number to hold the slot?",
        note: {
          title: "Lead capture",
          text: "Checks the longer appointment still fits, then asks only for what the booking needs.",
        },
      },
      { from: "user", at: "10:50 PM", text: "Jasmine Lee, 305-555-0142." },
      {
        from: "ai",
        at: "10:50 PM",
        text: "Thanks, Jasmine! You're booked for balayage and a trim with Maria on Saturday at 10:00 AM. A $40 deposit secures the slot, and I've just sent you a secure payment link.",
        note: {
          title: "Booking and deposit",
          text: "Books the slot in the salon's calendar, creates the contact in its CRM and sends a Stripe payment link, so card details never enter the chat.",
        },
      },
      { from: "user", at: "10:53 PM", text: "Paid! Is there parking nearby?" },
      {
        from: "ai",
        at: "10:53 PM",
        text: "Yes, there's free parking right behind the salon. I'll send you a reminder on Friday. See you Saturday!",
        note: {
          title: "Confirmation and FAQ",
          text: "Confirms once the payment arrives, answers from the salon's knowledge base and schedules the reminder Jasmine agreed to.",
        },
      },
    ],
  },
  afterwards: {
    intro: {
      eyebrow: "After the chat",
      title: "The Follow-Up Happens Without You",
      description:
        "Replying is half the job. The agent also remembers, reminds and reports, on the channel the customer chose.",
    },
    items: [
      {
        icon: "send",
        title: "Reminders and confirmations",
        description:
          "Booking details right away and a reminder before the visit, to customers who agreed to receive them, on the channel they used.",
      },
      {
        icon: "database",
        title: "Every lead in your CRM",
        description:
          "Name, contact details, channel, service of interest and the full conversation, created or updated in HubSpot, GoHighLevel, Salesforce or Shopify.",
      },
      {
        icon: "repeat",
        title: "Follow-ups for quiet leads",
        description:
          "A friendly nudge to people who asked about a price and went quiet, within each channel's messaging rules and only to those who opted in.",
      },
      {
        icon: "bar-chart",
        title: "Analytics by channel",
        description:
          "Conversations, bookings, deposits, hand-offs and top questions per channel, so you can see where your customers really talk to you.",
      },
    ],
  },
  assurances: {
    intro: {
      eyebrow: "One brain, every channel",
      title: "The Same Knowledge Everywhere You Talk to Customers",
    },
    items: [
      {
        icon: "brain",
        title: "One knowledge base",
        description:
          "Prices, services, hours and policies live in one place. Update an answer once and every channel uses it from the next message.",
      },
      {
        icon: "languages",
        title: `Fluent in ${languages}`,
        description:
          "Replies in the language the customer writes in and switches when they do, with English summaries for your team.",
      },
      {
        icon: "user-check",
        title: "Hand-off to your staff",
        description:
          "A customer who asks for a person, or a question that needs judgment, goes to your team with the conversation so far, in the same thread.",
      },
      {
        icon: "heart-pulse",
        title: "Careful with health questions",
        description: compliance.messagingApps,
      },
      {
        icon: "credit-card",
        title: "Payments by secure link",
        description: compliance.payments,
      },
      {
        icon: "shield-check",
        title: "Always says it is an AI",
        description: compliance.aiDisclosure,
      },
    ],
  },
  channels: {
    intro: {
      eyebrow: "Channels",
      title: "See It on Each Channel",
      description:
        "The same agent, the same knowledge and the same booking calendar, in the places your customers already message you.",
    },
    label: "Messaging channels",
    conversations: [
      {
        id: "website",
        channel: "Website chat",
        icon: "monitor",
        accent: "#4f46e5",
        context:
          "A dental clinic's website widget, Sunday 9:12 PM: a new patient books a cleaning.",
        lines: [
          { from: "user", text: "Do you take new patients? I need a cleaning." },
          {
            from: "ai",
            text: "Hi, I'm Lakeview Dental's AI assistant. Yes, we welcome new patients! A cleaning and exam takes 60 minutes. Dr. Patel has Tuesday at 8:00 AM or Wednesday at 5:30 PM. Which suits you?",
          },
          { from: "user", text: "Wednesday 5:30." },
          {
            from: "ai",
            text: "You're booked for Wednesday at 5:30 PM. I've emailed you the new-patient forms so you can fill them in before your visit.",
          },
        ],
      },
      {
        id: "whatsapp",
        channel: "WhatsApp",
        icon: "whatsapp",
        accent: "#25d366",
        context: "A real-estate team's WhatsApp Business number: a buyer books a showing.",
        lines: [
          { from: "user", text: "Is the 3-bed on Maple Street still available?" },
          {
            from: "ai",
            text: "Hi! I'm the Harbor Realty AI assistant. Yes, 42 Maple Street is available at $465,000. Are you pre-approved for a mortgage, or would you like an intro to a lender?",
          },
          { from: "user", text: "Pre-approved. Can I see it this weekend?" },
          {
            from: "ai",
            text: "Great! Sophie can show it Saturday at 11:00 AM or Sunday at 2:00 PM. I'll add it to her calendar and send you the address pin.",
          },
        ],
      },
      {
        id: "instagram",
        channel: "Instagram",
        icon: "instagram",
        accent: "#e1306c",
        context: "A comment under a salon's post, answered by direct message.",
        lines: [
          { from: "user", text: "How much is this color? 😍" },
          {
            from: "ai",
            text: "Hi! I'm Glow Studio's AI assistant, replying by DM. That copper gloss starts at $120 and takes about 90 minutes. Would you like to see this week's openings?",
          },
          { from: "user", text: "Yes please, Thursday if possible." },
          {
            from: "ai",
            text: "Maria has Thursday at 3:00 PM. Shall I hold it for you? I just need your name and mobile number.",
          },
        ],
      },
      {
        id: "messenger",
        channel: "Messenger",
        icon: "messenger",
        accent: "#0084ff",
        context: "A restaurant's Facebook page: a party of eight, handed to staff.",
        lines: [
          { from: "user", text: "Can we book for 8 people Friday at 7:30?" },
          {
            from: "ai",
            text: "Hi, I'm Olive & Oak's AI assistant. Friday at 7:30 PM is open for 8 in our garden room. Groups of 8 or more need a quick word with our events team about the set menu.",
          },
          { from: "user", text: "Sure, can someone call me?" },
          {
            from: "ai",
            text: "Of course. I've passed this chat to Daniel on our events team, and he'll message you here within the hour.",
          },
        ],
      },
      {
        id: "sms",
        channel: "SMS",
        icon: "smartphone",
        accent: "#0d9488",
        context: "A reply to an appointment reminder the customer opted in to: a reschedule.",
        lines: [
          {
            from: "ai",
            text: "Hi Jasmine, this is Glow Studio's AI assistant: a reminder of your balayage with Maria tomorrow at 10:00 AM. Reply C to confirm or R to reschedule.",
          },
          { from: "user", text: "R, something came up, sorry!" },
          {
            from: "ai",
            text: "No problem! Maria also has next Saturday at 10:00 AM or Tuesday at 4:00 PM, and your deposit carries over. Which would you like?",
          },
          { from: "user", text: "Next Saturday works." },
        ],
      },
    ],
  },
  outcomes: [
    metrics.chatsAnswered,
    metrics.chatBookingsIncrease,
    metrics.missedMessagesReduction,
    metrics.rating,
  ],
  faq: [
    {
      q: "Which channels can the chatbot answer?",
      a: `WhatsApp Business, Instagram direct messages and comments, Facebook Messenger and a chat widget on your website. All conversations appear in one dashboard. ${compliance.messagingApps}`,
    },
    {
      q: "How does it learn about my business?",
      a: "We train it on your website, price list, FAQs and policies during onboarding, and you can update any answer yourself or ask us to, free of charge.",
    },
    {
      q: "Can it take payments or deposits?",
      a: `Yes, through payment links. ${compliance.payments} It confirms the booking once the payment arrives.`,
    },
    {
      q: "Can my team jump into a conversation?",
      a: "At any time. Your team can take over a chat from the dashboard or mobile app, and the agent can hand over automatically based on rules you set.",
    },
  ],
  cta: {
    intro: {
      title: "Answer Every Message in Seconds",
      description: `Book a ${facts.consultationMinutes}-minute demo and see the chatbot answer your own Instagram and WhatsApp questions.`,
    },
    primary: { label: "Book a Demo", href: routes.booking },
    secondary: { label: "See the AI Chatbot", href: routes.aiChatbot },
  },
};

/**
 * Copy of the Services page (/services) and of its two detail pages. The offerings' anchor ids
 * are the targets of the footer's service links.
 * @public
 */
export const servicesPage: ServicesPageContent = {
  hero: {
    eyebrow: "Services",
    title: "AI That Answers, Books and Follows Up for You",
    description: `Three services that work on their own or together: an AI voice agent for your phones, an advanced chatbot for your messages and auto scheduling that keeps your calendar full. HIPAA safeguards and a BAA for healthcare clients, live within ${facts.liveWithinHours} hours for most clients, and built around the tools you already use.`,
    footnote: resultsVary,
  },
  offerings: [
    {
      id: "ai-voice-agent",
      anchorId: "ai-caller-demo",
      icon: "phone-call",
      name: "AI Voice Agent",
      summary: `24/7 intelligent call handling. The AI Caller answers inbound calls, makes outbound follow-ups ${outboundRules}, qualifies leads, books appointments and transfers the calls that need a person.`,
      features: [
        {
          icon: "phone-incoming",
          title: "Inbound and outbound calls",
          description: `Answers every call on the first ring and calls new leads back within ${facts.speedToLeadSeconds} seconds, ${outboundRules}.`,
        },
        {
          icon: "target",
          title: "Lead qualification",
          description:
            "Asks your qualifying questions and sends scored leads to your CRM with a call summary.",
        },
        {
          icon: "calendar-check",
          title: "Appointment booking",
          description:
            "Books, reschedules and cancels directly in your calendar or practice-management system.",
        },
        {
          icon: "phone-outgoing",
          title: "Call transfer",
          description:
            "Warm-transfers urgent or sensitive calls to the right person with a summary.",
        },
        {
          icon: "languages",
          title: "Multi-language",
          description: `Speaks ${languages} and switches mid-call when the caller does.`,
        },
      ],
      outcomes: [metrics.callsAnswered, metrics.callBookingsIncrease, metrics.missedCallsReduction],
      detail: { label: "See a call in action", href: routes.aiAgentInteraction },
      productPage: { label: "Explore the AI Caller", href: routes.aiCaller },
    },
    {
      id: "advanced-chatbot",
      anchorId: "chatbot-showcase",
      icon: "message-circle",
      name: "Advanced Chatbot",
      summary:
        "Instant multi-channel support. The AI chat agent replies to direct messages and comments 24/7, books appointments, takes deposits and follows up with every lead.",
      features: [
        {
          icon: "message-square",
          title: "Direct messages and comments",
          description:
            "Replies on WhatsApp, Instagram, Messenger and your website from one dashboard.",
        },
        {
          icon: "clock",
          title: "24/7 replies",
          description:
            "Answers in seconds at any hour, so late-night leads are booked before competitors wake up.",
        },
        {
          icon: "repeat",
          title: "Follow-ups",
          description:
            "Re-engages quiet leads, sends reminders and asks happy customers for reviews.",
        },
        {
          icon: "credit-card",
          title: "Deposits and payments",
          description:
            "Sends secure payment links and confirms the booking when the payment arrives.",
        },
      ],
      outcomes: [
        metrics.chatsAnswered,
        metrics.chatBookingsIncrease,
        metrics.missedMessagesReduction,
      ],
      detail: { label: "See a chat in action", href: routes.chatbotShowcase },
      productPage: { label: "Explore the AI Chatbot", href: routes.aiChatbot },
    },
    {
      id: "auto-scheduling",
      anchorId: "auto-scheduling",
      icon: "calendar-check",
      name: "Auto Scheduling",
      summary:
        "A calendar that fills and manages itself. Customers book, move and cancel on their own by phone, chat or link, and reminders and waitlists keep no-shows down.",
      features: [
        {
          icon: "calendar-check",
          title: "Self-service booking",
          description: "Customers pick a slot by phone, chat or a booking link, around the clock.",
        },
        {
          icon: "send",
          title: "Reminders and confirmations",
          description:
            "SMS, WhatsApp, email or call reminders 48 and 2 hours before each visit, to customers who opted in, and reminder calls only within calling hours.",
        },
        {
          icon: "calendar-x",
          title: "Waitlist backfill",
          description:
            "Canceled slots are offered within minutes to waitlisted customers who opted in, so chairs and rooms stay full.",
        },
        {
          icon: "plug",
          title: "Calendar sync",
          description:
            "Two-way sync with Google Calendar, Outlook, Calendly, Dentrix, Open Dental and GoHighLevel.",
        },
      ],
      outcomes: [
        metrics.noShowReduction,
        metrics.hoursSavedPerWeek,
        { value: "24/7", label: "online booking" },
      ],
    },
  ],
  process: {
    intro: {
      eyebrow: "How we work",
      title: "From First Call to Live Agent in Four Steps",
      description: `Setup takes ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours.`,
    },
    steps: [
      {
        icon: "target",
        title: "AI Strategy Planning",
        description:
          "We review your call and message volumes, peak hours and goals, and decide which conversations the AI should own.",
      },
      {
        icon: "database",
        title: "Data & Model Design",
        description:
          "We turn your services, prices, policies and FAQs into a knowledge base, and design the questions, voice and handoff rules.",
      },
      {
        icon: "cog",
        title: "AI Development",
        description:
          "We build and connect the agent to your phone line, channels, calendar and CRM, then test it on hundreds of realistic calls.",
      },
      {
        icon: "rocket",
        title: "Deployment & Scale",
        description:
          "Your agent goes live, and we review transcripts weekly to raise booking rates and add new workflows as you grow.",
      },
    ],
  },
  industries: {
    eyebrow: "Industries",
    title: "Built for Businesses That Live on the Phone",
    description:
      "Healthcare, beauty and salons, banking and finance, real estate, hospitality, education, automotive, e-commerce and logistics: each agent is trained on your industry's questions and workflows.",
  },
  cta: {
    intro: {
      title: "Not Sure Where to Start?",
      description:
        "Tell us how your calls and messages are handled today, and we'll recommend the right mix of voice, chat and scheduling.",
    },
    primary: { label: "Book a Free Consultation", href: routes.booking },
    secondary: { label: "See Pricing", href: routes.pricing },
  },
  breadcrumbLabel: "Breadcrumb",
  details: { aiAgentInteraction, chatbotShowcase },
};
