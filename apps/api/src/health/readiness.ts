import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DatabaseHandle } from "../db/client.js";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";

/** Why the server is not ready: words a probe may show, with nothing about our infrastructure. */
export type NotReadyReason = "draining" | "database" | "migrations";

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

export interface ReadinessOptions {
  readonly database: DatabaseHandle;
  /** The committed migrations (`drizzle/`) the database must have applied. */
  readonly migrationsFolder: string;
  /** Aborted when the server starts to stop: from then on it is never ready again. */
  readonly stopping?: AbortSignal;
  /** How long the database has to answer. @defaultValue 2000 */
  readonly timeoutMs?: number;
  /** Told when readiness changes (not on every probe: a load balancer asks every few seconds). */
  readonly logger?: Logger;
}

/** PostgreSQL's "no such table" and "no such schema": no migration was ever applied. */
const NEVER_MIGRATED = new Set(["42P01", "3F000"]);

function sqlStateOf(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Whether the server should be sent traffic: not stopping, the database answering, and every
 * committed migration applied. Migrations are judged as Drizzle's migrator judges them: one is
 * pending when its journal time is after the newest one recorded in `drizzle.__drizzle_migrations`.
 */
export function readinessCheck(options: ReadinessOptions): () => Promise<Readiness> {
  const { database, migrationsFolder, stopping, timeoutMs = 2000, logger } = options;
  let newestCommitted: number | undefined;
  let last: NotReadyReason | "ready" | undefined;

  const report = (state: NotReadyReason | "ready", error?: unknown) => {
    if (state === last) return;
    last = state;
    if (state === "ready") logger?.info("readiness.ready");
    else {
      logger?.warn("readiness.not_ready", {
        reason: state,
        ...(error === undefined ? {} : errorFields(error)),
      });
    }
  };

  const newestApplied = async () => {
    const result = await database.db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const newest = (result as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
    return newest === null || newest === undefined ? undefined : Number(newest);
  };

  return async () => {
    if (stopping?.aborted) {
      report("draining");
      return { ready: false, reason: "draining" };
    }
    newestCommitted ??= Math.max(
      0,
      ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      const applied = await Promise.race([
        newestApplied(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error(`the database did not answer within ${String(timeoutMs)} ms`));
          }, timeoutMs);
        }),
      ]);
      if (applied === undefined || applied < newestCommitted) {
        report("migrations");
        return { ready: false, reason: "migrations" };
      }
    } catch (error) {
      const reason = NEVER_MIGRATED.has(sqlStateOf(error) ?? "") ? "migrations" : "database";
      report(reason, error);
      return { ready: false, reason };
    } finally {
      clearTimeout(timer);
    }
    // Stopping may have begun while the database answered.
    if (stopping?.aborted) {
      report("draining");
      return { ready: false, reason: "draining" };
    }
    report("ready");
    return { ready: true };
  };
}
