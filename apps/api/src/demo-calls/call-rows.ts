// The demo calls table, as the inquiries reach it: the admin shows a demo inquiry's call, and
// keeps an inquiry whose call is still held. Only this module and the demo-call repository touch it.
import { eq, inArray, type AnyColumn } from "drizzle-orm";
import type { Queryable } from "../db/client.js";
import { demoCalls, type DemoCallRow } from "../db/schema.js";

/** The calls of these inquiries (at most one each). */
export function callsOfInquiries(
  db: Queryable,
  inquiryIds: readonly string[],
): Promise<DemoCallRow[]> {
  if (inquiryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(demoCalls)
    .where(inArray(demoCalls.inquiryId, [...inquiryIds]));
}

/** A subquery for `exists`/`notExists`: the call of the inquiry whose id is in `inquiryId`. */
export function callOfInquiry(db: Queryable, inquiryId: AnyColumn) {
  return db.select({ id: demoCalls.id }).from(demoCalls).where(eq(demoCalls.inquiryId, inquiryId));
}

/** A call's outcome, as the inquiries' CSV export reads it beside each inquiry. */
export const callOutcomeColumns = {
  status: demoCalls.status,
  industry: demoCalls.industry,
  endedReason: demoCalls.endedReason,
  durationSeconds: demoCalls.durationSeconds,
  summary: demoCalls.summary,
};

/** The table and condition of a left join from an inquiry (its id in `inquiryId`) to its call. */
export const callJoin = (inquiryId: AnyColumn) =>
  [demoCalls, eq(demoCalls.inquiryId, inquiryId)] as const;
