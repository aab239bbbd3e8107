import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useReducer, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { IDLE, nextFormStatus } from "./form-status";
import { registerField } from "./register-field";

export interface SendFormOptions<TInput extends FieldValues, TOutput, TResult, TFailure> {
  /** The shared schema the fields are validated with (the API checks the same). */
  readonly schema: StandardSchemaV1<TInput, TOutput>;
  readonly defaultValues: DefaultValues<TInput>;
  /** Sends the valid values; what it resolves with is the form's `result`. */
  readonly send: (values: TOutput) => Promise<TResult>;
  /** What a failed send means for the form (it may put the API's messages on the fields). */
  readonly failureOf: (error: unknown, form: UseFormReturn<TInput, unknown, TOutput>) => TFailure;
  /** Empty the fields once sent (another inquiry); otherwise they are kept to change. */
  readonly emptyWhenSent?: boolean;
}

/**
 * A form that sends: react-hook-form validating with a shared schema (errors appear on blur or
 * submit, then update while the visitor fixes them; focus goes to the first invalid field) and
 * the sending status ({@link nextFormStatus}). A failed send keeps every value; a second submit
 * while one is sending is ignored. Register text fields with `field(name)`.
 */
export function useSendForm<TInput extends FieldValues, TOutput, TResult, TFailure>({
  schema,
  defaultValues,
  send,
  failureOf,
  emptyWhenSent = false,
}: SendFormOptions<TInput, TOutput, TResult, TFailure>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const [status, dispatch] = useReducer(nextFormStatus<TFailure>, IDLE);
  const [result, setResult] = useState<TResult>();
  const sending = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: "submit" });
    try {
      const sent = await send(values);
      if (emptyWhenSent) form.reset();
      setResult(() => sent);
      dispatch({ type: "sent" });
    } catch (error) {
      dispatch({ type: "failed", failure: failureOf(error, form) });
    } finally {
      sending.current = false;
    }
  });

  return {
    form,
    field: registerField(form),
    status,
    /** What the last successful send resolved with. */
    result,
    onSubmit,
    /** Back to the form (after a send, or a failure). */
    reset: () => {
      dispatch({ type: "reset" });
    },
  };
}
