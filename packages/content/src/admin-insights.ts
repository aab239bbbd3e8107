import type { AdminInsightsCopy } from "./types/index.js";

/**
 * The admin dashboard's words (`/admin/insights`); it names kinds, statuses and outcomes as the
 * inbox does (`adminCopy.inquiries`). Apart from `adminCopy`, so that an app loading the dashboard
 * on demand does not load its words with the inbox. @public
 */
export const adminInsightsCopy: AdminInsightsCopy = {
  heading: "Insights",
  intro: "Your leads, the pipeline, how fast the team answers and how phone demos go.",
  periodLabel: "Period",
  presets: { "7": "7 days", "30": "30 days", "90": "90 days" },
  custom: "Custom",
  fromLabel: "From",
  toLabel: "To",
  apply: "Show",
  comparedWith: "Compared with {from} – {to}",
  timeZone: "Days in {zone}",
  vsPrevious: "vs {value} before",
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
    chartTitle: { day: "Leads per day, by kind", week: "Leads per 7 days, by kind" },
    previousLegend: "Previous period (total)",
    showTable: "Show as table",
    hideTable: "Show as chart",
    tableCaption: { day: "Leads per day", week: "Leads per 7 days" },
    dayColumn: "Days",
    totalColumn: "Total",
    previousColumn: "Previous period",
    phoneDemoKind: "Phone demo",
  },
  shareColumns: { current: "This period", previous: "Before" },
  sources: { heading: "Source pages", none: "No page recorded", empty: "No leads in this period." },
  industries: { heading: "Phone demos by industry", empty: "No phone demos in this period." },
  funnel: { heading: "Pipeline", winRate: "Win rate", winRateHint: "won of won + lost" },
  response: {
    heading: "Time to first response",
    median: "Median",
    p90: "90th percentile",
    answered: "{count} of {total} leads answered",
    showAnswered: "Show the answered leads",
    showUnanswered: {
      one: "Show the 1 lead not answered yet",
      other: "Show the {count} leads not answered yet",
    },
    none: "—",
  },
  phone: {
    heading: "Phone demos",
    requested: "Requested",
    placed: "Placed",
    medianDuration: "Median call",
    refusedHeading: "Refused, by reason",
    refusedHint:
      "Requests turned down before or instead of a call; only those on the do-not-call list or over a number's limit are stored as inquiries.",
    refusals: {
      country: "Country not called",
      hours: "Outside calling hours",
      "do-not-call": "Do-not-call list",
      limits: "Limits",
      "bot-check": "Bot check",
    },
  },
  openInInbox: "Show {what} in the inbox",
  linkShows: {
    inquiries: "these inquiries",
    winRate: "the won and lost leads",
    response: "the answered leads",
    callDuration: "the connected calls",
  },
};
