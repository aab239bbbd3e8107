import { brand } from "./brand.js";
import { facts } from "./facts.js";
import { routes } from "./routes.js";
import type { FooterNavigation, HeaderNavigation, VoiceWidgetCopy } from "./types/index.js";

/** Links of the top bar, in order, and its Book Appointment button. @public */
export const headerNavigation: HeaderNavigation = {
  links: [
    { label: "Home", href: routes.home },
    { label: "About", href: routes.about },
    { label: "Services", href: routes.services },
    { label: "Testimonials", href: routes.testimonials },
    { label: "Pricing", href: routes.pricing },
    { label: "Contact", href: routes.contact },
  ],
  cta: { label: "Book Appointment", shortLabel: "Book", href: routes.booking },
  menuLabel: "Menu",
};

/** Footer link sets and copy. @public */
export const footerNavigation: FooterNavigation = {
  tagline: brand.tagline,
  servicesTitle: "Our Services",
  services: [
    {
      label: "AI Voice Agent",
      description: "24/7 intelligent call handling",
      href: routes.services,
      anchorId: "ai-caller-demo",
    },
    {
      label: "Advanced Chatbot",
      description: "Instant multi-channel support",
      href: routes.services,
      anchorId: "chatbot-showcase",
    },
  ],
  contactTitle: "Contact Us",
  quickLinksTitle: "Quick Links",
  quickLinks: [
    { label: "Home", href: routes.home },
    { label: "About", href: routes.about },
    { label: "Services", href: routes.services },
    { label: "Pricing", href: routes.pricing },
    { label: "Contact", href: routes.contact },
    { label: "Book Demo", href: routes.booking },
    { label: "Privacy Policy", href: routes.privacyPolicy },
  ],
  socialTitle: `Follow ${brand.name}`,
  copyright: `© {year} ${brand.name}. All rights reserved.`,
  cookieSettingsLabel: "Cookie settings",
};

/** Copy of the floating Voice Chat widget present on every page. @public */
export const voiceWidget: VoiceWidgetCopy = {
  title: brand.liveAiName,
  openLabel: "Voice Chat",
  closeLabel: "Close voice chat",
  text: "Talk to our AI agent out loud, right here in your browser, or have it call your phone.",
  startLabel: "Talk to the AI",
  endLabel: "End Call",
  connectingLabel: "Connecting…",
  poweredBy: `Powered by ${brand.name} voice AI`,
  live: {
    speaking: `${brand.liveAiName} is speaking…`,
    listening: "Listening: go ahead and talk",
    thinking: `${brand.liveAiName} is thinking…`,
    audioBlocked: {
      text: "Your browser paused the AI's voice until you tap.",
      action: "Tap to hear the AI",
    },
    reconnecting: "Connection lost: reconnecting…",
    volumeLabel: "AI voice level",
    yourVolumeLabel: "Your voice level",
    microphoneLabel: "Microphone",
    muteLabel: "Mute microphone",
    unmuteLabel: "Unmute microphone",
    transcriptLabel: "Live transcript",
    transcriptEmpty: "The conversation appears here as you talk.",
    typeLabel: "Type to the AI",
    typePlaceholder: "Type instead of talking",
    sendLabel: "Send",
    youLabel: "You",
    agentLabel: "AI",
  },
  notConfigured: {
    title: "Talking in the browser isn't available right now",
    description:
      "You can still hear our AI: it can call your phone in about 30 seconds, or book a demo and we'll walk you through it.",
    bookAction: { label: "Book a demo", href: routes.booking },
  },
  booking: {
    title: "Pick a time for your demo",
    text: `Choose a ${facts.consultationMinutes}-minute slot with our team. Your call keeps going while you look.`,
    action: { label: "Open the booking page", href: routes.booking },
    backLabel: "Back to the call",
  },
  phoneDemo: {
    prompt: "No microphone, or somewhere noisy?",
    openLabel: "Get a call on your phone",
    backLabel: "Back to the browser call",
  },
  feedback: {
    title: "How was your call?",
    text: "Optional: a quick rating helps us make the AI better.",
    ratingLegend: "Your rating, from 1 (poor) to 5 (excellent)",
    ratingLabels: ["Poor", "Fair", "Good", "Very good", "Excellent"],
    commentLabel: "Anything to add? (optional)",
    commentPlaceholder: "What worked, or what could be better",
    sendLabel: "Send feedback",
    skipLabel: "Skip",
    sent: {
      title: "Thanks for your feedback",
      text: "It helps us make the AI better.",
      closeLabel: "Close",
    },
    failures: {
      network:
        "We couldn't reach our server, so your feedback wasn't sent. Check your connection and send it again: what you wrote is still here.",
      busy: "Our server is busy right now. Please send it again in a minute.",
      invalid: "Please check the fields marked below.",
      closed: "Feedback on this call was sent a while ago, so it can't be changed now.",
      other: "Your feedback couldn't be saved. Please try again later.",
    },
  },
  resume: {
    rejoining: "Rejoining your call…",
    prompt: `Your call with ${brand.liveAiName} is still on. Rejoin it to keep talking.`,
    action: "Rejoin the call",
    ended: "That call has ended. Start a new one whenever you like.",
  },
};

/** Text of the full-height message shown while a page loads on demand. @public */
export const pageLoadingText = "Loading...";
