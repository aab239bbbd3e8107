import type { InquiryRecord } from "./inquiry-record.js";

/**
 * The version of an inquiry as the API's `ETag` names it (a strong tag of its last staff
 * change, `"v0"` before any). Send it back as `If-Match` with an update: the API answers 412
 * `inquiry-changed` when somebody else changed the inquiry in between, instead of overwriting
 * their change.
 * @example
 * await api.update(inquiry.id, { note }, { ifMatch: inquiryVersionTag(inquiry) });
 * @public
 */
export function inquiryVersionTag(record: Pick<InquiryRecord, "updatedAt">): string {
  return `"v${String(record.updatedAt === null ? 0 : Date.parse(record.updatedAt))}"`;
}

/**
 * The last staff change a version tag names: `null` for none yet, `undefined` for a tag that is
 * not one of {@link inquiryVersionTag}'s (weak tags included: `If-Match` compares strongly).
 * @public
 */
export function inquiryVersionOf(tag: string): Date | null | undefined {
  const match = /^"v(\d{1,16})"$/.exec(tag.trim());
  if (!match?.[1]) return undefined;
  const ms = Number(match[1]);
  return ms === 0 ? null : new Date(ms);
}
