// How a demo call turned out, in the words the inbox filters and the dashboard use: one place
// that reads Vapi's ended reasons, so the API's SQL filter and the admin's column agree.
import type { DemoCallStatus } from "./demo-call-status.js";

/**
 * A finished demo call's outcome: `connected` (somebody talked to the agent), `busy`,
 * `no-answer` (no answer, or a voicemail), `refused` (never placed: the number is on the
 * do-not-call list or had its call for the day), `failed` (anything else that went wrong). A
 * call still queued, ringing or in progress has none yet. These exact values are the inbox's
 * `outcome=` filter.
 * @public
 */
export const DEMO_CALL_OUTCOMES = ["connected", "busy", "no-answer", "failed", "refused"] as const;

/** How a demo call turned out. @public */
export type DemoCallOutcome = (typeof DEMO_CALL_OUTCOMES)[number];

/**
 * The ended reasons of each outcome of a failed call, as POSIX regular expressions (the API
 * filters with them in SQL, the admin reads them here). `refused`: the reasons a call was never
 * placed for (stored by the API itself).
 * @public
 */
export const DEMO_CALL_OUTCOME_REASONS = {
  refused: "^(do-not-call|number-limit)$",
  busy: "busy",
  "no-answer": "did-not-answer|no-answer|voicemail",
} as const;

/**
 * The outcome of a call with this status and ended reason, or `undefined` while it is not over.
 * @example demoCallOutcomeOf("failed", "customer-busy") // "busy"
 * @public
 */
export function demoCallOutcomeOf(
  status: DemoCallStatus,
  endedReason: string | null | undefined,
): DemoCallOutcome | undefined {
  if (status === "ended") return "connected";
  if (status !== "failed") return undefined;
  const reason = endedReason ?? "";
  for (const outcome of ["refused", "busy", "no-answer"] as const) {
    if (new RegExp(DEMO_CALL_OUTCOME_REASONS[outcome]).test(reason)) return outcome;
  }
  return "failed";
}
