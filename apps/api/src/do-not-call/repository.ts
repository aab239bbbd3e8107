import type { DoNotCallEntry } from "@novaline/inquiry";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { desc, eq } from "drizzle-orm";
import type { Database, Queryable } from "../db/client.js";
import { doNotCall, type DoNotCallRow } from "../db/schema.js";
import type { KeyedHashes } from "../demo-calls/keyed-hash.js";

/** `+44 ••• 56`: enough for staff to recognise a number they typed, not to dial it. */
export function hintOf(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const code = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  return `${code} ••• ${e164.slice(-2)}`;
}

const entryOf = (row: DoNotCallRow): DoNotCallEntry => ({
  id: row.numberHash,
  hint: row.hint,
  source: row.source,
  addedBy: row.addedBy,
  createdAt: row.createdAt.toISOString(),
});

/** The do-not-call list, keyed by the number's keyed hash. */
export function createDoNotCallRepository(db: Database, hashes: KeyedHashes) {
  return {
    /** Whether the number is on the list. */
    async has(e164: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: doNotCall.numberHash })
        .from(doNotCall)
        .where(eq(doNotCall.numberHash, hashes.number(e164)));
      return row !== undefined;
    },

    /** Adds the number (again: nothing changes); the entry, and whether it was new. */
    async add(
      e164: string,
      source: "staff" | "call",
      addedBy: string | null = null,
    ): Promise<{ entry: DoNotCallEntry; created: boolean }> {
      const inserted = await db
        .insert(doNotCall)
        .values({
          numberHash: hashes.number(e164),
          hint: hintOf(e164),
          source,
          addedBy,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      const [row] =
        inserted.length > 0
          ? inserted
          : await db
              .select()
              .from(doNotCall)
              .where(eq(doNotCall.numberHash, hashes.number(e164)));
      if (!row) throw new Error("The do-not-call entry was not stored");
      return { entry: entryOf(row), created: inserted.length > 0 };
    },

    /** Removes an entry by its id; `false` when there is none. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(doNotCall)
        .where(eq(doNotCall.numberHash, id))
        .returning({ id: doNotCall.numberHash });
      return removed.length > 0;
    },

    /** Every entry, newest first. */
    async list(): Promise<DoNotCallEntry[]> {
      const rows = await db.select().from(doNotCall).orderBy(desc(doNotCall.createdAt));
      return rows.map(entryOf);
    },
  };
}

export type DoNotCallRepository = ReturnType<typeof createDoNotCallRepository>;

/** Whether the number with this keyed hash is on the list (in the caller's transaction). */
export async function isListedHash(db: Queryable, numberHash: string): Promise<boolean> {
  const [listed] = await db
    .select({ hash: doNotCall.numberHash })
    .from(doNotCall)
    .where(eq(doNotCall.numberHash, numberHash));
  return listed !== undefined;
}
