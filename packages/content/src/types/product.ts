import type { IndustryKey } from "@novaline/inquiry";
import type {
  CallToAction,
  FaqItem,
  FeatureItem,
  IconName,
  ImageAsset,
  Link,
  SectionIntro,
  StatFigure,
} from "./media.js";

/** Keys of the nine industries, in tab order (the inquiry API's contract names them). @public */
export type { IndustryKey } from "@novaline/inquiry";

/** Three scenario sentences. @public */
export type ScenarioTriple = readonly [string, string, string];

/** One industry of the use-case tabs, with scenarios worded for calls and for chats. @public */
export interface Industry {
  key: IndustryKey;
  label: string;
  icon: IconName;
  /** Accent colour (CSS colour) of the tab and its illustration. */
  accent: string;
  illustration: ImageAsset;
  callScenarios: ScenarioTriple;
  chatScenarios: ScenarioTriple;
}

/** A scenario of the simulated call demo. @public */
export interface CallDemoScenario {
  id: string;
  label: string;
  /** What the caller says. */
  userLine: string;
  /** What the AI answers. */
  aiResponse: string;
}

/** Copy and timings of the simulated call demo on the AI Caller page. @public */
export interface CallDemoContent extends SectionIntro {
  kind: "call";
  startLabel: string;
  endLabel: string;
  restartLabel: string;
  ringingLabel: string;
  inCallLabel: string;
  endedLabel: string;
  pickScenarioLabel: string;
  /**
   * What the agent says before its greeting so the caller knows it is an AI. Shown in the call
   * header; the transcript keeps the spec's three lines.
   */
  disclosure: string;
  greeting: string;
  /** Shown before the call starts, and in the empty transcript. */
  idleLabel: string;
  transcriptEmpty: string;
  /** Accessible name of the conversation and the speakers' names read before each line. */
  transcriptLabel: string;
  speakers: { ai: string; user: string };
  scenarios: readonly CallDemoScenario[];
}

/** Chat channels of the simulated chat demo. @public */
export type ChatChannelKey = "whatsapp" | "website" | "instagram" | "messenger";

/** A quick reply button of the chat demo. @public */
export interface ChatQuickReply {
  id: string;
  label: string;
  /** The message the visitor sends. */
  message: string;
  /** The AI's answer. */
  aiReply: string;
  /** Words that make a typed message get this answer (lowercase). */
  keywords: readonly string[];
}

/** Copy and timings of the simulated chat demo on the AI Chatbot page. @public */
export interface ChatDemoContent extends SectionIntro {
  kind: "chat";
  channels: readonly { key: ChatChannelKey; label: string; icon: IconName; accent: string }[];
  defaultChannel: ChatChannelKey;
  /** Shown above the conversation so the visitor knows the assistant is an AI. */
  disclosure: string;
  greeting: string;
  inputLabel: string;
  inputPlaceholder: string;
  sendLabel: string;
  typingLabel: string;
  /** Accessible name of the conversation and the speakers' names read before each line. */
  transcriptLabel: string;
  speakers: { ai: string; user: string };
  /** Names the group of quick reply buttons. */
  quickRepliesLabel: string;
  /** Names the group of channel buttons. */
  channelsLabel: string;
  quickReplies: readonly ChatQuickReply[];
  /** Answer to free-typed messages that match no quick reply. */
  fallbackReply: string;
}

/** A testimonial of the product-page carousel. @public */
export interface ProductTestimonial {
  name: string;
  industry: string;
  avatar: ImageAsset;
  rating: 5;
  text: string;
}

/** All copy of one product page (AI Caller or AI Chatbot). @public */
export interface ProductPageContent<Demo extends CallDemoContent | ChatDemoContent> {
  slug: "ai-caller" | "ai-chatbot";
  name: string;
  hero: {
    eyebrow: string;
    headline: string;
    tagline: string;
    primaryCta: CallToAction;
    secondaryCta: CallToAction;
    image: ImageAsset;
  };
  howItWorks: { intro: SectionIntro; steps: readonly FeatureItem[] };
  channels: { intro: SectionIntro; items: readonly FeatureItem[] };
  industries: { intro: SectionIntro; wording: "call" | "chat" };
  demo: Demo;
  benefits: { intro: SectionIntro; items: readonly FeatureItem[] };
  impact: { intro: SectionIntro; figures: readonly StatFigure[] };
  testimonials: { intro: SectionIntro; items: readonly ProductTestimonial[] };
  faq: { intro: SectionIntro; items: readonly FaqItem[] };
  stickyCta: Link;
}
