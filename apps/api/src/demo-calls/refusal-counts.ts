// How many "call me now" requests were refused before anything was stored, per reason and hour:
// what the dashboard counts beside the calls themselves. A counter, never who asked.
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.js";
import type { DEMO_CALL_REFUSAL_REASONS } from "../db/schema.js";
import { demoCallRefusals } from "../db/schema.js";

/** Why a request was refused before a call was stored. */
export type DemoCallRefusalReason = (typeof DEMO_CALL_REFUSAL_REASONS)[number];

const HOUR_MS = 3_600_000;

/** Counts one refusal for `reason` in the (UTC) hour of `at`. */
export async function countRefusal(
  db: Queryable,
  reason: DemoCallRefusalReason,
  at: Date = new Date(),
): Promise<void> {
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(demoCallRefusals)
    .values({ hour, reason, count: 1 })
    .onConflictDoUpdate({
      target: [demoCallRefusals.hour, demoCallRefusals.reason],
      set: { count: sql`${demoCallRefusals.count} + 1` },
    });
}
