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
  if (secret === "" || !isFreshSignature(headers, now)) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return same((signature ?? "").replace(/^sha256=/, "").toLowerCase(), expected);
}

/** Signature headers of the right form whose timestamp is within the tolerance of `now`. */
function isFreshSignature({ signature, timestamp }: SignatureHeaders, now: number): boolean {
  if (signature === undefined || timestamp === undefined) return false;
  if (!/^(sha256=)?[0-9a-f]{64}$/i.test(signature) || !/^\d{9,14}$/.test(timestamp)) return false;
  const value = Number(timestamp);
  const sentAt = value > 1e11 ? value : value * 1000;
  return Math.abs(now - sentAt) <= SIGNATURE_TOLERANCE_MS;
}

/**
 * Whether a request presents a credential worth reading its body for: the right
 * `X-Vapi-Secret` (checked in full), or signature headers of the right form with a fresh
 * timestamp (the signature itself covers the body, so it is checked once the body is read).
 * Anything else is refused before a byte of the body is read: an anonymous client cannot make
 * the server hold megabytes per connection.
 */
export function presentsCredential(
  headers: SignatureHeaders & { readonly secret: string | undefined },
  secret: string,
  now = Date.now(),
): boolean {
  if (secret === "") return false;
  return isWebhookSecret(headers.secret, secret) || isFreshSignature(headers, now);
}
