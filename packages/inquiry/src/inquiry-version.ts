import type { InquiryRecord } from "./inquiry-record.js";

/**
 * The version of an inquiry as the API's `ETag` names it: a strong tag of its version number,
 * `"v0"` before any staff change. Send it back as `If-Match` with an update (or the number as
 * the body's `version`): the API answers 409 `inquiry-changed`, with the inquiry as it is now,
 * when somebody else changed it in between, instead of overwriting their change.
 * @example
 * await api.update(inquiry.id, { status: "won" }, { ifMatch: inquiryVersionTag(inquiry) });
 * @public
 */
export function inquiryVersionTag(record: Pick<InquiryRecord, "version">): string {
  return `"v${String(record.version)}"`;
}

/**
 * The version number a tag names, or `undefined` for a tag that is not one of
 * {@link inquiryVersionTag}'s (weak tags included: `If-Match` compares strongly).
 * @example inquiryVersionOf('"v3"') // 3
 * @public
 */
export function inquiryVersionOf(tag: string): number | undefined {
  const match = /^"v(\d{1,9})"$/.exec(tag.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
