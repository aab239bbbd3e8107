import type { InquiryChange, InquiryRecord } from "@novaline/inquiry";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { inquiryChanges } from "../db/schema.js";

/** A place in the feed of changes: after the change `id` of the transaction `tx` (an xid8). */
export interface ChangeCursor {
  readonly tx: string;
  readonly id: number;
}

/**
 * The channel a transaction that adds to the feed notifies as it commits (migration 0017):
 * every process's reader looks at once.
 */
export const CHANGE_NOTICES = "inquiry_changes";

/** The feed's start: before every change. */
export const FEED_START: ChangeCursor = { tx: "0", id: 0 };

/** The largest xid8 (an unsigned 64-bit number): a bigger transaction id is no place in the feed. */
const MAX_XID8 = 2n ** 64n - 1n;

/**
 * A cursor as an SSE event id (`<tx>-<id>`), and back; `undefined` for anything else, numbers
 * the database's types cannot hold included (`99999999999999999999-1`).
 */
export const encodeChangeCursor = ({ tx, id }: ChangeCursor) => `${tx}-${String(id)}`;
export function decodeChangeCursor(text: string | undefined): ChangeCursor | undefined {
  const match = /^(\d{1,20})-(\d{1,16})$/.exec(text ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[2]);
  if (BigInt(match[1]) > MAX_XID8 || !Number.isSafeInteger(id)) return undefined;
  return { tx: BigInt(match[1]).toString(), id };
}

/** Orders two places in the feed: negative when `a` is before `b`, 0 when they are the same. */
export function compareChangeCursors(a: ChangeCursor, b: ChangeCursor): number {
  const tx = BigInt(a.tx) - BigInt(b.tx);
  return tx !== 0n ? (tx < 0n ? -1 : 1) : a.id - b.id;
}

/**
 * Changes are read in (transaction, id) order, and only those of transactions older than every
 * transaction still running: a change whose transaction commits late is then never behind a
 * cursor that has passed it (an id order would skip it).
 */
const settled = sql`${inquiryChanges.tx} < pg_snapshot_xmin(pg_current_snapshot())`;

/** The feed of changes to the inquiries (see `inquiryChanges`), for the staff's live inbox. */
export function createInquiryChangeFeed(
  db: Database,
  records: (ids: readonly string[]) => Promise<InquiryRecord[]>,
) {
  return {
    /** The cursor after the newest settled change: where a new reader starts. */
    async head(): Promise<ChangeCursor> {
      const [last] = await db
        .select({ tx: sql<string>`${inquiryChanges.tx}::text`, id: inquiryChanges.id })
        .from(inquiryChanges)
        .where(settled)
        .orderBy(sql`${inquiryChanges.tx} desc`, sql`${inquiryChanges.id} desc`)
        .limit(1);
      return last ?? FEED_START;
    },

    /**
     * The settled changes after `cursor`, at most `limit` of them, one per inquiry (`created`
     * wins over `updated`; the record is as it is now), and the cursor after them. An inquiry
     * deleted since is left out. `positions[i]` is where `changes[i]`'s last change is in the
     * feed, so a reader that is already past it (a stream that resumed ahead of a shared read)
     * can leave it out.
     */
    async after(
      cursor: ChangeCursor,
      limit = 200,
    ): Promise<{ cursor: ChangeCursor; changes: InquiryChange[]; positions: ChangeCursor[] }> {
      const rows = await db
        .select({
          id: inquiryChanges.id,
          tx: sql<string>`${inquiryChanges.tx}::text`,
          inquiryId: inquiryChanges.inquiryId,
          kind: inquiryChanges.kind,
        })
        .from(inquiryChanges)
        .where(
          sql`(${inquiryChanges.tx}, ${inquiryChanges.id}) > (${cursor.tx}::xid8, ${cursor.id}) and ${settled}`,
        )
        .orderBy(inquiryChanges.tx, inquiryChanges.id)
        .limit(limit);
      const last = rows.at(-1);
      if (!last) return { cursor, changes: [], positions: [] };
      const kinds = new Map<string, InquiryChange["kind"]>();
      const lastOf = new Map<string, ChangeCursor>();
      for (const row of rows) {
        if (kinds.get(row.inquiryId) !== "created") kinds.set(row.inquiryId, row.kind);
        lastOf.set(row.inquiryId, { tx: row.tx, id: row.id });
      }
      const found = new Map(
        (await records([...kinds.keys()])).map((record) => [record.id, record]),
      );
      const changes: InquiryChange[] = [];
      const positions: ChangeCursor[] = [];
      for (const [id, kind] of kinds) {
        const inquiry = found.get(id);
        const position = lastOf.get(id);
        if (inquiry && position) {
          changes.push({ kind, inquiry });
          positions.push(position);
        }
      }
      return { cursor: { tx: last.tx, id: last.id }, changes, positions };
    },

    /** Forgets changes made before `before` (a reader that far behind reloads its list). */
    async pruneBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(inquiryChanges)
        .where(lt(inquiryChanges.changedAt, before))
        .returning({ id: inquiryChanges.id });
      return removed.length;
    },
  };
}

export type InquiryChangeFeed = ReturnType<typeof createInquiryChangeFeed>;
