import type { DemoCallOutcome } from "./demo-call-outcome.js";
import type { InquiryListQuery } from "./inquiry-admin-schema.js";
import type { InquiryStatus } from "./inquiry-limits.js";
import type { LeadKind } from "./insights-schema.js";

/**
 * The list filters (the period aside) under which the admin list shows exactly the inquiries a
 * figure of the dashboard counts.
 * @public
 */
export type InsightsFilter = Readonly<
  Pick<
    InquiryListQuery,
    "kind" | "status" | "outcome" | "source" | "industry" | "call" | "responded" | "decided"
  >
>;

const PHONE_DEMOS = { kind: "demo", call: "yes" } as const satisfies InsightsFilter;

/** Each kind of lead: a phone demo is a demo request with a call. */
const LEADS: Readonly<Record<LeadKind, InsightsFilter>> = {
  contact: { kind: "contact" },
  maintenance: { kind: "maintenance" },
  demo: { kind: "demo", call: "no" },
  "phone-demo": PHONE_DEMOS,
};

/**
 * The filters of each figure of `InsightsReport` (`GET /v1/admin/insights`): pass one, with the
 * report's period, to the admin list to see the inquiries behind the figure. Refusals other than
 * the do-not-call list and a number's limit are not inquiries, and have none.
 * @example inquiryClient.list({ ...insightsFilters.placed, from: "2026-03-01", to: "2026-03-07" })
 * @public
 */
export const insightsFilters = {
  /** All leads of the period. */
  total: {} as InsightsFilter,
  /** A kind of lead. */
  leads: (kind: LeadKind): InsightsFilter => LEADS[kind],
  /** The leads from one source page. */
  source: (source: string): InsightsFilter => ({ source }),
  /** The phone demos for one industry. */
  industry: (industry: NonNullable<InquiryListQuery["industry"]>): InsightsFilter => ({
    industry,
  }),
  /** The leads at one step of the funnel. */
  status: (status: InquiryStatus): InsightsFilter => ({ status }),
  /** What the win rate is over: the won and lost leads. */
  winRate: { decided: "yes" } as InsightsFilter,
  /** The leads answered (what the response times are over). */
  answered: { responded: "yes" } as InsightsFilter,
  /** The leads nobody has answered yet. */
  unanswered: { responded: "no" } as InsightsFilter,
  /** The phone demos asked for. */
  requested: PHONE_DEMOS as InsightsFilter,
  /** The phone demos whose call was placed. */
  placed: { kind: "demo", call: "placed" } as InsightsFilter,
  /** The phone demos whose call turned out so. */
  outcome: (outcome: DemoCallOutcome): InsightsFilter => ({ kind: "demo", outcome }),
  /** What the median call is over: the connected calls. */
  callDuration: { kind: "demo", outcome: "connected" } as InsightsFilter,
} as const;
