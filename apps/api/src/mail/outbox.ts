import { and, asc, eq, inArray, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/client.js";
import { mailOutbox, type MailOutboxRow } from "../db/schema.js";
import type { MailMessage } from "./messages.js";

/**
 * The statement that puts message `index` of an inquiry in the outbox, as `insert … select …` (a
 * common table expression's body: append `where …` to make it depend on the confirmation quota),
 * with placeholders (Drizzle builds the statement once, see `src/inquiries/repository.ts`): the
 * inquiry's `inquiry` and `at`, and the message's own, {@link outboxInsertValues}.
 */
export function outboxInsert(index: number, inquiry: Placeholder, at: Placeholder): SQL {
  const value = (name: keyof MailMessage | "id") => sql.placeholder(`mail${String(index)}.${name}`);
  return sql`insert into ${mailOutbox} (id, inquiry_id, kind, to_address, reply_to, subject, text_body, html_body, created_at)`.append(
    sql` select ${value("id")}::uuid, ${inquiry}::uuid, ${value("kind")}, ${value("to")}, ${value("replyTo")}, ${value("subject")}, ${value("text")}, ${value("html")}, ${at}::timestamptz`,
  );
}

/** The values of {@link outboxInsert}'s placeholders for `message`, message `index`. */
export function outboxInsertValues(index: number, message: MailMessage): Record<string, unknown> {
  const prefix = `mail${String(index)}.`;
  return {
    [`${prefix}id`]: randomUUID(),
    [`${prefix}kind`]: message.kind,
    [`${prefix}to`]: message.to,
    [`${prefix}replyTo`]: message.replyTo,
    [`${prefix}subject`]: message.subject,
    [`${prefix}text`]: message.text,
    [`${prefix}html`]: message.html,
  };
}

/** The e-mails of these inquiries, for their delivery state. */
export function mailOfInquiries(db: Queryable, inquiryIds: readonly string[]) {
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.inquiryId, [...inquiryIds]));
}

/** A message a sender holds: only the holder of `claimToken` may record how its send ended. */
export type ClaimedMail = MailOutboxRow & { claimToken: string };

/** The outbox as senders use it. Several senders (API instances) may share one database. */
export function createOutbox(db: Database) {
  return {
    /**
     * Makes messages whose sender's lease ran out (it died or hung) due again; their old claim
     * token is dropped, so a late report from that sender no longer counts.
     */
    async releaseExpired(): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: "pending", claimToken: null, lockedUntil: null })
        .where(and(eq(mailOutbox.state, "sending"), lte(mailOutbox.lockedUntil, sql`now()`)));
    },

    /**
     * Claims up to `limit` due messages: each is given to exactly one caller, with `attempts`
     * counted up front so a crash mid-send counts.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      // Due messages in order, read from the (state, next_attempt_at) index: cheap however long
      // the queue is.
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.state, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimToken = randomUUID();
      const rows = await db
        .update(mailOutbox)
        .set({
          state: "sending",
          claimToken,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.map((row) => ({ ...row, claimToken }));
    },

    /**
     * Hands back messages a sender claimed but will not send (it is stopping): due again at once,
     * for another sender, with the try it did not make taken off their count.
     */
    async release(mails: readonly ClaimedMail[]): Promise<void> {
      for (const mail of mails) {
        await db
          .update(mailOutbox)
          .set({
            state: "pending",
            claimToken: null,
            lockedUntil: null,
            attempts: sql`${mailOutbox.attempts} - 1`,
          })
          .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken)));
      }
    },

    /**
     * Extends the lease of a claimed message to `leaseMs` from now, right before it is sent, so
     * a batch that takes long never lets its last messages' leases run out while they wait.
     * `false` when the lease was already lost: the message is another sender's now.
     */
    async renew(mail: ClaimedMail, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() + ${`${String(leaseMs)} milliseconds`}::interval` })
        .where(
          and(
            eq(mailOutbox.id, mail.id),
            eq(mailOutbox.claimToken, mail.claimToken),
            eq(mailOutbox.state, "sending"),
          ),
        )
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Records a send; `false` when the lease was lost to another sender meanwhile. */
    async markSent(mail: ClaimedMail): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({
          state: "sent",
          sentAt: sql`now()`,
          lockedUntil: null,
          claimToken: null,
          lastError: null,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken)))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /**
     * What is not sent yet (pending, or claimed by a sender): how many, and how long the oldest
     * has waited. For the outbox gauges, read when metrics are collected.
     */
    async backlog(): Promise<{ depth: number; oldestAgeSeconds: number }> {
      const [row] = await db
        .select({
          depth: sql`count(*)::int`.mapWith(Number),
          oldestAgeSeconds:
            sql`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`.mapWith(
              Number,
            ),
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, ["pending", "sending"]));
      return { depth: row?.depth ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
    },

    /** Records a failed try: retried after `retryInMs`, or `failed` for good when that is `null`. */
    async markFailed(mail: ClaimedMail, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          state: retryInMs === null ? "failed" : "pending",
          lastError: error.slice(0, 1000),
          lockedUntil: null,
          claimToken: null,
          nextAttemptAt:
            retryInMs === null
              ? mailOutbox.nextAttemptAt
              : sql`now() + ${`${retryInMs} milliseconds`}::interval`,
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken)));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
