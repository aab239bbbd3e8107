/**
 * Where a form that sends is: being filled in, sending, sent, or back with the visitor after a
 * send that did not go through (`failed`, with what the form makes of the failure). Every form
 * of the site moves by the one table below; any other move leaves the status as it is.
 */
export type FormStatus<Failure> =
  | { readonly phase: "idle" }
  | { readonly phase: "submitting" }
  | { readonly phase: "sent" }
  | { readonly phase: "failed"; readonly failure: Failure };

/** What happens to a form. */
export type FormEvent<Failure> =
  | { readonly type: "submit" }
  | { readonly type: "sent" }
  | { readonly type: "failed"; readonly failure: Failure }
  | { readonly type: "reset" };

type Phase = FormStatus<unknown>["phase"];

const transitions: Record<Phase, Partial<Record<FormEvent<unknown>["type"], Phase>>> = {
  idle: { submit: "submitting" },
  submitting: { sent: "sent", failed: "failed" },
  // Back to the form: empty for another inquiry, or as it was to change the details.
  sent: { reset: "idle" },
  failed: { submit: "submitting", reset: "idle" },
};

/** The form's first status. */
export const IDLE: FormStatus<never> = { phase: "idle" };

/** The status after `event` (a reducer for `useReducer`). */
export function nextFormStatus<Failure>(
  status: FormStatus<Failure>,
  event: FormEvent<Failure>,
): FormStatus<Failure> {
  const phase = transitions[status.phase][event.type];
  if (phase === undefined) return status;
  if (event.type === "failed") return { phase: "failed", failure: event.failure };
  return phase === "failed" ? status : { phase };
}
