import { lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.js";
import { rateLimits } from "../db/schema.js";
import { apiError } from "./errors.js";

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` requests per client per clock minute, counted in the database so every
 * API instance shares the count. `perMinute: 0` turns it off (nothing is counted). Over the
 * limit: 429 with `Retry-After` (seconds until the next minute).
 */
export function rateLimit(options: {
  db: Database;
  perMinute: number;
  keyOf: (c: Context) => string;
}): MiddlewareHandler {
  const { db, perMinute, keyOf } = options;
  return async (c, next) => {
    if (perMinute === 0) {
      await next();
      return;
    }
    const now = Date.now();
    const windowStart = new Date(now - (now % WINDOW_MS));
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(c), windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
      c.header("Retry-After", String(retryAfter));
      return apiError(
        c,
        "rate-limited",
        `Too many inquiries from your address. Please try again in ${retryAfter} seconds.`,
      );
    }
    await next();
  };
}

/** Deletes the windows that ended more than a minute ago. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(Date.now() - 2 * WINDOW_MS)));
}
