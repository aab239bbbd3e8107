// Global caps on the e-mails the public forms make us send: visitor confirmations and staff
// notifications per hour and per day, whoever asks (rotating addresses buys nothing here). They
// are decided by the mail worker as it comes to send each message, never by the statement that
// stores an inquiry: a busy form then serialises on nothing.
import { MAIL_KINDS, type MailKind } from "@novaline/inquiry";
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { mailCapSlices, mailOutbox } from "../db/schema.js";
import { countHeldBack } from "./digest.js";
import type { ClaimedMail } from "./outbox.js";

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
/** Any number that no other use of advisory locks in this database picks (727001, 727002 taken). */
const CAPS_LOCK = 727_003;

/** What the caps decided for a batch of claimed messages. */
export interface CapDecision {
  /** To send now: already cleared, of a kind without caps, or counted within the caps. */
  readonly send: readonly ClaimedMail[];
  /** Held back (state `held`, handed back, never sent): their kind's cap was reached. */
  readonly held: readonly ClaimedMail[];
}

/** The caps as the mail worker applies them, before it sends a batch it claimed. */
export interface SendCaps {
  decide(claimed: readonly ClaimedMail[], now?: Date): Promise<CapDecision>;
}

/** Each capped kind's hourly and daily cap, `undefined` when both are off. */
function capsOf(caps: MailCaps): Partial<Record<MailKind, { perHour: number; perDay: number }>> {
  const of = (perHour: number, perDay: number) =>
    perHour === 0 && perDay === 0
      ? undefined
      : { perHour: perHour || Infinity, perDay: perDay || Infinity };
  return {
    visitor_confirmation: of(caps.confirmationsPerHour, caps.confirmationsPerDay),
    staff_notification: of(caps.staffNotificationsPerHour, caps.staffNotificationsPerDay),
  };
}

/**
 * The caps over `db`. `decide` counts each claimed message the caps have not cleared yet against
 * its kind's caps, in the order it became due: it is cleared (`caps_cleared`, so a retry is not
 * counted again) while fewer than a cap were let through in the slices covering the last hour and
 * day (a slice more than the window: never more than a cap go in any window), and otherwise
 * `held`, handed back with its claim's try taken off, and (a staff notification) counted for the
 * digest. One transaction-scoped advisory lock makes instances sharing the database decide one
 * after another, for as long as a few statements take.
 */
export function createSendCaps(db: Database, caps: MailCaps): SendCaps {
  const capped = capsOf(caps);
  return {
    async decide(claimed, now = new Date()) {
      const undecided = claimed
        .filter((mail) => !mail.capsCleared && capped[mail.kind] !== undefined)
        // The first due is the first counted: who gets a cap's last room does not depend on the
        // order the claim returned its rows in.
        .sort(
          (a, b) =>
            a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime(),
        );
      if (undecided.length === 0) return { send: claimed, held: [] };
      const slice = now.getTime() - (now.getTime() % SLICE_MS);
      const sinceHour = new Date(slice - HOUR_MS);
      const sinceDay = new Date(slice - DAY_MS);
      const held = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CAPS_LOCK})`);
        const counted = await tx
          .select({
            kind: mailCapSlices.kind,
            hour: sql<number>`coalesce(sum(${mailCapSlices.admitted}) filter (where ${mailCapSlices.sliceStart} >= ${sinceHour.toISOString()}::timestamptz), 0)::int`,
            day: sql<number>`sum(${mailCapSlices.admitted})::int`,
          })
          .from(mailCapSlices)
          .where(gte(mailCapSlices.sliceStart, sinceDay))
          .groupBy(mailCapSlices.kind);
        const room = new Map<MailKind, number>();
        for (const kind of MAIL_KINDS) {
          const cap = capped[kind];
          if (!cap) continue;
          const sent = counted.find((row) => row.kind === kind);
          room.set(kind, Math.min(cap.perHour - (sent?.hour ?? 0), cap.perDay - (sent?.day ?? 0)));
        }
        const admit: ClaimedMail[] = [];
        const hold: ClaimedMail[] = [];
        for (const mail of undecided) {
          const left = room.get(mail.kind) ?? 0;
          if (left > 0) {
            admit.push(mail);
            room.set(mail.kind, left - 1);
          } else {
            hold.push(mail);
          }
        }
        const tokens = [...new Set(claimed.map((mail) => mail.claimToken))];
        const ours = (mails: readonly ClaimedMail[]) =>
          and(
            inArray(
              mailOutbox.id,
              mails.map((mail) => mail.id),
            ),
            inArray(mailOutbox.claimToken, tokens),
          );
        if (admit.length > 0) {
          // Counted only when still ours: a message whose lease was lost is another sender's.
          const cleared = await tx
            .update(mailOutbox)
            .set({ capsCleared: true })
            .where(ours(admit))
            .returning({ kind: mailOutbox.kind });
          const perKind = new Map<MailKind, number>();
          for (const { kind } of cleared) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
          if (perKind.size > 0) {
            await tx
              .insert(mailCapSlices)
              .values(
                [...perKind].map(([kind, admitted]) => ({
                  kind,
                  sliceStart: new Date(slice),
                  admitted,
                })),
              )
              .onConflictDoUpdate({
                target: [mailCapSlices.kind, mailCapSlices.sliceStart],
                set: { admitted: sql`${mailCapSlices.admitted} + excluded.admitted` },
              });
          }
        }
        if (hold.length > 0) {
          const heldIds = new Set(
            (
              await tx
                .update(mailOutbox)
                .set({
                  state: "held",
                  claimToken: null,
                  lockedUntil: null,
                  // Counted up front by the claim; a held message was never tried.
                  attempts: sql`${mailOutbox.attempts} - 1`,
                })
                .where(ours(hold))
                .returning({ id: mailOutbox.id })
            ).map((row) => row.id),
          );
          await countHeldBack(
            tx,
            hold.filter((mail) => mail.kind === "staff_notification" && heldIds.has(mail.id)),
          );
        }
        return hold;
      });
      const heldIds = new Set(held.map((mail) => mail.id));
      return { send: claimed.filter((mail) => !heldIds.has(mail.id)), held };
    },
  };
}

/** Deletes the slices no cap counts any more (older than a day and a slice). */
export async function pruneMailCaps(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .delete(mailCapSlices)
    .where(lt(mailCapSlices.sliceStart, new Date(now.getTime() - DAY_MS - SLICE_MS)));
}
