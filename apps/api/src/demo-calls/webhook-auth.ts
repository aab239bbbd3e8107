import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How far a signed message's timestamp may be from our clock (Stripe's and Vapi's practice). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const digest = (value: string | Buffer) => createHash("sha256").update(value).digest();

/** Compares in constant time; both sides are hashed first, so no length leaks either. */
const same = (a: string | Buffer, b: string | Buffer) => timingSafeEqual(digest(a), digest(b));

/**
 * Whether the `X-Vapi-Secret` a request carries is the configured secret, compared in constant
 * time (both sides are hashed first, so neither the content nor the length leaks through timing).
 */
export function isWebhookSecret(received: string | undefined, secret: string): boolean {
  if (received === undefined || secret === "") return false;
  return same(received, secret);
}

/** A signed message's headers: Vapi's HMAC credential sends `x-signature` and `x-timestamp`. */
export interface SignatureHeaders {
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
}

/**
 * Whether a message carries a valid HMAC signature: hex HMAC-SHA256, keyed with `secret`, of
 * `{timestamp}.{body}` (Vapi's HMAC credential with its defaults; an optional `sha256=` prefix is
 * accepted), with a timestamp (seconds or milliseconds since the epoch) within five minutes of
 * `now`, so a captured message cannot be replayed later.
 */
export function isSignedMessage(
  headers: SignatureHeaders,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  const { signature, timestamp } = headers;
  if (secret === "" || signature === undefined || timestamp === undefined) return false;
  if (!/^\d{9,14}$/.test(timestamp)) return false;
  const value = Number(timestamp);
  const sentAt = value > 1e11 ? value : value * 1000;
  if (Math.abs(now - sentAt) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return same(signature.replace(/^sha256=/, "").toLowerCase(), expected);
}
