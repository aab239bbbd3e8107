import { addDays, INSIGHTS_MAX_DAYS, periodDays, type InsightsFilter } from "@novaline/inquiry";
import { localDay, localDayStart } from "../inquiries/use-inquiry-filters.js";

/** The periods offered in one click, in days ending today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;

/** A preset period, in days. */
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The default period. */
export const DEFAULT_PRESET: PeriodPreset = 30;

/** The period the dashboard shows: days of the staff member's time zone, both included. */
export interface InsightsPeriodChoice {
  readonly from: string;
  readonly to: string;
  /** The preset it is, or `custom`. */
  readonly preset: PeriodPreset | "custom";
}

/** The `days` days ending `today` (`YYYY-MM-DD`). */
export const presetPeriod = (days: PeriodPreset, today: string): InsightsPeriodChoice => ({
  from: addDays(today, 1 - days),
  to: today,
  preset: days,
});

/**
 * The period in the address: `?period=7|30|90` (ending today), or `?from=&to=` (a custom
 * period of real days, at most `INSIGHTS_MAX_DAYS`); else the last 30 days.
 */
export function periodFromParams(params: URLSearchParams, today: string): InsightsPeriodChoice {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (localDayStart(from) && localDayStart(to)) {
    const days = periodDays(from, to);
    if (days >= 1 && days <= INSIGHTS_MAX_DAYS) return { from, to, preset: "custom" };
  }
  const preset = Number(params.get("period"));
  return presetPeriod(
    (PERIOD_PRESETS as readonly number[]).includes(preset)
      ? (preset as PeriodPreset)
      : DEFAULT_PRESET,
    today,
  );
}

/** The staff member's today, `YYYY-MM-DD`. */
export const today = (): string => localDay(new Date());

/** The browser's IANA time zone, which the inbox's day filters use too. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The inbox's address showing exactly the inquiries of `filter` (a figure's, from
 * `insightsFilters`) in `period`, days of the staff member's time zone.
 */
export function inboxLink(
  inboxPath: string,
  period: { from: string; to: string },
  filter: InsightsFilter = {},
) {
  const params = new URLSearchParams({ ...filter, from: period.from, to: period.to });
  return `${inboxPath}?${params.toString()}`;
}
