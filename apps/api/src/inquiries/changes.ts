import type { InquiryChange, InquiryRecord } from "@novaline/inquiry";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { inquiryChanges } from "../db/schema.js";

/** A place in the feed of changes: after the change `id` of the transaction `tx` (an xid8). */
export interface ChangeCursor {
  readonly tx: string;
  readonly id: number;
}

/** The feed's start: before every change. */
export const FEED_START: ChangeCursor = { tx: "0", id: 0 };

/** A cursor as an SSE event id (`<tx>-<id>`), and back; `undefined` for anything else. */
export const encodeChangeCursor = ({ tx, id }: ChangeCursor) => `${tx}-${String(id)}`;
export function decodeChangeCursor(text: string | undefined): ChangeCursor | undefined {
  const match = /^(\d{1,20})-(\d{1,18})$/.exec(text ?? "");
  return match?.[1] && match[2] ? { tx: match[1], id: Number(match[2]) } : undefined;
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
     * deleted since is left out.
     */
    async after(
      cursor: ChangeCursor,
      limit = 200,
    ): Promise<{ cursor: ChangeCursor; changes: InquiryChange[] }> {
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
      if (!last) return { cursor, changes: [] };
      const kinds = new Map<string, InquiryChange["kind"]>();
      for (const row of rows) {
        if (kinds.get(row.inquiryId) !== "created") kinds.set(row.inquiryId, row.kind);
      }
      const found = new Map(
        (await records([...kinds.keys()])).map((record) => [record.id, record]),
      );
      const changes: InquiryChange[] = [];
      for (const [id, kind] of kinds) {
        const inquiry = found.get(id);
        if (inquiry) changes.push({ kind, inquiry });
      }
      return { cursor: { tx: last.tx, id: last.id }, changes };
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
