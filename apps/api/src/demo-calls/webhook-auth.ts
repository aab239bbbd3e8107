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
  body: string | Uint8Array,
  secret: string,
  now = Date.now(),
): boolean {
  const { signature, timestamp } = headers;
  if (secret === "" || !isFreshSignature(headers, now)) return false;
  const expected = createHmac("sha256", secret)
    .update(`${timestamp ?? ""}.`)
    .update(body)
    .digest("hex");
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

/** What a request to the webhook carries that might prove it comes from Vapi. */
export interface WebhookHeaders extends SignatureHeaders {
  /** `X-Vapi-Secret`. */
  readonly secret: string | undefined;
  /** `Authorization`: Vapi's bearer credential sends `Bearer <token>`. */
  readonly authorization: string | undefined;
}

/**
 * Which credential a request presents before its body is read:
 *
 * - `secret`: the configured secret, in `X-Vapi-Secret` (a server URL's secret) or as
 *   `Authorization: Bearer <secret>` (Vapi's bearer credential), checked in full and in constant
 *   time. Only a holder of the secret gets here, so its bodies are read in a pool strangers can
 *   never occupy.
 * - `signature`: signature headers of the right form with a fresh timestamp (Vapi's HMAC
 *   credential). The signature covers the body, so it is checked once the body is read: anyone
 *   can present this, and its bodies are read in a small pool of their own, against a deadline.
 * - `undefined`: neither; refused before a byte of the body is read.
 */
export function credentialOf(
  headers: WebhookHeaders,
  secret: string,
  now = Date.now(),
): "secret" | "signature" | undefined {
  if (secret === "") return undefined;
  const bearer = /^Bearer +(.+)$/i.exec(headers.authorization ?? "")?.[1];
  if (isWebhookSecret(headers.secret, secret) || isWebhookSecret(bearer, secret)) return "secret";
  return isFreshSignature(headers, now) ? "signature" : undefined;
}
