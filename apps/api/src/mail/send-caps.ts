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
/** The caps count ten-minute slices: an hour's cap the last 7, a day's the last 145. */
const SLICE_MS = 600_000;
/** A cap that is off leaves this much room. */
const NO_CAP = 2_147_483_647;

/** What the caps let through for one inquiry: boolean SQL expressions, and what computes them. */
export interface CapVerdicts {
  /** The common table expression that counts the inquiry's e-mails (none without caps). */
  readonly cte: SQL | undefined;
  readonly confirmation: SQL;
  readonly staff: SQL;
}

/**
 * Counts an inquiry's e-mails against the caps, in a common table expression for the statement
 * that stores it: a confirmation when `confirmation` (the mailbox quota's verdict; undefined when
 * there is none) admits it, and the staff's notification, each while fewer than its caps were
 * counted in the slices covering the last hour and day (a slice more than the window: never
 * more than a cap go in any window). One row per slice holds both counts; the earlier slices are
 * summed once, by the row proposed (their `room`), and the upsert locks the current slice's row,
 * so instances sharing the database count one after another.
 */
export function capVerdicts(caps: MailCaps, confirmation: SQL | undefined, at: Date): CapVerdicts {
  const none =
    caps.confirmationsPerHour === 0 &&
    caps.confirmationsPerDay === 0 &&
    caps.staffNotificationsPerHour === 0 &&
    caps.staffNotificationsPerDay === 0;
  if (none) {
    return { cte: undefined, confirmation: confirmation ?? sql`false`, staff: sql`true` };
  }
  const slice = new Date(at.getTime() - (at.getTime() % SLICE_MS));
  const sliceAt = sql`${slice.toISOString()}::timestamptz`;
  const sinceHour = sql`${new Date(slice.getTime() - HOUR_MS).toISOString()}::timestamptz`;
  const sinceDay = sql`${new Date(slice.getTime() - DAY_MS).toISOString()}::timestamptz`;
  const cap = (max: number) => (max === 0 ? NO_CAP : max);
  const room = (column: string, perHour: number, perDay: number) =>
    sql`least(${cap(perHour)}::bigint - coalesce(sum(${sql.raw(column)}) filter (where slice_start >= ${sinceHour}), 0),
      ${cap(perDay)}::bigint - coalesce(sum(${sql.raw(column)}), 0))::int`;
  const cte = sql`caps as (
    insert into ${mailCaps} as c (slice_start, confirmations, staff_notifications,
      confirmation_admitted, staff_admitted, confirmation_room, staff_room)
    select ${sliceAt}, case when q.confirm then 1 else 0 end, case when q.staff then 1 else 0 end,
      q.confirm, q.staff, q.confirmation_room, q.staff_room
    from (
      select (${confirmation ?? sql`false`}) and r.confirmation_room > 0 as confirm,
        r.staff_room > 0 as staff, r.confirmation_room, r.staff_room
      from (
        select ${room("confirmations", caps.confirmationsPerHour, caps.confirmationsPerDay)} as confirmation_room,
          ${room("staff_notifications", caps.staffNotificationsPerHour, caps.staffNotificationsPerDay)} as staff_room
        from ${mailCaps} where slice_start >= ${sinceDay} and slice_start < ${sliceAt}
          -- Summed by the slice's first inquiry only: the earlier slices do not change.
          and not exists (select 1 from ${mailCaps} where slice_start = ${sliceAt})
      ) as r
    ) as q
    on conflict (slice_start) do update set
      confirmations = c.confirmations + case when excluded.confirmation_admitted and c.confirmations < c.confirmation_room then 1 else 0 end,
      staff_notifications = c.staff_notifications + case when excluded.staff_admitted and c.staff_notifications < c.staff_room then 1 else 0 end,
      confirmation_admitted = excluded.confirmation_admitted and c.confirmations < c.confirmation_room,
      staff_admitted = excluded.staff_admitted and c.staff_notifications < c.staff_room,
      confirmation_room = c.confirmation_room,
      staff_room = c.staff_room
    returning confirmation_admitted, staff_admitted
  )`;
  return {
    cte,
    confirmation: sql`(select confirmation_admitted from caps)`,
    staff: sql`(select staff_admitted from caps)`,
  };
}

/** Deletes the slices no cap counts any more (older than a day and a slice). */
export async function pruneMailCaps(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(mailCaps)
    .where(lt(mailCaps.sliceStart, new Date(now.getTime() - DAY_MS - SLICE_MS)));
}
