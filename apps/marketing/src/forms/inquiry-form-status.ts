/**
 * Where an inquiry form is: being filled in, sending, sent, or back to the visitor after a send
 * that did not go through: `failed` (no answer, or a server error), `invalid` (the server turned
 * fields down; each shows its message) or `rateLimited` (too many sends from this connection).
 * Only the moves in {@link transitions} exist; anything else leaves the status as it is.
 */
export type InquiryFormStatus = "idle" | "submitting" | "sent" | InquiryFormFailure;

/** The ways a send can fail. */
export type InquiryFormFailure = "failed" | "invalid" | "rateLimited";

/** What happens to a form. */
export type InquiryFormEvent = "submit" | "sent" | InquiryFormFailure | "reset";

const transitions: Record<
  InquiryFormStatus,
  Partial<Record<InquiryFormEvent, InquiryFormStatus>>
> = {
  idle: { submit: "submitting" },
  submitting: { sent: "sent", failed: "failed", invalid: "invalid", rateLimited: "rateLimited" },
  sent: { reset: "idle" },
  failed: { submit: "submitting" },
  invalid: { submit: "submitting" },
  rateLimited: { submit: "submitting" },
};

/** Whether the form is back with the visitor after a send that did not go through. */
export const isFailure = (status: InquiryFormStatus): status is InquiryFormFailure =>
  status === "failed" || status === "invalid" || status === "rateLimited";

/** The status after `event` (a reducer for `useReducer`). */
export function nextInquiryFormStatus(
  status: InquiryFormStatus,
  event: InquiryFormEvent,
): InquiryFormStatus {
  return transitions[status][event] ?? status;
}
