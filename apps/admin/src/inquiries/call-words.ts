import { adminCopy, fillIn } from "@novaline/content";

const copy = adminCopy.inquiries.detail.call;

/**
 * Why a demo call ended, in plain words: Vapi's reasons we know (and ours for a call not
 * placed), else a technical error or "another reason" with Vapi's wording kept for support.
 */
export function endedReasonWords(reason: string): string {
  const known = Object.hasOwn(copy.endedReasons, reason) ? copy.endedReasons[reason] : undefined;
  if (known !== undefined) return known;
  const template = /error|failed|fault/.test(reason)
    ? copy.endedReasonError
    : copy.endedReasonOther;
  return fillIn(template, { reason });
}

/** Seconds as `m:ss` (a recording's times). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, "0")}`;
}
