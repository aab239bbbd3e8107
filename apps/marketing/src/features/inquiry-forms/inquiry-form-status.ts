/**
 * Where an inquiry form is: being filled in, sending, sent, or back to the visitor after a send
 * that did not go through: `failed` (no answer, or a server error), `invalid` (the server turned
 * fields down; each shows its message), `rateLimited` (too many sends from this connection) or
 * `botCheck` (the check that the visitor is a person did not pass or could not run).
 * It moves as every form does (`nextFormStatus`); this is its status as one word.
 */
export type InquiryFormStatus = "idle" | "submitting" | "sent" | InquiryFormFailure;

/** The ways a send can fail. */
export type InquiryFormFailure = "failed" | "invalid" | "rateLimited" | "botCheck";

/** Whether the form is back with the visitor after a send that did not go through. */
export const isFailure = (status: InquiryFormStatus): status is InquiryFormFailure =>
  status === "failed" || status === "invalid" || status === "rateLimited" || status === "botCheck";
