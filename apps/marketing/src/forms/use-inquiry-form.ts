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
  const shown = Object.keys(form.getValues());
  const fields = Object.entries(error.fields).filter(
    ([name]) => shown.includes(name) && name !== "kind" && name !== "sourcePage",
  );
  if (fields.length === 0) return "failed";
  fields.forEach(([name, message], index) => {
    form.setError(name as Path<TInput>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return "invalid";
}

/**
 * An inquiry form's state: react-hook-form validating with the shared schema (errors appear on
 * blur or submit, then update while the visitor fixes them; focus goes to the first invalid
 * field), and the sending status. A failed send keeps every value (the API's per-field messages
 * go on their fields); a successful one empties the form. A second submit while one is sending
 * is ignored.
 *
 * Register fields with `field(name)`: like react-hook-form's `register`, except that leaving a
 * field for the submit button does not show its error yet. The message would push the button
 * down under the pointer and the click would be lost; the submit shows it a moment later.
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

  const field = <TName extends Path<TInput>>(name: TName) => {
    const registration = form.register(name);
    return {
      ...registration,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        const toSubmit =
          next instanceof HTMLButtonElement &&
          next.type === "submit" &&
          next.form === event.target.closest("form");
        return toSubmit ? Promise.resolve() : registration.onBlur(event);
      },
    };
  };

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
