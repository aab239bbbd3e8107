import type { DemoCallStatus } from "@novaline/inquiry";

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

/** Vapi's ended reasons that mean nobody talked to the agent: busy, no answer, a failure. */
const UNANSWERED = /busy|did-not-answer|no-answer|failed|error|voicemail|invalid|rejected/;

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
      return endedReason && UNANSWERED.test(endedReason) ? "failed" : "ended";
    default:
      return undefined;
  }
}
