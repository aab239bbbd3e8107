import type { DemoCallFailure, DemoCallStatus } from "@novaline/inquiry";

const RANK: Record<DemoCallStatus, number> = {
  queued: 0,
  ringing: 1,
  "in-progress": 2,
  ended: 3,
  failed: 3,
};

/**
 * The status after `incoming`: `incoming` when it is further along than `current`, else
 * `current` (a redelivered or late earlier update changes nothing, a final status stays).
 */
export function advanceStatus(current: DemoCallStatus, incoming: DemoCallStatus): DemoCallStatus {
  return RANK[incoming] > RANK[current] ? incoming : current;
}

/** Whether a call is over (`ended` or `failed`): its status never moves again. */
export const isFinal = (status: DemoCallStatus): boolean =>
  status === "ended" || status === "failed";

// Vapi's ended reasons (and ours for a call never placed) that mean nobody talked to the agent,
// and what each means for the visitor; the first that matches decides.
const FAILURES: readonly (readonly [RegExp, DemoCallFailure])[] = [
  [/busy/, "busy"],
  [/did-not-answer|no-answer|voicemail/, "no-answer"],
  [/vapi-refused|invalid|rejected|not-allowed|international/, "invalid-number"],
  [/failed|error|unavailable/, "failed"],
];

/**
 * What an ended reason means for the visitor: why the call failed, or `undefined` when someone
 * talked to the agent (the caller or the agent hung up, the time ran out). The only place that
 * reads Vapi's wording: the API's clients get `failure`, never the reason itself.
 */
export function failureOf(endedReason: string | null | undefined): DemoCallFailure | undefined {
  return FAILURES.find(([pattern]) => pattern.test(endedReason ?? ""))?.[1];
}

/**
 * Our status for one of Vapi's call statuses (`status-update` messages), with the ended reason
 * when there is one: a call that ends unanswered or broken is `failed`.
 */
export function statusFromVapi(
  status: string,
  endedReason?: string | null,
): DemoCallStatus | undefined {
  switch (status) {
    case "scheduled":
    case "queued":
      return "queued";
    case "ringing":
      return "ringing";
    case "in-progress":
    case "forwarding":
      return "in-progress";
    case "ended":
      return failureOf(endedReason) === undefined ? "ended" : "failed";
    default:
      return undefined;
  }
}
