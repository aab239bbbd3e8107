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
 * Why a demo call failed, as the visitor's page is told: `not-reached` (the call did not reach
 * anyone: busy, no answer, a voicemail, a number that could not be called, a call refused or not
 * placed), one reason for all of them, so the page cannot tell a live number from a dead one; or
 * `not-confirmed` (we could not confirm with our phone provider that the call was made).
 * @public
 */
export const DEMO_CALL_FAILURES = ["not-reached", "not-confirmed"] as const;

/** Why a demo call failed. @public */
export type DemoCallFailure = (typeof DEMO_CALL_FAILURES)[number];

/** What `POST /v1/demo-calls` answers with 202: the call's unguessable id, and `queued`. @public */
export interface DemoCallReceipt {
  readonly id: string;
  readonly status: DemoCallStatus;
}

/**
 * What the visitor's page may read of its demo call (`GET /v1/demo-calls/:id`): where it is and,
 * once it is over, why it failed or how long it lasted. A call ringing reads `queued` (a phone
 * that rings says so itself; a stranger who typed the number learns nothing from it). Never the
 * number, the summary, the transcript, the recording or the provider's own wording: those are
 * for staff, through the admin endpoints.
 * @public
 */
export interface DemoCallView {
  readonly id: string;
  readonly status: DemoCallStatus;
  /** Why the call failed, when its status is `failed`. */
  readonly failure?: DemoCallFailure;
  /** How long an answered call lasted, once it has `ended`. */
  readonly durationSeconds?: number;
}
