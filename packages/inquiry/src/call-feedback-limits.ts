// The rules and messages of call feedback, apart from its schema: a form that only needs the
// limits and the words (the site's Voice Chat panel) does not bundle zod.

/**
 * The rules of call feedback: a rating from `ratingMin` to `ratingMax` (whole numbers, inclusive)
 * and a comment of at most `comment` characters, counted after trimming in UTF-16 code units
 * (what the browser's `maxlength` counts).
 * @example CALL_FEEDBACK_LIMITS.comment // 1000
 * @public
 */
export const CALL_FEEDBACK_LIMITS = { ratingMin: 1, ratingMax: 5, comment: 1000 } as const;

const count = new Intl.NumberFormat("en-US");
const { ratingMin, ratingMax } = CALL_FEEDBACK_LIMITS;

/**
 * What a visitor reads when a field of the call-feedback form is missing or wrong; the API
 * returns the same texts in its `fields` map.
 * @public
 */
export const callFeedbackMessages = {
  callId: {
    invalid: "This call can't be rated here. Please start a new call to leave feedback",
  },
  rating: {
    required: `Please choose a rating from ${String(ratingMin)} to ${String(ratingMax)}`,
    invalid: `The rating must be a whole number from ${String(ratingMin)} to ${String(ratingMax)}`,
  },
  comment: {
    tooLong: `Please shorten your comment to ${count.format(CALL_FEEDBACK_LIMITS.comment)} characters or fewer`,
    invalid: "Your comment contains a hidden control character. Please retype it",
  },
  unknown: "This field is not part of call feedback",
} as const;

/** The type of {@link callFeedbackMessages}. @public */
export type CallFeedbackMessages = typeof callFeedbackMessages;
