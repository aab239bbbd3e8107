import { INQUIRY_CALL_FILTERS, PHONE_DEMO_REFUSALS } from "@novaline/inquiry";
import { z } from "zod";
import { text, type Strict } from "./primitives.js";

/** A wording per chart bucket: a day, or 7 days on longer periods. */
const byBucket = z.strictObject({ day: text, week: text });

const adminInsightsCopyShape = {
  heading: text,
  intro: text,
  periodLabel: text,
  /** The preset periods, by their number of days. */
  presets: z.strictObject({ "7": text, "30": text, "90": text }),
  custom: text,
  fromLabel: text,
  toLabel: text,
  apply: text,
  /** The previous period beside the chosen one: `{from}` and `{to}` are filled in. */
  comparedWith: text,
  /** The staff member's time zone the days are counted in: `{zone}`. */
  timeZone: text,
  /** Under a figure: the previous period's `{value}`. */
  vsPrevious: text,
  noChange: text,
  /** A figure that was 0 in the previous period. */
  newSince: text,
  loading: text,
  loadFailed: text,
  retry: text,
  live: text,
  updating: text,
  leads: z.strictObject({
    heading: text,
    total: text,
    chartTitle: byBucket,
    previousLegend: text,
    showTable: text,
    hideTable: text,
    tableCaption: byBucket,
    dayColumn: text,
    totalColumn: text,
    previousColumn: text,
    /** The kind the inbox shows as a call column, named beside the inbox's other kinds. */
    phoneDemoKind: text,
  }),
  /** The columns of the share tables (source pages, industries, pipeline, refusals). */
  shareColumns: z.strictObject({ current: text, previous: text }),
  sources: z.strictObject({ heading: text, none: text, empty: text }),
  industries: z.strictObject({ heading: text, empty: text }),
  funnel: z.strictObject({ heading: text, winRate: text, winRateHint: text }),
  response: z.strictObject({
    heading: text,
    median: text,
    p90: text,
    /** `{count}` of `{total}` leads answered. */
    answered: text,
    showAnswered: text,
    /** The link to the leads not answered yet: `{count}` in `other`. */
    showUnanswered: z.strictObject({ one: text, other: text }),
    /** A time without a value (no lead answered). */
    none: text,
  }),
  phone: z.strictObject({
    heading: text,
    requested: text,
    placed: text,
    medianDuration: text,
    refusedHeading: text,
    refusedHint: text,
    refusals: z.record(z.enum(PHONE_DEMO_REFUSALS), text),
  }),
  /** A figure's link, named for screen readers: `{what}` is what it shows. */
  openInInbox: text,
  /** What a figure's link shows, where it is not the inquiries the figure counts one by one. */
  linkShows: z.strictObject({ inquiries: text, winRate: text, response: text, callDuration: text }),
};
export type AdminInsightsCopySchema = Strict<typeof adminInsightsCopyShape>;
export const adminInsightsCopySchema: AdminInsightsCopySchema =
  z.strictObject(adminInsightsCopyShape);
/** The dashboard's copy (`/admin/insights`); kinds, statuses and outcomes are the inbox's. */
export type AdminInsightsCopy = z.infer<typeof adminInsightsCopySchema>;

const adminLinkedFiltersCopyShape = {
  /** The list of chips, named for screen readers. */
  label: text,
  /** A chip's button: `{label}` is the chip's text. */
  remove: text,
  /** `{value}` is the landing path. */
  source: text,
  /** `{value}` is the industry's name. */
  industry: text,
  call: z.record(z.enum(INQUIRY_CALL_FILTERS), text),
  responded: z.strictObject({ yes: text, no: text }),
  decided: text,
};
export type AdminLinkedFiltersCopySchema = Strict<typeof adminLinkedFiltersCopyShape>;
/** The inbox's chips for the filters a dashboard link sets and the toolbar has no control for. */
export const adminLinkedFiltersCopySchema: AdminLinkedFiltersCopySchema = z.strictObject(
  adminLinkedFiltersCopyShape,
);
