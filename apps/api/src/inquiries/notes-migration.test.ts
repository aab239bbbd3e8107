// Migration 0013 turns each inquiry's one note into its first note entry before the column goes.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths.js";

/** Found by name: the lead renumbers migrations when branches merge. */
const NAME = "_inquiry_versions_notes";
const work = mkdtempSync(join(tmpdir(), "novaline-notes-migration-"));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The committed migrations up to the one before 0013. */
function migrationsBefore13(): string {
  const folder = join(work, "drizzle");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(NAME));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration 0013 (inquiry versions and notes)", () => {
  it("keeps each note as the inquiry's first entry, by its last editor at that time", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore13() });
    await client.exec(`
      insert into inquiries (id, kind, name, email, created_at, status, note, updated_at, updated_by) values
        ('00000000-0000-4000-8000-000000000001', 'contact', 'With note', 'a@b.co', '2026-01-01T09:00:00Z', 'won', 'Signed, call in May', '2026-01-02T10:00:00Z', 'dana@novaline.ai'),
        ('00000000-0000-4000-8000-000000000002', 'contact', 'Blank note', 'a@b.co', '2026-01-01T09:00:00Z', 'new', '  ', null, null),
        ('00000000-0000-4000-8000-000000000003', 'contact', 'No note', 'a@b.co', '2026-01-01T09:00:00Z', 'new', null, null, null);
    `);
    await migrate(db, { migrationsFolder });
    const notes = await client.query<{
      inquiry_id: string;
      body: string;
      author: string;
      created_at: Date;
    }>("select inquiry_id, body, author, created_at from inquiry_notes order by inquiry_id");
    expect(notes.rows).toEqual([
      {
        inquiry_id: "00000000-0000-4000-8000-000000000001",
        body: "Signed, call in May",
        author: "dana@novaline.ai",
        created_at: new Date("2026-01-02T10:00:00Z"),
      },
    ]);
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'inquiries'",
    );
    expect(columns.rows.map((row) => row.column_name)).not.toContain("note");
    const versions = await client.query<{ version: number }>("select version from inquiries");
    expect(versions.rows.map((row) => row.version)).toEqual([0, 0, 0]);
    await client.close();
  });
});
