import { describe, expect, it } from "vitest";
import { CALL_FEEDBACK_LIMITS, callFeedbackMessages as m } from "./call-feedback-limits.js";
import { callFeedbackSchema } from "./call-feedback-schema.js";
import { fieldErrors } from "./field-errors.js";

const CALL_ID = "5a1c7e0e-9d7b-4c1e-8f7a-2b3c4d5e6f70";
const valid = { callId: CALL_ID, rating: 4 };
const errorsWith = (field: string, value: unknown) =>
  fieldErrors(callFeedbackSchema.safeParse({ ...valid, [field]: value }));

describe("callFeedbackSchema", () => {
  it("takes a call id, a rating and an optional comment, trimmed", () => {
    expect(callFeedbackSchema.parse(valid)).toEqual(valid);
    expect(
      callFeedbackSchema.parse({
        callId: ` ${CALL_ID.toUpperCase()} `,
        rating: 5,
        comment: "  Quick and clear.\nIt booked me for Tuesday.  ",
      }),
    ).toEqual({
      // The id as Vapi writes it, whatever case a client sent: one call, one key.
      callId: CALL_ID,
      rating: 5,
      comment: "Quick and clear.\nIt booked me for Tuesday.",
    });
    // A comment left empty is no comment.
    expect(callFeedbackSchema.parse({ ...valid, comment: "   " })).toEqual(valid);
  });

  it("asks for a rating when there is none, and refuses any but a whole number from 1 to 5", () => {
    expect(fieldErrors(callFeedbackSchema.safeParse({ callId: CALL_ID }))).toEqual({
      rating: m.rating.required,
    });
    expect(m.rating.required).toBe("Please choose a rating from 1 to 5");
    for (const rating of [0, 6, 4.5, -1, "4", null, true, Number.NaN]) {
      expect(errorsWith("rating", rating), String(rating)).toEqual({ rating: m.rating.invalid });
    }
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(callFeedbackSchema.safeParse({ ...valid, rating }).success).toBe(true);
    }
  });

  it("takes only a call id of Vapi's form (a UUID)", () => {
    for (const callId of ["call-1", "", "5a1c7e0e9d7b4c1e8f7a2b3c4d5e6f70", `${CALL_ID}x`, 42]) {
      expect(errorsWith("callId", callId), String(callId)).toEqual({ callId: m.callId.invalid });
    }
    expect(fieldErrors(callFeedbackSchema.safeParse({ rating: 3 }))).toEqual({
      callId: m.callId.invalid,
    });
  });

  it("caps the comment at the limit, counted after trimming, and refuses hidden characters", () => {
    const longest = "a".repeat(CALL_FEEDBACK_LIMITS.comment);
    expect(callFeedbackSchema.safeParse({ ...valid, comment: ` ${longest} ` }).success).toBe(true);
    expect(errorsWith("comment", `${longest}a`)).toEqual({ comment: m.comment.tooLong });
    expect(m.comment.tooLong).toBe("Please shorten your comment to 1,000 characters or fewer");
    expect(errorsWith("comment", "Great\u0000call")).toEqual({ comment: m.comment.invalid });
    expect(errorsWith("comment", 5)).toEqual({ comment: m.comment.invalid });
  });

  it("refuses fields that are not part of feedback, each by name", () => {
    expect(
      fieldErrors(callFeedbackSchema.safeParse({ ...valid, email: "jane@clinic.com", x: 1 })),
    ).toEqual({ email: m.unknown, x: m.unknown });
  });
});
