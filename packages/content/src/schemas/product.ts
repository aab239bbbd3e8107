import { INDUSTRY_KEYS } from "@novaline/inquiry";
import { z } from "zod";
import {
  callToActionSchema,
  describedImageSchema,
  faqItemSchema,
  featureItemSchema,
  iconNameSchema,
  imageAssetSchema,
  linkSchema,
  sectionIntroSchema,
  sectionIntroShape,
  statFigureSchema,
} from "./media.js";
import { cssColor, sentence, text, type Enum, type Strict } from "./primitives.js";

export type IndustryKeySchema = Enum<typeof INDUSTRY_KEYS>;
export const industryKeySchema: IndustryKeySchema = z.enum(INDUSTRY_KEYS);

export const scenarioTripleSchema = z.tuple([sentence, sentence, sentence]).readonly();
/** Three scenario sentences. @public */
export type ScenarioTriple = z.infer<typeof scenarioTripleSchema>;

const industryShape = {
  key: industryKeySchema,
  label: text,
  icon: iconNameSchema,
  /** Accent colour (CSS colour) of the tab and its illustration. */
  accent: cssColor,
  illustration: describedImageSchema,
  callScenarios: scenarioTripleSchema,
  chatScenarios: scenarioTripleSchema,
};
export type IndustrySchema = Strict<typeof industryShape>;
export const industrySchema: IndustrySchema = z.strictObject(industryShape);
/** One industry of the use-case tabs, with scenarios worded for calls and for chats. @public */
export type Industry = z.infer<typeof industrySchema>;

const callDemoScenarioShape = {
  id: text,
  label: text,
  /** What the caller says. */
  userLine: sentence,
  /** What the AI answers. */
  aiResponse: sentence,
};
export type CallDemoScenarioSchema = Strict<typeof callDemoScenarioShape>;
export const callDemoScenarioSchema: CallDemoScenarioSchema = z.strictObject(callDemoScenarioShape);
/** A scenario of the simulated call demo. @public */
export type CallDemoScenario = z.infer<typeof callDemoScenarioSchema>;

const speakersSchema = z.strictObject({ ai: text, user: text });
/** Says that the assistant is an AI. */
const aiDisclosure = sentence.regex(/\bAI assistant\b/);

const callDemoContentShape = {
  ...sectionIntroShape,
  kind: z.literal("call"),
  startLabel: text,
  endLabel: text,
  restartLabel: text,
  ringingLabel: text,
  inCallLabel: text,
  endedLabel: text,
  pickScenarioLabel: text,
  /**
   * What the agent says before its greeting so the caller knows it is an AI. Shown in the call
   * header; the transcript keeps the spec's three lines.
   */
  disclosure: aiDisclosure,
  greeting: text,
  /** Shown before the call starts, and in the empty transcript. */
  idleLabel: text,
  transcriptEmpty: text,
  /** Accessible name of the conversation and the speakers' names read before each line. */
  transcriptLabel: text,
  speakers: speakersSchema,
  scenarios: z.array(callDemoScenarioSchema).length(5).readonly(),
};
export type CallDemoContentSchema = Strict<typeof callDemoContentShape>;
export const callDemoContentSchema: CallDemoContentSchema = z.strictObject(callDemoContentShape);
/** Copy and timings of the simulated call demo on the AI Caller page. @public */
export type CallDemoContent = z.infer<typeof callDemoContentSchema>;

const CHAT_CHANNEL_KEYS = ["whatsapp", "website", "instagram", "messenger"] as const;
export type ChatChannelKeySchema = Enum<typeof CHAT_CHANNEL_KEYS>;
export const chatChannelKeySchema: ChatChannelKeySchema = z.enum(CHAT_CHANNEL_KEYS);
/** Chat channels of the simulated chat demo. @public */
export type ChatChannelKey = z.infer<typeof chatChannelKeySchema>;

const chatQuickReplyShape = {
  id: text,
  label: text,
  /** The message the visitor sends. */
  message: text,
  /** The AI's answer. */
  aiReply: sentence,
  /** Words that make a typed message get this answer (lowercase). */
  keywords: z
    .array(z.string().regex(/^[a-z]+$/))
    .min(1)
    .readonly(),
};
export type ChatQuickReplySchema = Strict<typeof chatQuickReplyShape>;
export const chatQuickReplySchema: ChatQuickReplySchema = z.strictObject(chatQuickReplyShape);
/** A quick reply button of the chat demo. @public */
export type ChatQuickReply = z.infer<typeof chatQuickReplySchema>;

const chatDemoContentShape = {
  ...sectionIntroShape,
  kind: z.literal("chat"),
  channels: z
    .array(
      z.strictObject({
        key: chatChannelKeySchema,
        label: text,
        icon: iconNameSchema,
        accent: cssColor,
      }),
    )
    .length(4)
    .readonly(),
  defaultChannel: chatChannelKeySchema,
  /** Shown above the conversation so the visitor knows the assistant is an AI. */
  disclosure: aiDisclosure,
  greeting: text,
  inputLabel: text,
  inputPlaceholder: text,
  sendLabel: text,
  typingLabel: text,
  /** Accessible name of the conversation and the speakers' names read before each line. */
  transcriptLabel: text,
  speakers: speakersSchema,
  /** Names the group of quick reply buttons. */
  quickRepliesLabel: text,
  /** Names the group of channel buttons. */
  channelsLabel: text,
  quickReplies: z.array(chatQuickReplySchema).length(5).readonly(),
  /** Answer to free-typed messages that match no quick reply. */
  fallbackReply: sentence,
};
export type ChatDemoContentSchema = Strict<typeof chatDemoContentShape>;
export const chatDemoContentSchema: ChatDemoContentSchema = z.strictObject(chatDemoContentShape);
/** Copy and timings of the simulated chat demo on the AI Chatbot page. @public */
export type ChatDemoContent = z.infer<typeof chatDemoContentSchema>;

const productTestimonialShape = {
  name: text,
  industry: text,
  avatar: describedImageSchema,
  rating: z.literal(5),
  text: sentence,
};
export type ProductTestimonialSchema = Strict<typeof productTestimonialShape>;
export const productTestimonialSchema: ProductTestimonialSchema =
  z.strictObject(productTestimonialShape);
/** A testimonial of the product-page carousel. @public */
export type ProductTestimonial = z.infer<typeof productTestimonialSchema>;

const productPageContentShape = {
  slug: z.enum(["ai-caller", "ai-chatbot"]),
  name: text,
  hero: z.strictObject({
    eyebrow: text,
    headline: text,
    tagline: sentence,
    primaryCta: callToActionSchema,
    secondaryCta: callToActionSchema,
    image: imageAssetSchema,
  }),
  howItWorks: z.strictObject({
    intro: sectionIntroSchema,
    steps: z.array(featureItemSchema).length(3).readonly(),
  }),
  channels: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(featureItemSchema).min(3).max(4).readonly(),
  }),
  industries: z.strictObject({ intro: sectionIntroSchema, wording: z.enum(["call", "chat"]) }),
  demo: z.discriminatedUnion("kind", [callDemoContentSchema, chatDemoContentSchema]),
  benefits: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(featureItemSchema).length(3).readonly(),
  }),
  impact: z.strictObject({
    intro: sectionIntroSchema,
    figures: z.array(statFigureSchema).length(4).readonly(),
  }),
  testimonials: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(productTestimonialSchema).length(4).readonly(),
  }),
  faq: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(faqItemSchema).length(4).readonly(),
  }),
  stickyCta: linkSchema,
};
export type ProductPageContentSchema = Strict<typeof productPageContentShape>;
/** A product page with either demo; the type below says which. */
export const productPageContentSchema: ProductPageContentSchema =
  z.strictObject(productPageContentShape);
/** All copy of one product page (AI Caller or AI Chatbot). @public */
export type ProductPageContent<Demo extends CallDemoContent | ChatDemoContent> = Omit<
  z.infer<typeof productPageContentSchema>,
  "demo"
> & { demo: Demo };
