import { brand, claim } from "../brand.js";
import { facts } from "../facts.js";
import { percent, resultsVary } from "../figures.js";
import { metrics } from "../metrics.js";
import { routes } from "../routes.js";
import type { ChatDemoContent, ProductPageContent } from "../types/index.js";
import { aiChatbotFaq } from "./product-faq.js";
import { aiChatbotTestimonials } from "./product-testimonials.js";
import { productFaqIntro, productHeroCtas, productTestimonialsIntro } from "./shared.js";
import { artwork } from "../artwork.js";

/**
 * All copy of the AI Chatbot product page (/ai-chatbot), including the simulated chat demo.
 * @public
 */
export const aiChatbotPage: ProductPageContent<ChatDemoContent> = {
  slug: "ai-chatbot",
  name: "AI Chatbot",
  hero: {
    eyebrow: "AI Chatbot",
    headline: "An AI Chatbot That Replies to Every Message in Seconds",
    tagline: `${percent(facts.unansweredChats)} of chats go unanswered. ${brand.name}'s AI Chatbot replies on WhatsApp, Instagram, Messenger and your website 24/7, books appointments inside the conversation and follows up with leads who opted in until they book. Setup takes ${facts.setupMinutes} minutes of your time, and most clients are live within ${facts.liveWithinHours} hours, with a ${claim("trial").text}.`,
    ...productHeroCtas,
    image: artwork({
      src: "/images/products/ai-chatbot-hero.webp",
      alt: "A chat window where the AI assistant books a facial for Friday at 4:30 PM, next to WhatsApp, Instagram, Messenger and website chat channels",
      width: 640,
      height: 480,
    }),
  },
  howItWorks: {
    intro: {
      eyebrow: "How It Works",
      title: "From First Message to Booked in Three Steps",
      description:
        "Connect your messaging channels once. From then on, every message gets an instant, accurate reply, whoever sends it and whenever they send it.",
    },
    steps: [
      {
        icon: "message-circle",
        title: "Customer Messages",
        description:
          "A customer sends a message on WhatsApp, your website chat or social media, at 2 PM or 2 AM.",
      },
      {
        icon: "bot",
        title: "AI Replies Instantly",
        description:
          "The chatbot replies within seconds, says it is an AI assistant, understands follow-up questions and typos, answers from your own services, prices and policies, and books straight into your calendar.",
      },
      {
        icon: "trending-up",
        title: "You Get Results",
        description:
          "Bookings land in your calendar, leads and full transcripts land in your CRM, and the conversation moves to your team the moment a human is needed.",
      },
    ],
  },
  channels: {
    intro: {
      eyebrow: "Supported Channels",
      title: "One Assistant Across Every Inbox",
      description:
        "The same AI Chatbot, with one knowledge base and one booking flow, replies wherever your customers write to you.",
    },
    items: [
      {
        icon: "whatsapp",
        title: "WhatsApp",
        description:
          "Runs on the official WhatsApp Business API: replies, booking confirmations, and reminders and follow-ups to customers who opted in, in the app they already use. For healthcare clients, health details move to your secure website chat or your team.",
      },
      {
        icon: "monitor",
        title: "Website Live Chat",
        description:
          "A lightweight chat widget in your brand colors that greets visitors, answers questions and captures leads on every page of your site.",
      },
      {
        icon: "instagram",
        title: "Instagram",
        description:
          "Replies to direct messages and to comments on your posts and ads, and moves interested commenters into a DM to book.",
      },
      {
        icon: "messenger",
        title: "Messenger",
        description:
          "Answers Facebook Page messages and click-to-Messenger ads instantly, with the same knowledge and booking flow.",
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Industry Use Cases",
      title: "Built for the Messages Your Business Gets",
      description:
        "See what the AI Chatbot handles in WhatsApp, Instagram and website chat every day for clinics, salons, stores and more.",
    },
    wording: "chat",
  },
  demo: {
    kind: "chat",
    eyebrow: "Interactive Demo",
    title: "See AI Chatbot in Action",
    description:
      "Chat with a simulated med spa assistant. Tap a quick reply or type your own message, and switch channels to see it on WhatsApp, your website, Instagram or Messenger.",
    channels: [
      { key: "whatsapp", label: "WhatsApp", icon: "whatsapp", accent: "#25d366" },
      { key: "website", label: "Website Chat", icon: "monitor", accent: "#4f46e5" },
      { key: "instagram", label: "Instagram", icon: "instagram", accent: "#e1306c" },
      { key: "messenger", label: "Messenger", icon: "messenger", accent: "#0084ff" },
    ],
    defaultChannel: "whatsapp",
    disclosure:
      "You're chatting with Radiance Med Spa's AI assistant. Type \"person\" at any time to reach our front desk.",
    greeting: "Hi! How can I help you today?",
    transcriptLabel: "Conversation",
    speakers: { ai: "Assistant", user: "You" },
    quickRepliesLabel: "Quick replies",
    channelsLabel: "Channel",
    inputLabel: "Your message",
    inputPlaceholder: "Type a message…",
    sendLabel: "Send",
    typingLabel: "AI is typing…",
    quickReplies: [
      {
        id: "book-appointment",
        keywords: ["book", "appointment", "schedule", "slot"],
        label: "Book appointment",
        message: "I'd like to book a HydraFacial this week.",
        aiReply:
          "Great choice! Jessica has Thursday at 11:00 AM or Friday at 4:30 PM open. Which one should I reserve? I'll send a confirmation right away and a reminder the day before.",
      },
      {
        id: "product-info",
        keywords: ["serum", "product", "price", "cost"],
        label: "Product info",
        message: "Can you tell me about your vitamin C serum?",
        aiReply:
          "Our Vitamin C Brightening Serum combines 15% L-ascorbic acid with vitamin E and ferulic acid, and costs $68 for 30 ml. It's fragrance-free. Whether it's right for your skin is a question for our aesthetician, so I can book you a free 15-minute skin consultation, or set a bottle aside for pickup at your next visit.",
      },
      {
        id: "cancel-booking",
        keywords: ["cancel", "reschedule"],
        label: "Cancel booking",
        message: "I need to cancel my appointment on Friday at 2 PM.",
        aiReply:
          "Done, your Friday 2:00 PM appointment is canceled, with no fee since it's more than 24 hours away. Would you like to rebook? Monday at 10:00 AM and Wednesday at 5:30 PM are open.",
      },
      {
        id: "order-status",
        keywords: ["order", "shipping", "delivery", "tracking"],
        label: "Order status",
        message: "Where is my order #48213?",
        aiReply:
          "Order #48213 shipped yesterday with UPS and is out for delivery today, expected by 7 PM. Your tracking number is 1Z999AA10123456784. Is there anything else I can help with?",
      },
      {
        id: "talk-to-human",
        keywords: ["person", "human", "someone", "staff"],
        label: "Talk to human",
        message: "Can I talk to a real person?",
        aiReply:
          "Of course! I'm handing you over to Jessica at our front desk, who usually replies within 5 minutes. She can see our conversation, so you won't need to repeat anything.",
      },
    ],
    fallbackReply:
      "Thanks for your message! I can help with bookings, prices, products, orders and cancellations. Could you tell me a little more, or tap one of the quick replies?",
  },
  benefits: {
    intro: {
      eyebrow: "Why AI Chatbot",
      title: "Why Businesses Switch to AI Chatbot",
    },
    items: [
      {
        icon: "zap",
        title: "Instant Replies",
        description:
          "Every message answered within seconds, day or night, so leads hear back while they're still interested instead of messaging your competitor.",
      },
      {
        icon: "brain",
        title: "Conversational & Smart",
        description:
          "Understands context, typos and follow-up questions, remembers what was said earlier, and answers from your own services, prices and policies rather than generic scripts.",
      },
      {
        icon: "layers",
        title: "Omnichannel Automation",
        description: `One assistant across WhatsApp, Instagram, Messenger and your website, with one knowledge base and one booking flow. Single-location clients report a median ${facts.hoursSavedPerWeek.value} staff hours saved a week.`,
      },
    ],
  },
  impact: {
    intro: {
      eyebrow: "Results",
      title: "AI Chatbot Impact",
      description:
        "Median results of client accounts after handing their inboxes to the AI Chatbot.",
      footnote: resultsVary,
    },
    figures: [
      metrics.chatsAnswered,
      metrics.chatBookingsIncrease,
      metrics.missedMessagesReduction,
      metrics.rating,
    ],
  },
  testimonials: { intro: productTestimonialsIntro, items: aiChatbotTestimonials },
  faq: { intro: productFaqIntro, items: aiChatbotFaq },
  stickyCta: { label: "Get Started with AI Chatbot", href: routes.booking },
};
