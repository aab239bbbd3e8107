import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../db/client.js";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { demoCalls, vapiInbox, type DemoCallRow, type VapiInboxRow } from "../db/schema.js";

/** A message a worker holds: only the holder of `claim` may record how applying it ended. */
export type ClaimedMessage = VapiInboxRow & { claim: string; body: string };

/** What a message is stored under: the SHA-256 of its exact bytes, so a replay is the same key. */
export const dedupeKeyOf = (body: Uint8Array | string) =>
  createHash("sha256").update(body).digest("hex");

const inMs = (ms: number) => sql`now() + ${`${String(Math.round(ms))} milliseconds`}::interval`;

/**
 * Vapi's server messages between the webhook, which stores them, and the worker, which applies
 * them. Several API instances may share one database.
 */
export function createVapiInbox(db: Database) {
  /** Ends a claimed message: only while its claim holds. */
  const finish = (message: ClaimedMessage, set: PgUpdateSetSource<typeof vapiInbox>) =>
    db
      .update(vapiInbox)
      .set({ claim: null, lockedUntil: null, ...set })
      .where(and(eq(vapiInbox.id, message.id), eq(vapiInbox.claim, message.claim)));

  return {
    /**
     * Stores a verified message, to be applied by a worker. `false` when the same bytes were
     * stored before (a redelivery or a replay within the day the keys are kept): nothing is
     * stored, and nothing will be applied twice.
     */
    async store(body: Uint8Array): Promise<boolean> {
      const rows = await db
        .insert(vapiInbox)
        .values({
          id: randomUUID(),
          dedupeKey: dedupeKeyOf(body),
          body: Buffer.from(body).toString("utf8"),
        })
        .onConflictDoNothing({ target: vapiInbox.dedupeKey })
        .returning({ id: vapiInbox.id });
      return rows.length > 0;
    },

    /**
     * Makes messages whose worker's lease ran out (it died or hung) due again; their old claim is
     * dropped, so a late report from that worker no longer counts.
     */
    async releaseExpired(): Promise<void> {
      await db
        .update(vapiInbox)
        .set({ state: "pending", claim: null, lockedUntil: null })
        .where(and(eq(vapiInbox.state, "applying"), lte(vapiInbox.lockedUntil, sql`now()`)));
    },

    /**
     * Claims up to `limit` due messages, oldest first (so a call's messages are applied in the
     * order they came): each to exactly one caller, its try counted up front.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const due = db
        .select({ id: vapiInbox.id })
        .from(vapiInbox)
        .where(and(eq(vapiInbox.state, "pending"), lte(vapiInbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(vapiInbox.receivedAt), asc(vapiInbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claim = randomUUID();
      const rows = await db
        .update(vapiInbox)
        .set({
          state: "applying",
          claim,
          attempts: sql`${vapiInbox.attempts} + 1`,
          lockedUntil: inMs(leaseMs),
        })
        .where(inArray(vapiInbox.id, due))
        .returning();
      return rows
        .map((row) => ({ ...row, claim, body: row.body ?? "" }))
        .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : 1));
    },

    /** Applied, or nothing to apply: done, its body (a transcript, maybe) cleared. */
    async complete(message: ClaimedMessage): Promise<void> {
      await finish(message, { state: "done", body: null, lastError: null });
    },

    /** Tried again after `delayMs`, for any worker, with why (a code, never the content). */
    async retry(message: ClaimedMessage, delayMs: number, reason: string): Promise<void> {
      await finish(message, {
        state: "pending",
        lastError: reason,
        nextAttemptAt: inMs(delayMs),
      });
    },

    /** Given up on, with why: `dropped`, its body cleared. */
    async drop(message: ClaimedMessage, reason: string): Promise<void> {
      await finish(message, { state: "dropped", body: null, lastError: reason });
    },

    /**
     * Hands back messages a worker claimed but will not apply (it is stopping): due again at
     * once, the try it did not make taken off their count.
     */
    async release(messages: readonly ClaimedMessage[]): Promise<void> {
      for (const message of messages) {
        await finish(message, { state: "pending", attempts: sql`${vapiInbox.attempts} - 1` });
      }
    },

    /** Deletes the messages that arrived before `before` (and their keys); how many. */
    async pruneBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(vapiInbox)
        .where(lt(vapiInbox.receivedAt, before))
        .returning({ id: vapiInbox.id });
      return removed.length;
    },

    /**
     * The demo call a message is about: the one with its Vapi id, else the one with our id
     * (`demoCallId`) whose Vapi id is not known yet (its webhooks came before `POST /call`
     * answered), on which Vapi's id is then recorded. `undefined` when neither is known (yet).
     */
    async matchCall(ref: {
      vapiCallId: string;
      demoCallId: string | undefined;
    }): Promise<DemoCallRow | undefined> {
      const [byVapiId] = await db
        .select()
        .from(demoCalls)
        .where(eq(demoCalls.vapiCallId, ref.vapiCallId));
      if (byVapiId) return byVapiId;
      if (ref.demoCallId === undefined) return undefined;
      const [recorded] = await db
        .update(demoCalls)
        .set({ vapiCallId: ref.vapiCallId })
        .where(and(eq(demoCalls.id, ref.demoCallId), isNull(demoCalls.vapiCallId)))
        .returning();
      return recorded;
    },
  };
}

export type VapiInbox = ReturnType<typeof createVapiInbox>;
