import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import pg from "pg";
import { tracePglite, tracePool, traceQueries } from "../telemetry/db-spans.js";
import { withPreparedStatements } from "./pglite-statements.js";
import { pgliteNotices, postgresNotices, type Notices } from "./notices.js";
import { nameStatements } from "./postgres-statements.js";
import { schema } from "./schema.js";

/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of {@link Database}: what a repository's steps take when they join one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a transaction on it. */
export type Queryable = Database | Transaction;

/** An open database and what the server does with it besides queries. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: "pglite" | "postgres";
  close(): Promise<void>;
  /** The PGlite instance, or the node-postgres pool (used by `migrate`). */
  readonly client: PGlite | pg.Pool;
  /** The database's notices (LISTEN/NOTIFY); `close()` stops them too. */
  readonly notices: Notices;
}

/** PGlite and its Drizzle driver: development dependencies, loaded only when PGlite is used. */
export async function loadPglite() {
  try {
    const [{ PGlite, protocol, parse }, { drizzle }, { migrate }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    return { PGlite, protocol, parse, drizzle, migrate };
  } catch (error) {
    throw new Error(
      "The embedded PGlite is not installed here (the production image carries PostgreSQL's driver only): set DATABASE_URL.",
      { cause: error },
    );
  }
}

/** Opens PGlite with its data in `dataDir` (created when missing), or in memory when omitted. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const { PGlite, protocol, parse, drizzle: drizzlePglite } = await loadPglite();
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  // Traced: PGlite's own query, exec (migrations) and transactions, and the prepared statements
  // below, which speak PGlite's protocol themselves.
  tracePglite(client);
  // Drizzle's statements run prepared (PGlite's own `query` parses and plans each one anew);
  // Drizzle uses only `query` and `transaction` of the client it is given.
  const statements = traceQueries(withPreparedStatements(client, { protocol, parse }));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Drizzle calls only query and transaction
  const db = drizzlePglite({ client: statements as PGlite, schema });
  const notices = pgliteNotices(client);
  return {
    db,
    driver: "pglite",
    client,
    notices,
    close: async () => {
      await notices.close();
      await client.close();
    },
  };
}

/** Opens a pool of connections to a PostgreSQL server. */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const client = new pg.Pool({ connectionString, max });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  client.on("error", () => undefined);
  nameStatements(client);
  tracePool(client);
  const db = drizzlePg({ client, schema });
  const notices = postgresNotices(connectionString);
  let closed = false;
  return {
    db,
    driver: "postgres",
    client,
    notices,
    close: async () => {
      if (closed) return;
      closed = true;
      await notices.close();
      await client.end();
    },
  };
}

/** `DATABASE_URL` when set, else the embedded PGlite. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined
    ? openPglite(options.pgliteDir)
    : Promise.resolve(openPostgres(options.databaseUrl));
}
