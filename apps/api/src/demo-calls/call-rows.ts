// The demo calls table, as the inquiries reach it: the admin shows a demo inquiry's call, and
// keeps an inquiry whose call is still held. Only this module and the demo-call repository touch it.
import type { DemoCallOutcome } from "@novaline/inquiry";
import { and, eq, exists, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/client.js";
import { callOutcomeSql } from "./call-outcome.js";
import { demoCalls, inquiries, type DemoCallRow } from "../db/schema.js";

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

/**
 * The condition on a call's row for `outcome`: the dashboard's own expression (`callOutcomeSql`),
 * so that a figure's link lists exactly the calls it counts.
 */
const outcomeCondition = (outcome: DemoCallOutcome): SQL => sql`(${callOutcomeSql}) = ${outcome}`;

/**
 * `exists` a call of the inquiry whose id is in `inquiryId` that turned out `outcome` (through the
 * unique index on `inquiry_id`).
 */
export function callWithOutcome(inquiryId: AnyColumn, outcome: DemoCallOutcome): SQL {
  return exists(
    sql`(select 1 from ${demoCalls} where ${and(eq(demoCalls.inquiryId, inquiryId), outcomeCondition(outcome))})`,
  );
}

/**
 * `exists` a call of the inquiry whose id is in `inquiryId` that was placed: any but a refused
 * one (still ringing included), as the dashboard counts them.
 */
export function callPlaced(inquiryId: AnyColumn): SQL {
  return exists(
    sql`(select 1 from ${demoCalls} where ${and(eq(demoCalls.inquiryId, inquiryId), sql`(${callOutcomeSql}) is distinct from 'refused'`)})`,
  );
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

/**
 * Where Vapi keeps the recording of an inquiry's call (never sent to a browser): `undefined`
 * when there is no such inquiry, `null` when it has no call or its call has no recording (yet).
 */
export async function recordingOfInquiry(
  db: Queryable,
  inquiryId: string,
): Promise<{ recordingUrl: string | null } | undefined> {
  const [row] = await db
    .select({ id: inquiries.id, recordingUrl: demoCalls.recordingUrl })
    .from(inquiries)
    .leftJoin(demoCalls, eq(demoCalls.inquiryId, inquiries.id))
    .where(eq(inquiries.id, inquiryId));
  return row ? { recordingUrl: row.recordingUrl } : undefined;
}
