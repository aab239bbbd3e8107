import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { InquiryApiError, type Inquiry } from "@novaline/inquiry";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useReducer, useRef, type FocusEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { showServerFieldErrors } from "./server-field-errors";
import { nextInquiryFormStatus, type InquiryFormFailure } from "./inquiry-form-status";
import type { SubmitInquiry } from "./submit-inquiry";

/**
 * What a failed send means for the form. When the API turned fields down, each field the form
 * has gets the API's message (focus on the first); fields the form does not show cannot be
 * fixed by the visitor, so that counts as a plain failure.
 */
function showFailure<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  error: unknown,
): InquiryFormFailure {
  if (!(error instanceof InquiryApiError)) return "failed";
  if (error.code === "rate-limited") return "rateLimited";
  if (error.code !== "invalid") return "failed";
  return showServerFieldErrors(form, error.fields, ["kind", "sourcePage"]) ? "invalid" : "failed";
}

/** Whether focus is leaving a field for its form's submit button. */
export function isLeavingForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return (
    next instanceof HTMLButtonElement &&
    next.type === "submit" &&
    next.form === event.target.closest("form")
  );
}

/**
 * `register` for a form's text fields, except that leaving a field for the form's submit button
 * does not show its error yet: the message would push the button down under the pointer and the
 * click would be lost; the submit shows it a moment later.
 */
export function registerField<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
) {
  return <TName extends Path<TInput>>(name: TName) => {
    const registration = form.register(name);
    return {
      ...registration,
      onBlur: (event: FocusEvent<HTMLElement>) =>
        isLeavingForSubmit(event) ? Promise.resolve() : registration.onBlur(event),
    };
  };
}

/**
 * An inquiry form's state: react-hook-form validating with the shared schema (errors appear on
 * blur or submit, then update while the visitor fixes them; focus goes to the first invalid
 * field), and the sending status. A failed send keeps every value (the API's per-field messages
 * go on their fields); a successful one empties the form. A second submit while one is sending
 * is ignored.
 *
 * Register fields with `field(name)` ({@link registerField}).
 */
export function useInquiryForm<TInput extends FieldValues, TOutput extends Inquiry>(
  schema: StandardSchemaV1<TInput, TOutput>,
  defaultValues: DefaultValues<TInput>,
  submit: SubmitInquiry,
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const [status, dispatch] = useReducer(nextInquiryFormStatus, "idle");
  const sending = useRef(false);

  const onSubmit = form.handleSubmit(async (inquiry) => {
    if (sending.current) return;
    sending.current = true;
    dispatch("submit");
    try {
      await submit(inquiry);
      form.reset();
      dispatch("sent");
    } catch (error) {
      dispatch(showFailure(form, error));
    } finally {
      sending.current = false;
    }
  });

  const field = registerField(form);

  return {
    form,
    field,
    status,
    onSubmit,
    sendAnother: () => {
      dispatch("reset");
    },
  };
}
