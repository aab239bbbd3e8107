import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.js";

export type Driver = "pglite" | "postgres";

/** A copy of the migrated PGlite template in its own folder. */
export async function pgliteCopy(): Promise<{ handle: DatabaseHandle; dir: string }> {
  const dir = join(mkdtempSync(join(tmpdir(), "novaline-pglite-test-")), "data");
  cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  return { handle: await openPglite(dir), dir };
}

/** A new database on the test server, copied from the migrated template; its URL. */
export async function postgresDatabase(): Promise<string> {
  const url = new URL(inject("postgresUrl"));
  const name = `test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE novaline_template`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of the given kind, for one test file. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  return driver === "pglite" ? (await pgliteCopy()).handle : openPostgres(await postgresDatabase());
}
