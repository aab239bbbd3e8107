// Staff notifications held back by their caps are never dropped in silence: they are counted,
// and a digest tells staff how many arrived, once when the cap is reached and then at most
// hourly while it holds.
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database, Transaction } from "../db/client.js";
import { mailDigests, mailOutbox } from "../db/schema.js";
import { staffDigest, type MailMessage } from "./messages.js";
import type { ClaimedMail } from "./outbox.js";

const STAFF = "staff";
const HOUR_MS = 3_600_000;

/**
 * Counts staff notifications the caps just held back (in the order they became due), in the
 * transaction that held them: the digest tells how many, since the first one's inquiry arrived,
 * and is stored as the latest one's notification.
 */
export async function countHeldBack(tx: Transaction, held: readonly ClaimedMail[]): Promise<void> {
  const latest = held.at(-1);
  if (!latest) return;
  const since = new Date(Math.min(...held.map((mail) => mail.createdAt.getTime())));
  await tx
    .insert(mailDigests)
    .values({
      name: STAFF,
      heldBack: held.length,
      heldSince: since,
      lastInquiryId: latest.inquiryId,
    })
    .onConflictDoUpdate({
      target: mailDigests.name,
      set: {
        heldBack: sql`${mailDigests.heldBack} + excluded.held_back`,
        heldSince: sql`coalesce(${mailDigests.heldSince}, excluded.held_since)`,
        lastInquiryId: sql`excluded.last_inquiry_id`,
      },
    });
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
    // The latest held inquiry's notification (held, or absent when it was queued before the caps
    // moved to the worker) becomes the digest; no cap holds a digest back, nor counts it.
    const digest = {
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      state: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lastError: null,
      capsCleared: true,
      createdAt: now,
    } as const;
    await tx
      .insert(mailOutbox)
      .values({ id: randomUUID(), inquiryId: due.lastInquiryId, kind: message.kind, ...digest })
      .onConflictDoUpdate({
        target: [mailOutbox.inquiryId, mailOutbox.kind],
        // The unique index leaves out the notes to assignees: name its predicate to use it.
        targetWhere: sql`${mailOutbox.kind} <> 'staff_assignment'`,
        set: digest,
        setWhere: eq(mailOutbox.state, "held"),
      });
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
