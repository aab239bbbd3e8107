import {
  demoCallRefusals,
  type DemoCallFailureKey,
  type DemoCallRefusalCode,
} from "@novaline/content";
import { InquiryApiError, type DemoCallFailure, type DemoCallStatus } from "@novaline/inquiry";

/** Whether a call has reached its last status (it never moves again). */
export const isFinal = (status: DemoCallStatus): boolean =>
  status === "ended" || status === "failed";

// The API decides why a call failed; the page only words it (content's keys).
const FAILURE_KEYS = {
  "not-reached": "notReached",
  "not-confirmed": "notConfirmed",
} as const satisfies Record<DemoCallFailure, DemoCallFailureKey>;

/**
 * The copy for a failed call: the API's `failure` (a call that failed without one reached
 * nobody, as far as the page can say).
 */
export const failureCopyKey = (failure: DemoCallFailure | undefined): DemoCallFailureKey =>
  FAILURE_KEYS[failure ?? "not-reached"];

/**
 * What the visitor is told when the request itself was refused or did not get through. The
 * fields the API turned down (`invalid`) are shown on their fields instead: `undefined`.
 */
export function failureOfError(error: unknown): DemoCallFailureKey | undefined {
  if (!(error instanceof InquiryApiError)) return "failed";
  if (error.code === "invalid") return undefined;
  return Object.hasOwn(demoCallRefusals, error.code)
    ? demoCallRefusals[error.code as DemoCallRefusalCode]
    : "failed";
}

/** A copy template with its `{name}` placeholders filled in. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** A call's length in the copy's words: "2 min 04 s", or "45 s" under a minute. */
export function formatDuration(
  totalSeconds: number,
  templates: { duration: string; durationSeconds: string },
): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0
    ? fill(templates.durationSeconds, { seconds: rest })
    : fill(templates.duration, { minutes, seconds: String(rest).padStart(2, "0") });
}
