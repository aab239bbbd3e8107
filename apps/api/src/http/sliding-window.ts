// Sliding windows of requests per client block, in the database so every API instance shares
// them: at most `max` admitted in any `windowMs`, whatever the clock says (a clock-minute count
// let a client through twice its limit across a minute's turn).
import { lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rateLimits } from "../db/schema.js";

/** One window a request is counted in: its key (what is counted, and whose) and its limit. */
export interface WindowLimit {
  readonly key: string;
  /** How many requests the window admits; 0 is no limit (the window is skipped). */
  readonly max: number;
}

/** Whether a request was admitted, and when the window that refused it admits one again. */
export type WindowVerdict =
  | { readonly admitted: true }
  | { readonly admitted: false; readonly retryAfterMs: number; readonly key: string };

interface LevelRow {
  level: number;
  admitted: boolean;
  oldest_ms: number | null;
}

/**
 * The upsert of one window, admitting a request when `previous` did (true for the first) and
 * fewer than `max` of its times are younger than `windowMs`. A row keeps the last `max` times it
 * admitted, oldest first, so that test is one look: fewer than `max` kept, or the `max`-th latest
 * has left the window.
 */
function windowUpsert(
  limit: WindowLimit,
  previous: SQL | undefined,
  at: Date,
  windowMs: number,
): SQL {
  const when = sql`${at.toISOString()}::timestamptz`;
  const since = sql`${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`;
  const expires = sql`${new Date(at.getTime() + windowMs).toISOString()}::timestamptz`;
  // The max-th latest time kept (null while fewer are kept).
  const nth = sql`r.hits[cardinality(r.hits) - excluded."max" + 1]`;
  const admits = sql`(excluded.admitted and (cardinality(r.hits) < excluded."max" or ${nth} <= ${since}))`;
  // The first window's row is proposed as admitted; a wider one's as its narrower one said.
  const proposed =
    previous === undefined
      ? sql`values (${limit.key}, array[${when}], ${limit.max}::int, true, ${expires})`
      : sql`select ${limit.key}, case when p.ok then array[${when}] else '{}'::timestamptz[] end,
      ${limit.max}::int, p.ok, ${expires}
    from (select ${previous} as ok) as p`;
  return sql`insert into ${rateLimits} as r (key, hits, "max", admitted, expires_at)
    ${proposed}
    on conflict (key) do update set
      hits = case when ${admits}
        then r.hits[greatest(cardinality(r.hits) - excluded."max" + 2, 1):cardinality(r.hits)] || ${when}
        else r.hits end,
      admitted = ${admits},
      "max" = excluded."max",
      expires_at = case when ${admits} then excluded.expires_at else r.expires_at end
    returning admitted,
      (extract(epoch from hits[greatest(cardinality(hits) - "max" + 1, 1)]) * 1000)::float8 as oldest_ms`;
}

/**
 * Counts a request in nested windows (a client's address, or its IPv6 /64, /56 and /48), in one
 * statement: narrowest first, each admitting only when the narrower ones did, so a request
 * refused at its /64 takes nothing from the wider blocks its neighbours share. Each window's row
 * is locked by its upsert, so instances count one after another. Refused: when the window that
 * refused admits again (its oldest time leaves it).
 */
export async function admitInWindows(
  db: Database,
  limits: readonly WindowLimit[],
  windowMs: number,
  at: Date = new Date(),
): Promise<WindowVerdict> {
  const counted = limits.filter((limit) => limit.max > 0);
  if (counted.length === 0) return { admitted: true };
  let rows: LevelRow[];
  if (counted.length === 1 && counted[0]) {
    // One window (an IPv4 client): the upsert alone.
    const result = await db.execute(windowUpsert(counted[0], undefined, at, windowMs));
    rows = (result as { rows: Omit<LevelRow, "level">[] }).rows.map((row) => ({
      ...row,
      level: 0,
    }));
  } else {
    const ctes = counted.map((limit, index) => {
      const previous =
        index === 0 ? undefined : sql.raw(`(select admitted from w${String(index - 1)})`);
      return sql`${sql.raw(`w${String(index)}`)} as (${windowUpsert(limit, previous, at, windowMs)})`;
    });
    const levels = counted.map((_, index) =>
      sql.raw(`select ${String(index)} as level, admitted, oldest_ms from w${String(index)}`),
    );
    const result = await db.execute(
      sql`with ${sql.join(ctes, sql`, `)} ${sql.join(levels, sql` union all `)}`,
    );
    rows = (result as { rows: LevelRow[] }).rows;
  }
  // The first window that refused is full; the wider ones after it were not asked.
  const refused = rows.sort((a, b) => a.level - b.level).find((row) => !row.admitted);
  if (refused === undefined) return { admitted: true };
  const limit = counted[refused.level];
  return {
    admitted: false,
    key: limit?.key ?? "",
    retryAfterMs: Math.max(0, (refused.oldest_ms ?? at.getTime()) + windowMs - at.getTime()),
  };
}

/** Deletes the windows whose last admitted request has left them. */
export async function pruneWindows(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
