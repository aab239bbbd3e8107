import type { CallFeedback } from "@novaline/inquiry";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { callFeedback } from "../db/schema.js";

/**
 * How a post of feedback was stored: the call's first (`created`), one that replaced it within
 * the replace window (`replaced`), or none, because the call's feedback came before that window
 * (`exists`: it is kept as it was).
 */
export type StoredFeedback =
  | { readonly kind: "created" | "replaced"; readonly receivedAt: Date }
  | { readonly kind: "exists" };

/** The visitors' feedback on their browser calls, one row per call (`call_feedback`). */
export function createCallFeedbackRepository(db: Database) {
  return {
    /** Whether the call has feedback already (then Vapi was asked about it before). */
    async has(callId: string): Promise<boolean> {
      const rows = await db
        .select({ callId: callFeedback.callId })
        .from(callFeedback)
        .where(eq(callFeedback.callId, callId));
      return rows.length > 0;
    },

    /**
     * Stores a call's feedback in one statement: new, or replacing the call's feedback when that
     * came less than `replaceWindowMs` ago (the first post's time decides, so replacing cannot
     * keep a call's feedback open for good); otherwise nothing changes. Two posts at once for a
     * new call: one inserts, the other replaces it.
     */
    async store(feedback: CallFeedback, replaceWindowMs: number): Promise<StoredFeedback> {
      const now = new Date();
      const since = new Date(now.getTime() - replaceWindowMs);
      const rows = await db
        .insert(callFeedback)
        .values({
          callId: feedback.callId,
          rating: feedback.rating,
          comment: feedback.comment ?? null,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: callFeedback.callId,
          set: { rating: feedback.rating, comment: feedback.comment ?? null, updatedAt: now },
          setWhere: sql`${callFeedback.createdAt} > ${since.toISOString()}::timestamptz`,
        })
        .returning({ updatedAt: callFeedback.updatedAt });
      const [row] = rows;
      if (row === undefined) return { kind: "exists" };
      return { kind: row.updatedAt === null ? "created" : "replaced", receivedAt: now };
    },

    /** Deletes the feedback first received before `before`; how many. */
    async purgeOlderThan(before: Date): Promise<number> {
      const removed = await db
        .delete(callFeedback)
        .where(lt(callFeedback.createdAt, before))
        .returning({ callId: callFeedback.callId });
      return removed.length;
    },
  };
}

export type CallFeedbackRepository = ReturnType<typeof createCallFeedbackRepository>;
