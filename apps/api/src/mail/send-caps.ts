// Global caps on the e-mails the public forms make us send: visitor confirmations and staff
// notifications per hour and per day, whoever asks (rotating addresses buys nothing here).
import { lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { mailCaps } from "../db/schema.js";

/** How many e-mails of each kind go out in any hour and any day; 0 turns a cap off. */
export interface MailCaps {
  readonly confirmationsPerHour: number;
  readonly confirmationsPerDay: number;
  readonly staffNotificationsPerHour: number;
  readonly staffNotificationsPerDay: number;
}

/** No caps (tests that are not about them). */
export const NO_MAIL_CAPS: MailCaps = {
  confirmationsPerHour: 0,
  confirmationsPerDay: 0,
  staffNotificationsPerHour: 0,
  staffNotificationsPerDay: 0,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Slices per window: an hour is counted by the minute, a day by 24 minutes. */
const SLICES = 60;

/** The caps of one kind of e-mail, as `{ name, max, windowMs }`, the hour's first. */
export function capsOf(caps: MailCaps, kind: "visitor_confirmation" | "staff_notification") {
  const [perHour, perDay] =
    kind === "visitor_confirmation"
      ? [caps.confirmationsPerHour, caps.confirmationsPerDay]
      : [caps.staffNotificationsPerHour, caps.staffNotificationsPerDay];
  return [
    { name: `${kind}:hour`, max: perHour, windowMs: HOUR_MS },
    { name: `${kind}:day`, max: perDay, windowMs: DAY_MS },
  ].filter((cap) => cap.max > 0);
}

/**
 * The common table expressions that count one e-mail against its caps, each admitting it when
 * the step before did (`previous`, a boolean expression) and fewer than `max` were counted in the
 * slices that cover the last `windowMs` (one slice more than the window: never more than `max`
 * in any window). Each upsert locks its slice's row, so instances sharing the database count one
 * after another. `admitted` is the boolean expression of the last step (`previous` without caps).
 */
export function capCounts(
  caps: readonly { name: string; max: number; windowMs: number }[],
  previous: SQL,
  at: Date,
  prefix: string,
): { ctes: SQL[]; admitted: SQL } {
  let admitted = previous;
  const ctes = caps.map((cap, index) => {
    const sliceMs = cap.windowMs / SLICES;
    const slice = new Date(at.getTime() - (at.getTime() % sliceMs));
    const since = new Date(slice.getTime() - cap.windowMs);
    const sliceAt = sql`${slice.toISOString()}::timestamptz`;
    const earlier = sql`coalesce((select sum(o.count) from ${mailCaps} as o
      where o.name = ${cap.name} and o.slice_start > ${since.toISOString()}::timestamptz
        and o.slice_start < ${sliceAt}), 0)`;
    const name = `${prefix}_${String(index)}`;
    const cte = sql`${sql.raw(name)} as (
      insert into ${mailCaps} as c (name, slice_start, count, admitted)
      select ${cap.name}, ${sliceAt}, case when p.ok then 1 else 0 end, p.ok
      from (select (${admitted}) and ${earlier} < ${cap.max} as ok) as p
      on conflict (name, slice_start) do update set
        count = c.count + case when excluded.admitted and ${earlier} + c.count < ${cap.max} then 1 else 0 end,
        admitted = excluded.admitted and ${earlier} + c.count < ${cap.max}
      returning admitted
    )`;
    admitted = sql.raw(`(select admitted from ${name})`);
    return cte;
  });
  return { ctes, admitted };
}

/** Deletes the slices no cap counts any more (older than a day and a slice). */
export async function pruneMailCaps(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(mailCaps)
    .where(lt(mailCaps.sliceStart, new Date(now.getTime() - DAY_MS - DAY_MS / SLICES)));
}
