import { facts } from "@novaline/content";
import type { Logger } from "../http/logger.js";
import { startRetentionSweep, type RetentionSweep } from "../retention/sweep.js";

/** The same day and time `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const before = new Date(now);
  const day = before.getUTCDate();
  before.setUTCDate(1);
  before.setUTCMonth(before.getUTCMonth() - months);
  // 31 March minus one month is the last day of February, not 3 March.
  const lastDay = new Date(
    Date.UTC(before.getUTCFullYear(), before.getUTCMonth() + 1, 0),
  ).getUTCDate();
  before.setUTCDate(Math.min(day, lastDay));
  return before;
}

/**
 * Keeps the privacy policy's promise for inquiries: an inquiry, its e-mails and its notes are deleted
 * `facts.inquiryRetentionMonths` months after its last change (received, or updated by staff),
 * swept at once and then hourly.
 */
export function startInquiryRetention(options: {
  readonly purge: (before: Date) => Promise<number>;
  readonly logger: Logger;
  readonly intervalMs?: number;
}): RetentionSweep {
  return startRetentionSweep({
    ...options,
    name: "inquiries",
    cutoff: (now) => monthsBefore(now, facts.inquiryRetentionMonths),
  });
}
