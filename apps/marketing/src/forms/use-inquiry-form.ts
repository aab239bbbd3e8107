import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { Inquiry } from "@novaline/inquiry";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useReducer, useRef, type FocusEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { nextInquiryFormStatus } from "./inquiry-form-status";
import { InquiryUnavailableError, type SubmitInquiry } from "./submit-inquiry";

/**
 * An inquiry form's state: react-hook-form validating with the shared schema (errors appear on
 * blur or submit, then update while the visitor fixes them; focus goes to the first invalid
 * field), and the sending status. A failed send keeps every value; a successful one empties the
 * form. A second submit while one is sending is ignored.
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
      dispatch(error instanceof InquiryUnavailableError ? "unavailable" : "failed");
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
