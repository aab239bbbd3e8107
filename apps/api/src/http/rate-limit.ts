import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.js";
import { clientBlocks, type ClientBlockLevel } from "./client-ip.js";
import { apiError } from "./errors.js";
import { admitInWindows, type WindowLimit, type WindowVerdict } from "./sliding-window.js";

const MINUTE_MS = 60_000;

/**
 * How many requests one client may make per minute at each of its blocks: its IPv4 address or
 * IPv6 /64 (`perMinute`), and the /56 and /48 around a /64. 0 turns a level off.
 */
export interface ClientLimits {
  readonly perMinute: number;
  readonly perMinutePer56: number;
  readonly perMinutePer48: number;
}

const limitAt = (limits: ClientLimits, level: ClientBlockLevel): number =>
  level === "/56"
    ? limits.perMinutePer56
    : level === "/48"
      ? limits.perMinutePer48
      : limits.perMinute;

/** The windows a client's request is counted in under `purpose`, narrowest first. */
export function clientWindows(
  purpose: string,
  address: string,
  limits: ClientLimits,
): WindowLimit[] {
  return clientBlocks(address).map((block) => ({
    key: `${purpose}:${block.key}`,
    max: limitAt(limits, block.level),
  }));
}

/**
 * Counts one request of a client under `purpose` in a sliding minute at each of its blocks (see
 * {@link ClientLimits}), shared by every API instance.
 */
export function admitClient(
  db: Database,
  purpose: string,
  address: string,
  limits: ClientLimits,
  at: Date = new Date(),
): Promise<WindowVerdict> {
  return admitInWindows(db, clientWindows(purpose, address, limits), MINUTE_MS, at);
}

/** The seconds a refused client waits, as `Retry-After` says them (at least 1). */
export const retryAfterSeconds = (verdict: { retryAfterMs: number }) =>
  Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));

/**
 * At most `limits` requests per client in any minute (a sliding window, not the clock's
 * minute), at its address or /64 and at the /56 and /48 around it, counted in the database so
 * every API instance shares the count. Over a limit: 429 `rate-limited` with `Retry-After`
 * (seconds until the oldest request counted leaves the window).
 */
export function rateLimit(options: {
  db: Database;
  limits: ClientLimits;
  addressOf: (c: Context) => string;
}): MiddlewareHandler {
  const { db, limits, addressOf } = options;
  return async (c, next) => {
    const verdict = await admitClient(db, "inquiry", addressOf(c), limits);
    if (!verdict.admitted) {
      const retryAfter = retryAfterSeconds(verdict);
      c.header("Retry-After", String(retryAfter));
      return apiError(
        c,
        "rate-limited",
        `Too many inquiries from your address. Please try again in ${String(retryAfter)} seconds.`,
      );
    }
    await next();
  };
}
