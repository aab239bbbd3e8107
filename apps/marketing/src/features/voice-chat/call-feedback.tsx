import type { VoiceWidgetCopy } from "@novaline/content";
import { CALL_FEEDBACK_LIMITS, callFeedbackMessages } from "@novaline/inquiry";
import { Button, cn, FormField, Textarea } from "@novaline/ui";
import type { FeedbackResult } from "@novaline/voice-core";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { sendCallFeedback, type SendCallFeedback } from "./send-call-feedback";

type FeedbackCopy = VoiceWidgetCopy["feedback"];

/** The form's states: typing, waiting for the API, thanked, or told why it was not sent. */
type FormState =
  | { readonly status: "editing" }
  | { readonly status: "sending" }
  | { readonly status: "sent" }
  | { readonly status: "failed"; readonly message: string };

/** The fields the visitor can fix, with the message of each bad one. */
type FieldErrors = Partial<Record<"rating" | "comment", string>>;

/** What the form says when a send did not store the feedback, and which fields to fix. */
function failureOf(
  result: Exclude<FeedbackResult, { status: "sent" }>,
  copy: FeedbackCopy["failures"],
): { message: string; fields: FieldErrors } {
  if (result.status === "failed") return { message: copy.network, fields: {} };
  const { rating, comment } = result.fields;
  const fields: FieldErrors = {
    ...(rating === undefined ? {} : { rating }),
    ...(comment === undefined ? {} : { comment }),
  };
  if (rating !== undefined || comment !== undefined) return { message: copy.invalid, fields };
  if (result.httpStatus === 429 || result.httpStatus === 503) {
    return { message: copy.busy, fields };
  }
  if (result.code === "call-feedback-exists") return { message: copy.closed, fields };
  return { message: copy.other, fields };
}

export interface CallFeedbackProps {
  copy: FeedbackCopy;
  /** Vapi's id of the call that ended: the feedback is stored with it. */
  callId: string;
  /** Puts the form away (Skip, or Close once it was sent). */
  onDone: () => void;
  /** @defaultValue {@link sendCallFeedback} (the inquiries API) */
  send?: SendCallFeedback;
}

/**
 * The short, optional feedback form the Voice Chat panel shows once a call has ended: a rating
 * from 1 to 5 (native radio buttons: arrow keys move and choose, each has a name), an optional
 * comment, Send and Skip. A failed send keeps what was typed and says why, with the message of
 * each field the API refused.
 */
export default function CallFeedback({
  copy,
  callId,
  onDone,
  send = sendCallFeedback,
}: CallFeedbackProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const ratingErrorId = `${id}-rating-error`;
  const [rating, setRating] = useState<number>();
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<FormState>({ status: "editing" });
  const firstRating = useRef<HTMLInputElement>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // A send still under way when a new call replaces this form has nobody to tell.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Where focus goes once the next render is on screen (the element may not exist before it, or
  // may still be disabled by the send): the field to fix, the failure's message, or the thanks
  // that replaced the form the visitor was in.
  const focusNext = useRef<"rating" | "comment" | "notice" | "thanks">(undefined);
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    const elements = { rating: firstRating, comment: commentBox, notice, thanks };
    elements[target].current?.focus();
  });

  async function submit() {
    if (state.status === "sending") return;
    if (rating === undefined) {
      setErrors({ rating: callFeedbackMessages.rating.required });
      focusNext.current = "rating";
      return;
    }
    setState({ status: "sending" });
    const text = comment.trim();
    const result = await send({ callId, rating, comment: text === "" ? undefined : text });
    if (!mounted.current) return;
    if (result.status === "sent") {
      focusNext.current = "thanks";
      setState({ status: "sent" });
      return;
    }
    const failure = failureOf(result, copy.failures);
    // Focus goes where the visitor can act: the first field to fix, else the message.
    focusNext.current =
      failure.fields.rating !== undefined
        ? "rating"
        : failure.fields.comment !== undefined
          ? "comment"
          : "notice";
    setErrors(failure.fields);
    setState({ status: "failed", message: failure.message });
  }

  if (state.status === "sent") {
    return (
      <section
        aria-labelledby={titleId}
        data-slot="call-feedback"
        data-state="sent"
        className="grid justify-items-start gap-2 rounded-2xl border border-success/40 bg-success/10 p-3 text-sm"
      >
        <h3
          ref={thanks}
          id={titleId}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-4 text-success" />
          {copy.sent.title}
        </h3>
        <p className="text-muted-foreground">{copy.sent.text}</p>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {copy.sent.closeLabel}
        </Button>
      </section>
    );
  }

  const sending = state.status === "sending";
  return (
    <section
      aria-labelledby={titleId}
      data-slot="call-feedback"
      data-state={state.status}
      className="rounded-2xl border border-border bg-background/60 p-3 text-sm"
    >
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {copy.title}
          </h3>
          <p className="text-muted-foreground">{copy.text}</p>
        </div>
        <fieldset className="grid min-w-0 gap-1.5">
          <legend className="mb-1.5 font-medium">{copy.ratingLegend}</legend>
          <div className="grid grid-cols-5 gap-2">
            {copy.ratingLabels.map((label, index) => {
              const value = index + 1;
              return (
                <label key={label} className="relative grid cursor-pointer">
                  <input
                    ref={index === 0 ? firstRating : undefined}
                    type="radio"
                    name={`${id}-rating`}
                    value={value}
                    checked={rating === value}
                    disabled={sending}
                    aria-describedby={errors.rating === undefined ? undefined : ratingErrorId}
                    onChange={() => {
                      setRating(value);
                      setErrors((current) => ({ ...current, rating: undefined }));
                    }}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "grid h-10 place-items-center rounded-full border border-input bg-background text-base font-semibold tabular-nums transition-colors duration-(--duration-fast) hover:bg-muted",
                      "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                      "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                      "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
                      errors.rating !== undefined && "border-danger",
                    )}
                  >
                    {value}
                  </span>
                  <span className="sr-only">{`${String(value)}: ${label}`}</span>
                </label>
              );
            })}
          </div>
          <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
            <span>{copy.ratingLabels[0]}</span>
            <span>{copy.ratingLabels[4]}</span>
          </div>
          {errors.rating === undefined ? null : (
            <p
              id={ratingErrorId}
              role="alert"
              className="flex items-start gap-1.5 text-sm font-medium text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{errors.rating}</span>
            </p>
          )}
        </fieldset>
        <FormField label={copy.commentLabel} error={errors.comment}>
          <Textarea
            ref={commentBox}
            name="comment"
            value={comment}
            rows={3}
            maxLength={CALL_FEEDBACK_LIMITS.comment}
            placeholder={copy.commentPlaceholder}
            readOnly={sending}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              if (errors.comment !== undefined) {
                setErrors((current) => ({ ...current, comment: undefined }));
              }
            }}
            className="min-h-20"
          />
        </FormField>
        {state.status === "failed" ? (
          <p
            ref={notice}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 p-2.5 text-foreground outline-none"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>{state.message}</span>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="sm" loading={sending}>
            {copy.sendLabel}
          </Button>
          <button
            type="button"
            onClick={onDone}
            className="rounded-md font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {copy.skipLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
