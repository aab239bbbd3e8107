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

// Vapi's ended reasons (and ours for a call never placed) that mean nobody talked to the agent.
// Busy, no answer, a voicemail, a number refused or unreachable, a call not placed: the visitor
// is told one thing for all of them, so the page never tells a live number from a dead one.
const NOT_REACHED =
  /busy|did-not-answer|no-answer|voicemail|refused|invalid|rejected|not-allowed|international|failed|error|unavailable|do-not-call|number-limit/;

/**
 * Why a call failed as the visitor is told, or `undefined` when someone talked to the agent (the
 * caller or the agent hung up, the time ran out): `not-confirmed` when we could not confirm with
 * Vapi that the call was placed (exactly that reason, which the placement writes), else
 * `not-reached`. The only place that reads Vapi's wording: the API's clients get `failure`,
 * never the reason itself.
 */
export function failureOf(endedReason: string | null | undefined): DemoCallFailure | undefined {
  if (endedReason === "not-confirmed") return "not-confirmed";
  return NOT_REACHED.test(endedReason ?? "") ? "not-reached" : undefined;
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
