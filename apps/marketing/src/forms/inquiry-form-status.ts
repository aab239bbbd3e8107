/**
 * Where an inquiry form is: being filled in, sending, sent, or back to the visitor after a failed
 * send (`failed`) or because the site cannot send yet (`unavailable`). Only the moves in
 * {@link transitions} exist; anything else leaves the status as it is.
 */
export type InquiryFormStatus = "idle" | "submitting" | "sent" | "failed" | "unavailable";

/** What happens to a form. */
export type InquiryFormEvent = "submit" | "sent" | "failed" | "unavailable" | "reset";

const transitions: Record<
  InquiryFormStatus,
  Partial<Record<InquiryFormEvent, InquiryFormStatus>>
> = {
  idle: { submit: "submitting" },
  submitting: { sent: "sent", failed: "failed", unavailable: "unavailable" },
  sent: { reset: "idle" },
  failed: { submit: "submitting" },
  unavailable: { submit: "submitting" },
};

/** The status after `event` (a reducer for `useReducer`). */
export function nextInquiryFormStatus(
  status: InquiryFormStatus,
  event: InquiryFormEvent,
): InquiryFormStatus {
  return transitions[status][event] ?? status;
}
