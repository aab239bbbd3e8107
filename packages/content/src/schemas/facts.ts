import { z } from "zod";
import { sentence, type Enum, type Strict } from "./primitives.js";

const measuredFigureShape = {
  /** The number: a percentage for percentages, otherwise in the unit the name says. */
  value: z.number(),
  /** What the figure measures, on whose data and over which period. */
  basis: sentence,
};
export type MeasuredFigureSchema = Strict<typeof measuredFigureShape>;
export const measuredFigureSchema: MeasuredFigureSchema = z.strictObject(measuredFigureShape);
/**
 * A figure measured on our clients' accounts, with what exactly it measures. Pages print the
 * `basis` next to the figure (a footnote or a tooltip), so a reader can tell one figure from
 * another and nobody reads an average as a promise.
 * @public
 */
export type MeasuredFigure = z.infer<typeof measuredFigureSchema>;

const factsShape = {
  /** Businesses we serve ("120+"). */
  businessesServed: z.number(),
  /** The headline revenue claim: up to this many USD recovered or saved… */
  revenueRecoveryUsd: z.number(),
  /** …within this many days of going live. */
  revenueRecoveryDays: z.number(),
  /** "Scale your business 3x faster". */
  scaleMultiplier: z.number(),
  /** Industry figure: share of callers who leave after an unanswered call, in %. */
  callersLostToUnansweredCalls: z.number(),
  /** Industry figure: share of website and social chats that never get a reply, in %. */
  unansweredChats: z.number(),
  /** Staff hours saved per week (a month counts as four weeks where monthly hours are shown). */
  hoursSavedPerWeek: measuredFigureSchema,
  /** Free trial length, in days; no credit card is asked for. */
  freeTrialDays: z.number(),
  /** The client's own time for setup, in minutes (our onboarding call and form). */
  setupMinutes: z.number(),
  /** Most clients answer their first real call within this many hours of kickoff. */
  liveWithinHours: z.number(),
  /** Length of a demo or consultation call, in minutes. */
  consultationMinutes: z.number(),
  /** Languages the agents can speak (every plan). */
  languages: z.number(),
  /** Time from a call or message reaching the agent to the agent picking it up, in seconds. */
  pickupSeconds: z.number(),
  /** Time from the caller finishing a sentence to the agent starting its reply, in seconds. */
  replySeconds: z.number(),
  /** Outbound speed-to-lead: seconds from a consenting lead's request to our call. */
  speedToLeadSeconds: z.number(),
  /** Share of caller questions answered correctly without a handoff, in %. */
  answerAccuracy: measuredFigureSchema,
  /** Share of answers that stay within the client's approved scripts and prices, in %. */
  scriptAdherence: measuredFigureSchema,
  /** Cost reduction per handled conversation against a staffed call, in %. */
  costPerConversationReduction: measuredFigureSchema,
  /** Reduction of clients' total answering costs, in %. */
  answeringCostReduction: measuredFigureSchema,
  /** Share of onboarded clients who went live, in %. */
  goLiveSuccessRate: measuredFigureSchema,
  /** How many times faster new leads get a first reply. */
  firstReplySpeedup: measuredFigureSchema,
  /** Reduction of the average time to respond, in %. */
  responseTimeReduction: measuredFigureSchema,
  /** AI Caller: share of forwarded calls answered, in %. */
  callsAnswered: measuredFigureSchema,
  /** AI Caller: increase in booked appointments, in %. */
  callBookingsIncrease: measuredFigureSchema,
  /** AI Caller: reduction of missed calls, in %. */
  missedCallsReduction: measuredFigureSchema,
  /** AI Chatbot: share of chats answered, in %. */
  chatsAnswered: measuredFigureSchema,
  /** AI Chatbot: increase in booked appointments, in %. */
  chatBookingsIncrease: measuredFigureSchema,
  /** AI Chatbot: reduction of unanswered messages, in %. */
  missedMessagesReduction: measuredFigureSchema,
  /** Auto scheduling: reduction of the no-show rate, in %. */
  noShowReduction: measuredFigureSchema,
  /**
   * Average client rating, out of 5, and how many reviews it averages: one per client business,
   * so never more than `businessesServed`.
   */
  rating: z.strictObject({ value: z.number(), reviewCount: z.number().int(), basis: sentence }),
  /** Days we keep transcripts and logs of calls with our own live demo. */
  demoTranscriptRetentionDays: z.number(),
  /** Years we keep the record that a visitor agreed to a demo call (not the call itself). */
  demoConsentRetentionYears: z.number(),
  /** Months we keep an inquiry (a contact, plan or demo request) and its e-mails after its last change. */
  inquiryRetentionMonths: z.number(),
  /** Year our HIPAA program started; no US patient call reached an agent before it. */
  hipaaProgramYear: z.number(),
};
export type FactsSchema = Strict<typeof factsShape>;
export const factsSchema: FactsSchema = z.strictObject(factsShape);
/**
 * Every number the marketing copy states, defined once. Copy everywhere else is built from
 * these values, so a fact cannot say one thing on one page and another elsewhere.
 * @public
 */
export type Facts = z.infer<typeof factsSchema>;

const timingsShape = {
  /** Home comparison chat: one message revealed every… */
  comparisonRevealMs: z.number(),
  /** Simulated call demo: how long the phone rings before the AI answers. */
  callDemoRingMs: z.number(),
  /** Simulated chat demo: delay before the AI replies. */
  chatDemoReplyMs: z.number(),
  /** Count-up figures: duration of the animation. */
  countUpMs: z.number(),
  /** ROI chart: duration of the bar animation. */
  chartMs: z.number(),
  /**
   * Booking embed: the fallback (a link to the provider's page, another way to reach us) shows
   * when the provider's calendar has not posted a message this long after its frame was made.
   */
  bookingFallbackMs: z.number(),
  /** Footer service links: delay between navigating to /services and scrolling to the anchor. */
  footerScrollDelayMs: z.number(),
  /** Marquee banner: one loop, in seconds, at 768 px and wider. */
  marqueeSeconds: z.number(),
  /** Marquee banner: one loop, in seconds, below 768 px. */
  marqueeNarrowSeconds: z.number(),
};
export type TimingsSchema = Strict<typeof timingsShape>;
export const timingsSchema: TimingsSchema = z.strictObject(timingsShape);
/** Names of the durations the pages animate or wait for. @public */
export type Timings = z.infer<typeof timingsSchema>;

const METRIC_KEYS = [
  "businessesServed",
  "languages",
  "setupTime",
  "pickupTime",
  "replyTime",
  "answerAccuracy",
  "scriptAdherence",
  "costPerConversationReduction",
  "answeringCostReduction",
  "goLiveSuccessRate",
  "firstReplySpeedup",
  "responseTimeReduction",
  "callsAnswered",
  "callBookingsIncrease",
  "missedCallsReduction",
  "chatsAnswered",
  "chatBookingsIncrease",
  "missedMessagesReduction",
  "noShowReduction",
  "hoursSavedPerWeek",
  "hoursSavedPerMonth",
  "rating",
  "leadGrowthAssumption",
] as const;
export type MetricKeySchema = Enum<typeof METRIC_KEYS>;
export const metricKeySchema: MetricKeySchema = z.enum(METRIC_KEYS);
/** Keys of the figures the pages state, each with one value, label and unit in `metrics`. @public */
export type MetricKey = z.infer<typeof metricKeySchema>;
