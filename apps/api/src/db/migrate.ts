import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrationsFolder } from "../paths.js";
import { loadPglite, type DatabaseHandle } from "./client.js";

/** Any number that no other use of advisory locks in this database picks. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations that the database has not seen yet (none on a second run).
 * On PostgreSQL it holds an advisory lock, so instances starting together migrate one at a time.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === "pglite") {
    const { PGlite, drizzle, migrate: migratePglite } = await loadPglite();
    if (!(handle.client instanceof PGlite)) throw new TypeError("not a PGlite client");
    await migratePglite(drizzle({ client: handle.client }), { migrationsFolder });
    return;
  }
  if (!("connect" in handle.client)) throw new TypeError("not a PostgreSQL pool");
  const connection = await handle.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection
      .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK])
      .catch(() => undefined);
    connection.release();
  }
}
