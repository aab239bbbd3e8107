/**
 * A figure measured on our clients' accounts, with what exactly it measures. Pages print the
 * `basis` next to the figure (a footnote or a tooltip), so a reader can tell one figure from
 * another and nobody reads an average as a promise.
 * @public
 */
export interface MeasuredFigure {
  /** The number: a percentage for percentages, otherwise in the unit the name says. */
  value: number;
  /** What the figure measures, on whose data and over which period. */
  basis: string;
}

/**
 * Every number the marketing copy states, defined once. Copy everywhere else is built from
 * these values, so a fact cannot say one thing on one page and another elsewhere.
 * @public
 */
export interface Facts {
  /** Businesses we serve ("120+"). */
  businessesServed: number;
  /** The headline revenue claim: up to this many USD recovered or saved… */
  revenueRecoveryUsd: number;
  /** …within this many days of going live. */
  revenueRecoveryDays: number;
  /** "Scale your business 3x faster". */
  scaleMultiplier: number;
  /** Industry figure: share of callers who leave after an unanswered call, in %. */
  callersLostToUnansweredCalls: number;
  /** Industry figure: share of website and social chats that never get a reply, in %. */
  unansweredChats: number;
  /** Staff hours saved per week (a month counts as four weeks where monthly hours are shown). */
  hoursSavedPerWeek: MeasuredFigure;
  /** Free trial length, in days; no credit card is asked for. */
  freeTrialDays: number;
  /** The client's own time for setup, in minutes (our onboarding call and form). */
  setupMinutes: number;
  /** Most clients answer their first real call within this many hours of kickoff. */
  liveWithinHours: number;
  /** Length of a demo or consultation call, in minutes. */
  consultationMinutes: number;
  /** Languages the agents can speak (every plan). */
  languages: number;
  /** Time from a call or message reaching the agent to the agent picking it up, in seconds. */
  pickupSeconds: number;
  /** Time from the caller finishing a sentence to the agent starting its reply, in seconds. */
  replySeconds: number;
  /** Outbound speed-to-lead: seconds from a consenting lead's request to our call. */
  speedToLeadSeconds: number;
  /** Share of caller questions answered correctly without a handoff, in %. */
  answerAccuracy: MeasuredFigure;
  /** Share of answers that stay within the client's approved scripts and prices, in %. */
  scriptAdherence: MeasuredFigure;
  /** Cost reduction per handled conversation against a staffed call, in %. */
  costPerConversationReduction: MeasuredFigure;
  /** Reduction of clients' total answering costs, in %. */
  answeringCostReduction: MeasuredFigure;
  /** Share of onboarded clients who went live, in %. */
  goLiveSuccessRate: MeasuredFigure;
  /** How many times faster new leads get a first reply. */
  firstReplySpeedup: MeasuredFigure;
  /** Reduction of the average time to respond, in %. */
  responseTimeReduction: MeasuredFigure;
  /** AI Caller: share of forwarded calls answered, in %. */
  callsAnswered: MeasuredFigure;
  /** AI Caller: increase in booked appointments, in %. */
  callBookingsIncrease: MeasuredFigure;
  /** AI Caller: reduction of missed calls, in %. */
  missedCallsReduction: MeasuredFigure;
  /** AI Chatbot: share of chats answered, in %. */
  chatsAnswered: MeasuredFigure;
  /** AI Chatbot: increase in booked appointments, in %. */
  chatBookingsIncrease: MeasuredFigure;
  /** AI Chatbot: reduction of unanswered messages, in %. */
  missedMessagesReduction: MeasuredFigure;
  /** Auto scheduling: reduction of the no-show rate, in %. */
  noShowReduction: MeasuredFigure;
  /** Average client rating, out of 5, and how many reviews it averages. */
  rating: { value: number; reviewCount: number; basis: string };
  /** Days we keep transcripts and logs of calls with our own live demo. */
  demoTranscriptRetentionDays: number;
  /** Years we keep the record that a visitor agreed to a demo call (not the call itself). */
  demoConsentRetentionYears: number;
  /** Months we keep an inquiry (a contact, plan or demo request) and its e-mails after its last change. */
  inquiryRetentionMonths: number;
  /** Year our HIPAA program started; no US patient call reached an agent before it. */
  hipaaProgramYear: number;
}

/** Names of the durations the pages animate or wait for. @public */
export interface Timings {
  /** Home comparison chat: one message revealed every… */
  comparisonRevealMs: number;
  /** Simulated call demo: how long the phone rings before the AI answers. */
  callDemoRingMs: number;
  /** Simulated chat demo: delay before the AI replies. */
  chatDemoReplyMs: number;
  /** Count-up figures: duration of the animation. */
  countUpMs: number;
  /** ROI chart: duration of the bar animation. */
  chartMs: number;
  /**
   * Booking embed: the fallback (a link to the provider's page, another way to reach us) shows
   * when the provider's calendar has not posted a message this long after its frame was made.
   */
  bookingFallbackMs: number;
  /** Footer service links: delay between navigating to /services and scrolling to the anchor. */
  footerScrollDelayMs: number;
  /** Marquee banner: one loop, in seconds, at 768 px and wider. */
  marqueeSeconds: number;
  /** Marquee banner: one loop, in seconds, below 768 px. */
  marqueeNarrowSeconds: number;
}
