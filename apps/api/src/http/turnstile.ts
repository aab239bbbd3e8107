import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client.js";
import { apiError } from "./errors.js";
import { admitClient, retryAfterSeconds } from "./rate-limit.js";

/** Turnstile's verification, as the API is set to run it; none when `TURNSTILE_SECRET_KEY` is unset. */
export interface TurnstileSettings {
  readonly secretKey: string;
  /** Cloudflare's siteverify, or a stand-in. */
  readonly verifyUrl: string;
  /**
   * The site's host names (`TURNSTILE_HOSTNAMES`, by default those of `CORS_ORIGINS`): a token
   * whose widget ran on any other page is refused.
   */
  readonly hostnames: readonly string[];
  /**
   * Tokens verified per client per minute (its address or /64; twice as many per /56, four times
   * per /48), counted before Cloudflare is asked, so junk tokens cost their sender, not us.
   */
  readonly checksPerMinute: number;
}

export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** How a bot check ended: passed, no token, a token Cloudflare refused, or no answer in time. */
export type TurnstileVerdict = "passed" | "missing" | "refused" | "unavailable";

/** What siteverify answers (the fields read here). */
interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  action?: unknown;
}

/**
 * Verifies a Turnstile token as Cloudflare's siteverify expects (form-encoded `secret`,
 * `response`, `remoteip`), within `timeoutMs`. It passes only with `success`, a `hostname` among
 * the site's and the `action` the form's widget sets (each form has its own, so a token got on one
 * form is no good on another). A token is good once: the form gets a fresh one for each request.
 */
export async function verifyTurnstile(
  settings: TurnstileSettings,
  token: string | undefined,
  remoteIp: string,
  action: string,
  {
    timeoutMs = 5000,
    fetch: fetchFn = globalThis.fetch,
  }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<TurnstileVerdict> {
  if (token === undefined || token.trim() === "") return "missing";
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp !== "unknown") body.set("remoteip", remoteIp);
  try {
    const response = await fetchFn(settings.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return "unavailable";
    const result = (await response.json()) as SiteverifyAnswer;
    const hostname = typeof result.hostname === "string" ? result.hostname.toLowerCase() : "";
    return result.success === true &&
      settings.hostnames.includes(hostname) &&
      result.action === action
      ? "passed"
      : "refused";
  } catch {
    return "unavailable";
  }
}

/**
 * Counts each request that may ask Cloudflare to verify a token, per client (see
 * {@link TurnstileSettings.checksPerMinute}), before it is read: over the limit, 429
 * `rate-limited` with `Retry-After`, and Cloudflare is not asked. Nothing without `settings`.
 */
export function botCheckThrottle(options: {
  db: Database;
  settings: TurnstileSettings | undefined;
  addressOf: (c: Context) => string;
}): MiddlewareHandler {
  const { db, settings, addressOf } = options;
  return async (c, next) => {
    if (!settings) return next();
    const perMinute = settings.checksPerMinute;
    const verdict = await admitClient(db, "bot-check", addressOf(c), {
      perMinute,
      perMinutePer56: perMinute * 2,
      perMinutePer48: perMinute * 4,
    });
    if (verdict.admitted) return next();
    const retryAfter = retryAfterSeconds(verdict);
    c.header("Retry-After", String(retryAfter));
    return apiError(
      c,
      "rate-limited",
      `Too many requests from your address. Please try again in ${String(retryAfter)} seconds.`,
    );
  };
}
