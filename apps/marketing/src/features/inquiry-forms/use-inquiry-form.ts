import { InquiryApiError, type Inquiry } from "@novaline/inquiry";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { InquiryFormFailure, InquiryFormStatus } from "./inquiry-form-status";
import { showServerFieldErrors } from "../../shared/forms/server-field-errors";
import type { SubmitInquiry } from "./submit-inquiry";
import { useSendForm } from "../../shared/forms/use-send-form";
import { useTurnstile } from "../../shared/forms/use-turnstile";

/** The bot check gave no token (it is still running, or failed in the browser). */
class BotCheckIncomplete extends Error {}

/**
 * What a failed send means for the form. When the API turned fields down, each field the form
 * has gets the API's message (focus on the first); fields the form does not show cannot be
 * fixed by the visitor, so that counts as a plain failure.
 */
function showFailure<TInput extends FieldValues, TOutput>(
  error: unknown,
  form: UseFormReturn<TInput, unknown, TOutput>,
): InquiryFormFailure {
  if (error instanceof BotCheckIncomplete) return "botCheck";
  if (!(error instanceof InquiryApiError)) return "failed";
  if (error.code === "rate-limited") return "rateLimited";
  if (error.code === "bot-check-failed" || error.code === "bot-check-unavailable") {
    return "botCheck";
  }
  if (error.code !== "invalid") return "failed";
  return showServerFieldErrors(form, error.fields, ["kind", "sourcePage", "turnstileToken"])
    ? "invalid"
    : "failed";
}

/**
 * An inquiry form's state: {@link useSendForm} with the inquiry's failures (`failed`, `invalid`:
 * the API's per-field messages go on their fields, `rateLimited`, `botCheck`), the fields emptied
 * once sent, and the status as one word for the form's frame. With a Turnstile site key, each
 * send carries a fresh token of the form's widget (`botCheckEnabled`, `botCheckContainer` and
 * `onFirstTouch`, for the frame), got with `botCheckAction`; a send whose check did not pass
 * keeps everything typed.
 */
export function useInquiryForm<TInput extends FieldValues, TOutput extends Inquiry>(
  schema: StandardSchemaV1<TInput, TOutput>,
  defaultValues: DefaultValues<TInput>,
  submit: SubmitInquiry,
  botCheckAction: string,
) {
  const botCheck = useTurnstile(botCheckAction);
  const { form, field, status, onSubmit, reset } = useSendForm({
    schema,
    defaultValues,
    send: async (values: TOutput) => {
      try {
        const turnstileToken = await botCheck.token();
        if (botCheck.enabled && turnstileToken === undefined) throw new BotCheckIncomplete();
        await submit(turnstileToken === undefined ? values : { ...values, turnstileToken });
      } finally {
        // A token is good for one request.
        botCheck.reset();
      }
    },
    failureOf: showFailure,
    emptyWhenSent: true,
  });
  const word: InquiryFormStatus = status.phase === "failed" ? status.failure : status.phase;
  return {
    form,
    field,
    status: word,
    onSubmit,
    sendAnother: reset,
    botCheckEnabled: botCheck.enabled,
    botCheckContainer: botCheck.container,
    onFirstTouch: botCheck.start,
  };
}
