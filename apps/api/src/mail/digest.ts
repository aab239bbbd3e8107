// Staff notifications held back by their caps are never dropped in silence: they are counted,
// and a digest tells staff how many arrived, once when the cap is reached and then at most
// hourly while it holds.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { mailDigests } from "../db/schema.js";
import { staffDigest, type MailMessage } from "./messages.js";
import { outboxInsert } from "./outbox.js";

const STAFF = "staff";
const HOUR_MS = 3_600_000;

/**
 * A common table expression, for the statement that stores an inquiry, that counts its staff
 * notification as held back when `admitted` (the caps' verdict) is false.
 */
export function heldBackCount(admitted: SQL, inquiryId: string, at: Date): SQL {
  return sql`held_back as (
    insert into ${mailDigests} as d (name, held_back, held_since, last_inquiry_id)
    select ${STAFF}, 1, ${at.toISOString()}::timestamptz, ${inquiryId}::uuid where not ${admitted}
    on conflict (name) do update set
      held_back = d.held_back + 1,
      held_since = coalesce(d.held_since, excluded.held_since),
      last_inquiry_id = excluded.last_inquiry_id
  )`;
}

/** What a digest says: how many notifications were held back, since when, and the caps. */
export interface DigestFacts {
  readonly heldBack: number;
  readonly heldSince: Date;
  /** The latest inquiry held back: the digest is stored as its notification. */
  readonly latestInquiryId: string;
  readonly at: Date;
}

/**
 * Puts a digest in the outbox when staff notifications were held back and no digest went in
 * the last `everyMs` (an hour): the first at once when the cap is reached, then at most one per
 * hour while it holds. One instance does it (the row is locked, others skip it). Whether one was
 * queued.
 */
export async function queueDueDigest(
  db: Database,
  messageOf: (facts: DigestFacts) => MailMessage,
  { now = new Date(), everyMs = HOUR_MS }: { now?: Date; everyMs?: number } = {},
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - everyMs);
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(mailDigests)
      .where(
        and(
          eq(mailDigests.name, STAFF),
          gt(mailDigests.heldBack, 0),
          or(isNull(mailDigests.lastSentAt), lte(mailDigests.lastSentAt, cutoff)),
        ),
      )
      .for("update", { skipLocked: true });
    if (due?.lastInquiryId == null) return false;
    const message = messageOf({
      heldBack: due.heldBack,
      heldSince: due.heldSince ?? now,
      latestInquiryId: due.lastInquiryId,
      at: now,
    });
    await tx.execute(
      sql`${outboxInsert(message, due.lastInquiryId, now)} on conflict (inquiry_id, kind) do nothing`,
    );
    await tx
      .update(mailDigests)
      .set({ heldBack: 0, heldSince: null, lastSentAt: now })
      .where(eq(mailDigests.name, STAFF));
    return true;
  });
}

/** {@link queueDueDigest} with the staff digest of `messages.ts`, to `staffEmail`. */
export const queueStaffDigest = (db: Database, staffEmail: string, now?: Date) =>
  queueDueDigest(db, (facts) => staffDigest(facts, staffEmail), now ? { now } : {});
