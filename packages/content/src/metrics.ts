import { LEAD_GROWTH_PERCENT } from "@novaline/roi";
import { facts } from "./facts.js";
import { atLeast, percent, seconds } from "./figures.js";
import type { MeasuredFigure, Metric, MetricKey } from "./types/index.js";

/** A measured percentage, optionally signed (`+37%`, `-85%`), with what it measures. */
function percentMetric(
  fact: MetricKey,
  figure: MeasuredFigure,
  label: string,
  sign: "" | "+" | "-" = "",
): Metric {
  return {
    fact,
    value: `${sign}${percent(figure.value)}`,
    label,
    countUp: { to: figure.value, ...(sign ? { prefix: sign } : {}), suffix: "%" },
    detail: figure.basis,
  };
}

/** A time in seconds (`0.1s`), counted up with one decimal. */
function secondsMetric(fact: MetricKey, value: number, label: string, detail: string): Metric {
  return {
    fact,
    value: seconds(value),
    label,
    countUp: { to: value, decimals: 1, suffix: "s" },
    detail,
  };
}

/** Staff hours saved (`40+ hrs`), a week or over four weeks. */
function hoursMetric(fact: MetricKey, hours: number, label: string, detail: string): Metric {
  return {
    fact,
    value: `${atLeast(hours)} hrs`,
    label,
    countUp: { to: hours, suffix: "+ hrs" },
    detail,
  };
}

/**
 * Every figure the pages state, each in one wording: one value, in one unit, under one label,
 * with what it measures. Facts that look alike say what they measure in their labels (the pickup
 * time against the reply time, answer accuracy against script adherence). Pages print these as
 * they are, beside an icon at most; the content tests fail when a page states one of them in other
 * words or as a literal.
 * @example homePage.stats[2] // metrics.pickupTime: { value: "0.1s", label: "Pickup time", … }
 * @public
 */
export const metrics: Readonly<Record<MetricKey, Metric>> = {
  businessesServed: {
    fact: "businessesServed",
    value: atLeast(facts.businessesServed),
    label: "Businesses served",
    countUp: { to: facts.businessesServed, suffix: "+" },
  },
  languages: {
    fact: "languages",
    value: atLeast(facts.languages),
    label: "Languages",
    countUp: { to: facts.languages, suffix: "+" },
    detail: "Every plan speaks all of them and switches mid-conversation when the customer does.",
  },
  setupTime: {
    fact: "setupTime",
    value: `${facts.setupMinutes} min`,
    label: "Your time to set up",
    countUp: { to: facts.setupMinutes, suffix: " min" },
    detail: `One onboarding call and a short form; most clients are live within ${facts.liveWithinHours} hours.`,
  },
  pickupTime: secondsMetric(
    "pickupTime",
    facts.pickupSeconds,
    "Pickup time",
    "Time for the agent to pick up: from the first ring to its greeting.",
  ),
  replyTime: secondsMetric(
    "replyTime",
    facts.replySeconds,
    "Reply time",
    "Time for the agent to reply: from the end of the caller's words to the start of its answer.",
  ),
  answerAccuracy: percentMetric("answerAccuracy", facts.answerAccuracy, "Answer accuracy"),
  scriptAdherence: percentMetric("scriptAdherence", facts.scriptAdherence, "Script adherence"),
  costPerConversationReduction: percentMetric(
    "costPerConversationReduction",
    facts.costPerConversationReduction,
    "Lower cost per conversation",
  ),
  answeringCostReduction: percentMetric(
    "answeringCostReduction",
    facts.answeringCostReduction,
    "Lower answering costs",
  ),
  goLiveSuccessRate: percentMetric(
    "goLiveSuccessRate",
    facts.goLiveSuccessRate,
    "Go-live success rate",
  ),
  firstReplySpeedup: {
    fact: "firstReplySpeedup",
    value: `${facts.firstReplySpeedup.value}x`,
    label: "Faster first reply to new leads",
    countUp: { to: facts.firstReplySpeedup.value, suffix: "x" },
    detail: facts.firstReplySpeedup.basis,
  },
  responseTimeReduction: percentMetric(
    "responseTimeReduction",
    facts.responseTimeReduction,
    "Shorter wait for an answer",
  ),
  callsAnswered: percentMetric("callsAnswered", facts.callsAnswered, "Calls answered"),
  callBookingsIncrease: percentMetric(
    "callBookingsIncrease",
    facts.callBookingsIncrease,
    "More bookings by phone",
    "+",
  ),
  missedCallsReduction: percentMetric(
    "missedCallsReduction",
    facts.missedCallsReduction,
    "Missed calls",
    "-",
  ),
  chatsAnswered: percentMetric("chatsAnswered", facts.chatsAnswered, "Chats answered"),
  chatBookingsIncrease: percentMetric(
    "chatBookingsIncrease",
    facts.chatBookingsIncrease,
    "More bookings from chats",
    "+",
  ),
  missedMessagesReduction: percentMetric(
    "missedMessagesReduction",
    facts.missedMessagesReduction,
    "Missed messages",
    "-",
  ),
  noShowReduction: percentMetric("noShowReduction", facts.noShowReduction, "No-shows", "-"),
  hoursSavedPerWeek: hoursMetric(
    "hoursSavedPerWeek",
    facts.hoursSavedPerWeek.value,
    "Saved every week",
    facts.hoursSavedPerWeek.basis,
  ),
  hoursSavedPerMonth: hoursMetric(
    "hoursSavedPerMonth",
    facts.hoursSavedPerWeek.value * 4,
    "Saved every month",
    `${atLeast(facts.hoursSavedPerWeek.value)} hours a week over four weeks. ${facts.hoursSavedPerWeek.basis}`,
  ),
  rating: {
    fact: "rating",
    value: facts.rating.value.toFixed(1),
    label: "Average client rating",
    countUp: { to: facts.rating.value, decimals: 1 },
    detail: `${facts.rating.basis} ${facts.rating.reviewCount} reviews so far.`,
  },
  leadGrowthAssumption: {
    fact: "leadGrowthAssumption",
    value: `${LEAD_GROWTH_PERCENT}%`,
    label: "Growth in leads",
    countUp: { to: LEAD_GROWTH_PERCENT, suffix: "%" },
    detail: "Our ROI calculator's assumption for calls and messages that today go unanswered.",
  },
};
