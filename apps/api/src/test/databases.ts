import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.js";

export type Driver = "pglite" | "postgres";

/** A copy of the migrated PGlite template in its own folder; `remove()` deletes the folder. */
export async function pgliteCopy(): Promise<{
  handle: DatabaseHandle;
  dir: string;
  remove: () => void;
}> {
  const parent = mkdtempSync(join(tmpdir(), "novaline-pglite-test-"));
  const dir = join(parent, "data");
  cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  return {
    handle: await openPglite(dir),
    dir,
    remove: () => {
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the test server, copied from the migrated template (or, with `null`, empty:
 * never migrated); its URL.
 */
export async function postgresDatabase(
  template: "novaline_template" | null = "novaline_template",
): Promise<string> {
  const url = new URL(inject("postgresUrl"));
  const name = `test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(
    template === null ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of the given kind, for one test file. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === "postgres") return openPostgres(await postgresDatabase());
  const { handle, remove } = await pgliteCopy();
  // Closing the database also deletes its folder (PGlite copies are 40 MB each).
  return {
    ...handle,
    close: async () => {
      await handle.close();
      remove();
    },
  };
}
