import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { DemoCallSettings } from "../config.js";
import { concurrencyLimit } from "../http/concurrency-limit.js";
import { apiError } from "../http/errors.js";
import { readBody, type BodyPace } from "../http/read-body.js";
import type { VapiInbox } from "../vapi-inbox/inbox.js";
import { credentialOf, isSignedMessage, type WebhookHeaders } from "./webhook-auth.js";

/** The largest server message from Vapi the API reads (a long call's full report). */
export const VAPI_MESSAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * How many messages presenting the secret one API process reads at once (16 × 4 MB at most in
 * memory). Only a holder of the secret gets a place.
 */
export const VAPI_MESSAGES_IN_FLIGHT = 16;

/**
 * The pool of messages presenting only a signature, which anyone can present (the signature is
 * checked once the body is read): small (four per client: Vapi sends a call's last status update
 * and its report together), and each body must come whole within 8 s and at 16 KB a second or
 * more after its first second. A stranger's trickled body is cut off within about a second and
 * can never take a place from a message with the secret.
 */
export const SIGNED_MESSAGES_IN_FLIGHT = 8;
const SIGNED_BODY_PACE: BodyPace = {
  maxBytes: VAPI_MESSAGE_MAX_BYTES,
  deadlineMs: 8000,
  minBytesPerSecond: 16 * 1024,
  graceMs: 1000,
};

const isJson = (bytes: Uint8Array) => {
  try {
    JSON.parse(Buffer.from(bytes).toString("utf8"));
    return true;
  } catch {
    return false;
  }
};

export interface VapiEventsRouteOptions {
  readonly inbox: Pick<VapiInbox, "store">;
  readonly settings: Pick<DemoCallSettings, "vapi">;
  /** What the in-flight limits count a client by (see `clientKey`). */
  readonly clientKeyOf: (c: Context) => string;
  /** Called after a message is stored: wakes the inbox worker, which applies it. */
  readonly onStored?: (() => void) | undefined;
}

/**
 * `/v1/vapi/events`: Vapi's server messages about the demo calls. A message is stored in the
 * inbox as soon as its credential is verified and answered 200 at once; the inbox worker applies
 * it to its call afterwards (`src/vapi-inbox/worker.ts`).
 */
export function vapiEventsRoute(options: VapiEventsRouteOptions) {
  const { inbox, settings } = options;
  const routes = new Hono();
  const secret = settings.vapi?.webhookSecret ?? "";
  const headersOf = (c: Context): WebhookHeaders => ({
    signature: c.req.header("x-signature"),
    timestamp: c.req.header("x-timestamp"),
    secret: c.req.header("x-vapi-secret"),
    authorization: c.req.header("authorization"),
  });
  const unauthorized = (c: Context) =>
    apiError(c, "unauthorized", "The webhook signature or secret is missing or wrong.");

  // Two pools, so strangers' bodies (anyone can send signature headers of the right form) never
  // hold a place a message with the secret needs.
  const withSecret = concurrencyLimit({
    total: VAPI_MESSAGES_IN_FLIGHT,
    perClient: VAPI_MESSAGES_IN_FLIGHT,
    keyOf: options.clientKeyOf,
  });
  const signedOnly = concurrencyLimit({
    total: SIGNED_MESSAGES_IN_FLIGHT,
    perClient: 4,
    keyOf: options.clientKeyOf,
  });
  // No body is read before a credential is seen: the secret (checked in full) or signature
  // headers of the right form with a fresh timestamp.
  const credentialFirst: MiddlewareHandler = async (c, next) => {
    const credential = credentialOf(headersOf(c), secret);
    if (credential === undefined) return unauthorized(c);
    return (credential === "secret" ? withSecret : signedOnly)(c, next);
  };

  routes.post("/v1/vapi/events", credentialFirst, async (c) => {
    const headers = headersOf(c);
    const bySecret = credentialOf(headers, secret) === "secret";
    const read = await readBody(
      c.req.raw,
      bySecret ? { maxBytes: VAPI_MESSAGE_MAX_BYTES } : SIGNED_BODY_PACE,
    );
    if (read.kind !== "read") {
      // The rest of the body is not read: the connection closes after this answer.
      c.header("Connection", "close");
      return read.kind === "too-large"
        ? apiError(c, "payload-too-large", "The message is too large.")
        : apiError(c, "malformed-json", "The message did not arrive in time.");
    }
    if (!bySecret && !isSignedMessage(headers, read.bytes, secret)) return unauthorized(c);
    if (!isJson(read.bytes)) {
      return apiError(c, "malformed-json", "The request body is not valid JSON.");
    }
    // Stored once: a redelivered or replayed message is acknowledged and changes nothing.
    const stored = await inbox.store(read.bytes);
    if (stored) options.onStored?.();
    return c.json({ received: true });
  });

  return routes;
}
