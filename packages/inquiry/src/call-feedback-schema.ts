// A visitor's feedback on a browser call with the AI (the Voice Chat panel): one schema for the
// site's form and the API that stores it.
import * as z from "zod/mini";
import { CALL_FEEDBACK_LIMITS, callFeedbackMessages } from "./call-feedback-limits.js";
import { optionalText, text } from "./inquiry-schema.js";

const { ratingMin, ratingMax } = CALL_FEEDBACK_LIMITS;

const m = callFeedbackMessages;

/** A UUID in any letter case: the form of Vapi's call ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Feedback on one browser call: the call's id as Vapi gives it (the web call's `id`, a UUID;
 * output in lower case), a rating that is a whole number from 1 to 5 (a JSON number, not text),
 * and an optional comment (trimmed, newlines allowed, no other control characters; empty text
 * becomes `undefined`). Unknown fields are rejected.
 * @example callFeedbackSchema.safeParse({ callId: "3f2b…", rating: 5, comment: "Quick and clear" })
 * @public
 */
export const callFeedbackSchema = z.strictObject(
  {
    callId: z
      .string({ error: m.callId.invalid })
      .check(z.trim(), z.regex(UUID, { error: m.callId.invalid }), z.toLowerCase()),
    rating: z
      .int({
        error: (issue) => (issue.input === undefined ? m.rating.required : m.rating.invalid),
      })
      .check(
        z.gte(ratingMin, { error: m.rating.invalid }),
        z.lte(ratingMax, { error: m.rating.invalid }),
      ),
    comment: optionalText(text(CALL_FEEDBACK_LIMITS.comment, m.comment, { multiline: true })),
  },
  { error: () => m.unknown },
);

/** Valid feedback, as the schema outputs it (the id in lower case, the comment trimmed). @public */
export type CallFeedback = z.output<typeof callFeedbackSchema>;
/** What a feedback form sends. @public */
export type CallFeedbackInput = z.input<typeof callFeedbackSchema>;
/** The name of a field of call feedback. @public */
export type CallFeedbackField = keyof CallFeedbackInput;

/**
 * What `POST /v1/call-feedback` answers: the call the feedback is stored with, and when it was
 * first received (201) or replaced (200: sent again for the same call shortly after).
 * @public
 */
export interface CallFeedbackReceipt {
  readonly callId: string;
  readonly receivedAt: string;
}
