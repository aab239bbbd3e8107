// Facts are referenced, not re-typed: with every fact and both ROI constants changed, no page
// may still print an old value, and the new ones must show up where the old ones were.
import type * as Roi from "@novaline/roi";
import { describe, expect, it, vi } from "vitest";
import type * as FactsModule from "./facts.js";
import type { Facts } from "./types/index.js";

vi.mock("@novaline/roi", async (importOriginal) => ({
  ...(await importOriginal<typeof Roi>()),
  LEAD_GROWTH_PERCENT: 31,
  HOURS_SAVED_PERCENT: 33,
}));

vi.mock("./facts.js", async (importOriginal) => {
  const real = await importOriginal<typeof FactsModule>();
  const measured = (value: number, basis: string) => ({ value, basis });
  const changed: Facts = {
    ...real.facts,
    businessesServed: 135,
    revenueRecoveryUsd: 12_000,
    revenueRecoveryDays: 47,
    scaleMultiplier: 4,
    callersLostToUnansweredCalls: 71,
    unansweredChats: 43,
    hoursSavedPerWeek: measured(41, real.facts.hoursSavedPerWeek.basis),
    freeTrialDays: 9,
    setupMinutes: 17,
    liveWithinHours: 23,
    consultationMinutes: 25,
    languages: 55,
    pickupSeconds: 0.2,
    replySeconds: 0.6,
    speedToLeadSeconds: 55,
    answerAccuracy: measured(96, real.facts.answerAccuracy.basis),
    costPerConversationReduction: measured(89, real.facts.costPerConversationReduction.basis),
    answeringCostReduction: measured(61, real.facts.answeringCostReduction.basis),
    firstReplySpeedup: measured(11, real.facts.firstReplySpeedup.basis),
    responseTimeReduction: measured(84, real.facts.responseTimeReduction.basis),
    callsAnswered: measured(97.5, real.facts.callsAnswered.basis),
    callBookingsIncrease: measured(38, real.facts.callBookingsIncrease.basis),
    missedCallsReduction: measured(86, real.facts.missedCallsReduction.basis),
    chatsAnswered: measured(99.5, real.facts.chatsAnswered.basis),
    chatBookingsIncrease: measured(44, real.facts.chatBookingsIncrease.basis),
    missedMessagesReduction: measured(91, real.facts.missedMessagesReduction.basis),
    noShowReduction: measured(36, real.facts.noShowReduction.basis),
    rating: { ...real.facts.rating, value: 4.8, reviewCount: 510 },
    demoTranscriptRetentionDays: 21,
    inquiryRetentionMonths: 30,
    demoConsentRetentionYears: 7,
    hipaaProgramYear: 2025,
  };
  return { ...real, facts: changed };
});

const content = await import("./index.js");
const { isClientAccount, stringsOf } = await import("./testing/walk.js");
const ours = stringsOf(content).filter(([path]) => !isClientAccount(path));

/** Strings of our own copy that match `pattern`. */
const matching = (pattern: RegExp) => ours.filter(([, text]) => pattern.test(text));

// Each fact: a pattern that finds its old value in context, and the new value it must become.
const cases: [fact: string, stale: RegExp, fresh: RegExp][] = [
  ["businesses served", /\b120\+|more than 120\b|\b120 (businesses|clinics|small)/i, /\b135\+/],
  ["revenue recovered", /\$10k\b/i, /\$12k\b/i],
  ["revenue window", /\b45 days\b(?! \(CCPA)/i, /\b47 days\b/i],
  ["scale", /\b3x faster/i, /\b4x faster/i],
  ["callers lost", /\b72%/, /\b71%/],
  ["unanswered chats", /\b42%(?! more)/, /\b43%/],
  [
    "hours saved weekly",
    /\b40\+ (hours|hrs)|\b40 hours (a|every|per) week/i,
    /\b41\+ (hours|hrs)/i,
  ],
  ["hours saved monthly", /\b160(\+ hrs| hours)/i, /\b164\+ hrs/i],
  ["free trial", /\b7-day|\b7 days free|seven days/i, /\b9-day/i],
  ["setup", /\b14[- ]min/i, /\b17[- ]min/i],
  ["go-live", /live within 24 hours|24 hours of kickoff/i, /live within 23 hours/i],
  ["consultation", /\b30-minute|\b30 minutes\b(?! before)/i, /\b25-minute/i],
  ["languages", /\b50\+/, /\b55\+/],
  ["pickup time", /\b0\.1 ?s(econds?)?\b/, /\b0\.2 ?s/],
  ["reply time", /\b0\.3 ?s(econds?)?\b/, /\b0\.6 ?s/],
  ["speed to lead", /\b60 seconds\b/i, /\b55 seconds\b/i],
  ["accuracy", /\b97%/, /\b96%/],
  ["cost per conversation", /\b90%(?! of)/, /\b89%/],
  ["answering cost", /\b60%/, /\b61%/],
  ["first reply", /\b10x\b/, /\b11x\b/],
  ["response time reduction", /\b85%/, /\b84%/],
  ["calls answered", /\b98%/, /\b97\.5%/],
  ["call bookings", /\+37%/, /\+38%/],
  ["missed calls", /-85%/, /-86%/],
  ["chats answered", /\b99%/, /\b99\.5%/],
  ["chat bookings", /\+42%/, /\+44%/],
  ["missed messages", /-90%/, /-91%/],
  ["no-shows", /\b35%[^.]{0,40}no-show|no-show[^.]{0,60}\b35%|-35%/i, /-36%|\b36%/],
  ["rating", /\b4\.9\b/, /\b4\.8\b/],
  ["demo transcripts", /transcripts?[^.]{0,60}\b30 days|30 days[^.]{0,40}transcript/i, /\b21 days/],
  ["inquiry retention", /form messages[^|]*\| 24 months/i, /form messages[^|]*\| 30 months/i],
  ["consent records", /consent[^|.]*\b5 years|5 years[^.]{0,80}consent/i, /\b7 years/],
  ["HIPAA program year", /HIPAA[^.]{0,120}\b2024\b|\b2024\b[^.]{0,120}HIPAA/, /\b2025\b/],
  ["ROI lead growth", /\b28(%| percent)/, /\b31%/],
  ["ROI hours saved", /\b35% of (your )?(monthly )?inquir|\b21 minutes/i, /\b33% of/],
];

describe("facts are referenced, not re-typed", () => {
  it.each(cases)("%s", (_fact, stale, fresh) => {
    expect(matching(stale).map(([path, text]) => [path, stale.exec(text)?.[0]])).toEqual([]);
    expect(matching(fresh).length).toBeGreaterThan(0);
  });

  it("the About timeline follows the HIPAA program year", () => {
    const hipaa = content.aboutPage.milestones.items.find((m) => m.title.includes("HIPAA"));
    expect(hipaa?.year).toBe("2025");
  });
});
