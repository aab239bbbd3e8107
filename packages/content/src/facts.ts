import type { Facts, Timings } from "./types/index.js";

/**
 * Every number the marketing copy states, defined once. Page copy is built from these values
 * (never re-typed), and the tests fail when a page states a different value for the same fact.
 * Measured figures carry their basis, which pages print beside them.
 * @example `${facts.businessesServed}+ businesses` // "120+ businesses"
 * @public
 */
export const facts: Facts = {
  businessesServed: 120,
  revenueRecoveryUsd: 10_000,
  revenueRecoveryDays: 45,
  scaleMultiplier: 3,
  callersLostToUnansweredCalls: 72,
  unansweredChats: 42,
  hoursSavedPerWeek: {
    value: 40,
    basis:
      "Median front-desk hours per week no longer spent answering, booking and following up, reported by clients with a single location after 90 days.",
  },
  freeTrialDays: 7,
  setupMinutes: 14,
  liveWithinHours: 24,
  consultationMinutes: 30,
  languages: 50,
  pickupSeconds: 0.1,
  replySeconds: 0.3,
  speedToLeadSeconds: 60,
  answerAccuracy: {
    value: 97,
    basis:
      "Share of caller questions answered correctly without a handoff, in our monthly reviews of sampled client transcripts.",
  },
  scriptAdherence: {
    value: 100,
    basis:
      "The agent quotes only the prices, hours and policies you approved; a question outside them is handed to your team, not guessed.",
  },
  costPerConversationReduction: {
    value: 90,
    basis:
      "Usage cost of an average 2-minute call handled by the agent at our per-minute rates, against the same call answered by staff, with 4 minutes of hold and wrap-up, at a loaded $24 an hour.",
  },
  answeringCostReduction: {
    value: 60,
    basis:
      "Median drop in clients' monthly spend on answering services and phone overtime, first 90 days against the 90 days before.",
  },
  goLiveSuccessRate: {
    value: 100,
    basis: "Every client who completed onboarding has gone live.",
  },
  firstReplySpeedup: {
    value: 10,
    basis:
      "Median time to the first reply to a new lead, first 90 days against the 90 days before going live.",
  },
  responseTimeReduction: {
    value: 85,
    basis:
      "Drop in the average time callers and messagers wait for an answer, across all channels, first 90 days against the 90 days before.",
  },
  callsAnswered: {
    value: 98,
    basis:
      "Share of calls forwarded to the AI Caller that it answered; the rest were dropped by the caller or the carrier before pickup.",
  },
  callBookingsIncrease: {
    value: 37,
    basis:
      "Median increase in appointments booked by phone, first 90 days with the AI Caller against the 90 days before.",
  },
  missedCallsReduction: {
    value: 85,
    basis:
      "Median drop in calls that reached voicemail or rang out, first 90 days against the 90 days before.",
  },
  chatsAnswered: {
    value: 99,
    basis: "Share of incoming chats and direct messages that got a reply from the AI Chatbot.",
  },
  chatBookingsIncrease: {
    value: 42,
    basis:
      "Median increase in appointments booked from chats and direct messages, first 90 days against the 90 days before.",
  },
  missedMessagesReduction: {
    value: 90,
    basis: "Median drop in messages left without a reply for more than 24 hours.",
  },
  noShowReduction: {
    value: 35,
    basis:
      "Median drop in the no-show rate of clients using automated reminders, first 90 days against the 90 days before.",
  },
  rating: {
    value: 4.9,
    reviewCount: 96,
    basis:
      "Average, out of 5, of the reviews client businesses gave us after onboarding; each business reviews us once.",
  },
  demoTranscriptRetentionDays: 30,
  demoConsentRetentionYears: 5,
  inquiryRetentionMonths: 24,
  hipaaProgramYear: 2024,
};

/**
 * The durations pages animate or wait for, from the spec, in one place.
 * @public
 */
export const timings: Timings = {
  comparisonRevealMs: 2000,
  callDemoRingMs: 1200,
  chatDemoReplyMs: 800,
  countUpMs: 1500,
  chartMs: 2000,
  bookingFallbackMs: 8000,
  footerScrollDelayMs: 100,
  marqueeSeconds: 25,
  marqueeNarrowSeconds: 35,
};
