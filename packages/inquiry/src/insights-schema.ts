import * as z from "zod/mini";
import type { DemoCallOutcome } from "./demo-call-outcome.js";
import type { InquiryStatus } from "./inquiry-limits.js";

/**
 * The kinds of lead the dashboard counts: the three inquiry kinds, with a demo inquiry that asked
 * for a call now (it has a demo call) counted as `phone-demo`, not `demo`.
 * @public
 */
export const LEAD_KINDS = ["contact", "demo", "maintenance", "phone-demo"] as const;

/** A kind of lead. @public */
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Why a phone demo was refused: its country is not called, it was outside calling hours, its
 * number is on the do-not-call list, a limit was reached (the number's, the client's or
 * everyone's), or the bot check failed.
 * @public
 */
export const PHONE_DEMO_REFUSALS = [
  "country",
  "hours",
  "do-not-call",
  "limits",
  "bot-check",
] as const;

/** Why a phone demo was refused. @public */
export type PhoneDemoRefusal = (typeof PHONE_DEMO_REFUSALS)[number];

/** The longest period the dashboard reads, in days. @public */
export const INSIGHTS_MAX_DAYS = 400;

/** Periods up to this many days are charted per day; longer ones per 7 days. @public */
export const INSIGHTS_DAILY_MAX_DAYS = 31;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real `YYYY-MM-DD` day, else `undefined`. */
const dayNumber = (value: string): number | undefined => {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const check = new Date(time);
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
    ? time / 86_400_000
    : undefined;
};

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const day = (message: string) =>
  z
    .string({ error: message })
    .check(z.refine((v) => dayNumber(v) !== undefined, { error: message }));

/**
 * The dashboard's query (`GET /v1/admin/insights`): the first and last day of the period, both
 * included, as days of `tz` (an IANA time zone, the staff member's). The previous period is the
 * same number of days just before `from`.
 * @example insightsQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-30", tz: "Europe/Berlin" })
 * @public
 */
export const insightsQuerySchema = z
  .strictObject(
    {
      from: day("Give the first day as YYYY-MM-DD"),
      to: day("Give the last day as YYYY-MM-DD"),
      tz: z
        .string({ error: "Give an IANA time zone" })
        .check(
          z.maxLength(64, { error: "Give an IANA time zone" }),
          z.refine(isTimeZone, { error: "Give an IANA time zone" }),
        ),
    },
    { error: () => "This parameter is not known" },
  )
  .check(
    z.refine(
      ({ from, to }) => {
        const first = dayNumber(from);
        const last = dayNumber(to);
        // A day that is not one is named by its own field.
        if (first === undefined || last === undefined) return true;
        return last >= first && last - first < INSIGHTS_MAX_DAYS;
      },
      {
        error: `The period runs from "from" to "to", at most ${INSIGHTS_MAX_DAYS} days`,
        path: ["to"],
      },
    ),
  );

/** The dashboard's query. @public */
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** How many days a period given as `from`/`to` (`YYYY-MM-DD`, both included) has. @public */
export function periodDays(from: string, to: string): number {
  return (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0) + 1;
}

/** `day` (`YYYY-MM-DD`) moved by `days`. @public */
export function addDays(day: string, days: number): string {
  return new Date(((dayNumber(day) ?? 0) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** A figure in the period and in the previous one. @public */
export interface InsightsFigure<T = number> {
  readonly current: T;
  readonly previous: T;
}

/** A period's days, `YYYY-MM-DD`, both included. @public */
export interface InsightsPeriod {
  readonly from: string;
  readonly to: string;
}

/** One bar of the leads chart: a day or 7 days, and the same place in the previous period. @public */
export interface InsightsBucket {
  /** The bucket's first day in the period (`to`: its last). */
  readonly current: InsightsPeriod & { readonly leads: Readonly<Record<LeadKind, number>> };
  readonly previous: InsightsPeriod & { readonly leads: Readonly<Record<LeadKind, number>> };
}

/** Leads of one source page or industry; `key` `null`: none given. @public */
export interface InsightsShare extends InsightsFigure {
  readonly key: string | null;
}

/**
 * The dashboard's figures for a period and the previous one (`GET /v1/admin/insights`). Every
 * count is of inquiries received in the period (their status as it is now), or of their demo
 * calls; refusals are of requests refused in it.
 * @public
 */
export interface InsightsReport {
  readonly period: InsightsPeriod;
  readonly previousPeriod: InsightsPeriod;
  readonly timeZone: string;
  /** The chart's bars: one per day, or per 7 days for periods over 31 days. */
  readonly bucket: "day" | "week";
  readonly leads: {
    readonly total: InsightsFigure;
    readonly byKind: Readonly<Record<LeadKind, InsightsFigure>>;
    readonly series: readonly InsightsBucket[];
  };
  /** The 10 source pages with the most leads in the period, most first. */
  readonly sources: readonly InsightsShare[];
  /** Phone demos by the industry the visitor chose, most first. */
  readonly industries: readonly InsightsShare[];
  readonly funnel: Readonly<Record<InquiryStatus, InsightsFigure>>;
  /** Won of won + lost, 0–1; `null` with neither. */
  readonly winRate: InsightsFigure<number | null>;
  readonly firstResponse: {
    /** Leads that had a first response (a status change or a note). */
    readonly answered: InsightsFigure;
    /** Seconds from received to first response; `null` when none was answered. */
    readonly medianSeconds: InsightsFigure<number | null>;
    readonly p90Seconds: InsightsFigure<number | null>;
  };
  readonly phoneDemos: {
    /** Every "call me now" request stored (placed or refused). */
    readonly requested: InsightsFigure;
    /** Calls placed (not refused). */
    readonly placed: InsightsFigure;
    readonly outcomes: Readonly<Record<DemoCallOutcome, InsightsFigure>>;
    /** Refusals of every reason, including requests refused before anything was stored. */
    readonly refusedBy: Readonly<Record<PhoneDemoRefusal, InsightsFigure>>;
    readonly medianDurationSeconds: InsightsFigure<number | null>;
  };
}
