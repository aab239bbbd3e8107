import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./errors.js";

/**
 * At most `total` requests in this handler at once, and `perClient` from one client (`keyOf`):
 * what a slow body can hold (memory, a connection) stays bounded however many connections a
 * client opens. Over a limit: 429 (that client) or 503 (everyone), each with `Retry-After: 1`.
 * Counted per process: each instance bounds its own memory.
 */
export function concurrencyLimit(options: {
  total: number;
  perClient: number;
  keyOf: (c: Context) => string;
}): MiddlewareHandler {
  const { total, perClient, keyOf } = options;
  const inFlight = new Map<string, number>();
  let all = 0;
  return async (c, next) => {
    const key = keyOf(c);
    const mine = inFlight.get(key) ?? 0;
    if (mine >= perClient || all >= total) {
      c.header("Retry-After", "1");
      return mine >= perClient
        ? apiError(c, "rate-limited", "Too many requests at once from this connection.")
        : apiError(c, "unavailable", "Too many requests at once; try again in a second.");
    }
    inFlight.set(key, mine + 1);
    all += 1;
    try {
      await next();
    } finally {
      all -= 1;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  };
}
