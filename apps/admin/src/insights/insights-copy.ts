import { adminCopy } from "@novaline/content";
import type { LeadKind, PhoneDemoRefusal } from "@novaline/inquiry";

const inbox = adminCopy.inquiries;

/**
 * The dashboard's words, in one place. The names it shares with the inbox (kinds, statuses, call
 * outcomes) are the inbox's own, from `@novaline/content`: one thing, one wording.
 */
export const insightsCopy = {
  heading: "Insights",
  intro: "Your leads, the pipeline, how fast the team answers and how phone demos go.",
  periodLabel: "Period",
  presets: { 7: "7 days", 30: "30 days", 90: "90 days" } as Record<number, string>,
  custom: "Custom",
  fromLabel: "From",
  toLabel: "To",
  apply: "Show",
  comparedWith: (from: string, to: string) => `Compared with ${from} – ${to}`,
  timeZone: (zone: string) => `Days in ${zone}`,
  vsPrevious: (value: string) => `vs ${value} before`,
  noChange: "no change",
  newSince: "new",
  loading: "Loading the figures…",
  loadFailed: "The figures could not be loaded.",
  retry: "Try again",
  live: "Live",
  updating: "Updating…",
  leads: {
    heading: "Leads",
    total: "Leads",
    chartTitle: (bucket: "day" | "week") =>
      bucket === "day" ? "Leads per day, by kind" : "Leads per 7 days, by kind",
    previousLegend: "Previous period (total)",
    showTable: "Show as table",
    hideTable: "Show as chart",
    tableCaption: (bucket: "day" | "week") =>
      bucket === "day" ? "Leads per day" : "Leads per 7 days",
    dayColumn: "Days",
    totalColumn: "Total",
    previousColumn: "Previous period",
    kinds: { ...inbox.kinds, "phone-demo": "Phone demo" } satisfies Record<LeadKind, string>,
  },
  shareColumns: { current: "This period", previous: "Before" },
  sources: { heading: "Source pages", none: "No page recorded", empty: "No leads in this period." },
  industries: { heading: "Phone demos by industry", empty: "No phone demos in this period." },
  funnel: {
    heading: "Pipeline",
    winRate: "Win rate",
    winRateHint: "won of won + lost",
    statuses: inbox.statuses,
  },
  response: {
    heading: "Time to first response",
    median: "Median",
    p90: "90th percentile",
    answered: (count: number, total: number) => `${count} of ${total} leads answered`,
    /** The links under the figures: the answered leads, and the rest. */
    showAnswered: "Show the answered leads",
    showUnanswered: (count: number) =>
      count === 1 ? "Show the 1 lead not answered yet" : `Show the ${count} leads not answered yet`,
    none: "—",
  },
  phone: {
    heading: "Phone demos",
    requested: "Requested",
    placed: "Placed",
    medianDuration: "Median call",
    outcomes: inbox.detail.call.outcomes,
    refusedHeading: "Refused, by reason",
    refusedHint:
      "Requests turned down before or instead of a call; only those on the do-not-call list or over a number's limit are stored as inquiries.",
    refusals: {
      country: "Country not called",
      hours: "Outside calling hours",
      "do-not-call": "Do-not-call list",
      limits: "Limits",
      "bot-check": "Bot check",
    } satisfies Record<PhoneDemoRefusal, string>,
  },
  openInInbox: (what: string) => `Show ${what} in the inbox`,
  /** What a figure's link shows, where it is not the inquiries the figure counts one by one. */
  linkShows: {
    winRate: "the won and lost leads",
    response: "the answered leads",
    callDuration: "the connected calls",
  },
} as const;
