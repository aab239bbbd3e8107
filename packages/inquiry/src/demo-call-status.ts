// What a demo call's page and the admin app know of a call's progress: no phone library here, so
// the package's main entry stays light (the request schema is in `@novaline/inquiry/demo-call`).

/**
 * A demo call's status as the visitor's page follows it. It only moves forward: queued →
 * ringing → in-progress → ended or failed; `ended` and `failed` are final.
 * @public
 */
export const DEMO_CALL_STATUSES = ["queued", "ringing", "in-progress", "ended", "failed"] as const;

/** Where a demo call is. @public */
export type DemoCallStatus = (typeof DEMO_CALL_STATUSES)[number];

/**
 * Why a demo call failed, as the API decides it from the provider's own reason: the line was
 * busy, nobody answered (or a voicemail did), the number could not be called, or anything else.
 * @public
 */
export const DEMO_CALL_FAILURES = ["busy", "no-answer", "invalid-number", "failed"] as const;

/** Why a demo call failed. @public */
export type DemoCallFailure = (typeof DEMO_CALL_FAILURES)[number];

/** What `POST /v1/demo-calls` answers with 202: the call's unguessable id, and `queued`. @public */
export interface DemoCallReceipt {
  readonly id: string;
  readonly status: DemoCallStatus;
}

/**
 * What the visitor's page may read of its demo call (`GET /v1/demo-calls/:id`): where it is and,
 * once it is over, why it failed or how long it lasted and its summary. Never the number, the
 * transcript, the recording or the provider's own wording.
 * @public
 */
export interface DemoCallView {
  readonly id: string;
  readonly status: DemoCallStatus;
  /** Why the call failed, when its status is `failed`. */
  readonly failure?: DemoCallFailure;
  readonly durationSeconds?: number;
  readonly summary?: string;
}
