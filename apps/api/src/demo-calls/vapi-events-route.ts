import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { DemoCallSettings } from "../config.js";
import { asksNotToBeCalled } from "../do-not-call/asks-not-to-be-called.js";
import type { DoNotCallRepository } from "../do-not-call/repository.js";
import { concurrencyLimit } from "../http/concurrency-limit.js";
import { apiError } from "../http/errors.js";
import { isPlainObject } from "../http/json-body.js";
import { statusFromVapi } from "./call-status.js";
import type { DemoCallRepository, VapiCallEvent } from "./repository.js";
import { isSignedMessage, isWebhookSecret, presentsCredential } from "./webhook-auth.js";

/** The largest server message from Vapi the API reads (a long call's full report). */
export const VAPI_MESSAGE_MAX_BYTES = 4 * 1024 * 1024;

/** How many of Vapi's messages one API process reads at once (16 × 4 MB at most in memory). */
export const VAPI_MESSAGES_IN_FLIGHT = 16;

/** The longest call length a report may state; a longer one is ignored. */
const MAX_REPORTED_SECONDS = 86_400;

/** Vapi's server message (`{ message: { type, call: { id }, … } }`), read defensively. */
interface VapiMessage {
  type?: unknown;
  status?: unknown;
  endedReason?: unknown;
  call?: { id?: unknown };
  durationSeconds?: unknown;
  startedAt?: unknown;
  endedAt?: unknown;
  summary?: unknown;
  transcript?: unknown;
  recordingUrl?: unknown;
  analysis?: { summary?: unknown };
  artifact?: { transcript?: unknown; recordingUrl?: unknown };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The call and what a message says of it, or nothing for a message we do not follow. */
function eventOf(message: VapiMessage): { vapiCallId: string; event: VapiCallEvent } | undefined {
  const vapiCallId = text(message.call?.id);
  if (vapiCallId === undefined) return undefined;
  const endedReason = text(message.endedReason);
  if (message.type === "status-update") {
    const status = statusFromVapi(text(message.status) ?? "", endedReason);
    return status === undefined ? undefined : { vapiCallId, event: { status, endedReason } };
  }
  if (message.type === "end-of-call-report") {
    const started = Date.parse(text(message.startedAt) ?? "");
    const ended = Date.parse(text(message.endedAt) ?? "");
    const reported =
      typeof message.durationSeconds === "number"
        ? message.durationSeconds
        : (ended - started) / 1000;
    // No demo call lasts a day: anything else is a broken or forged report, not a length.
    const duration =
      Number.isFinite(reported) && reported >= 0 && reported <= MAX_REPORTED_SECONDS
        ? reported
        : undefined;
    return {
      vapiCallId,
      event: {
        status: statusFromVapi("ended", endedReason),
        endedReason,
        durationSeconds: duration === undefined ? undefined : Math.max(0, Math.round(duration)),
        summary: text(message.analysis?.summary) ?? text(message.summary),
        transcript: text(message.artifact?.transcript) ?? text(message.transcript),
        recordingUrl: text(message.artifact?.recordingUrl) ?? text(message.recordingUrl),
      },
    };
  }
  return undefined;
}

export interface VapiEventsRouteOptions {
  readonly repository: Pick<DemoCallRepository, "applyVapiEvent" | "getByVapiId">;
  readonly settings: Pick<DemoCallSettings, "vapi">;
  /** What the in-flight limits count a client by (see `clientKey`). */
  readonly clientKeyOf: (c: Context) => string;
  /** The do-not-call list: a call whose transcript asks not to be called again adds its number. */
  readonly doNotCall: Pick<DoNotCallRepository, "add">;
}

/** `/v1/vapi/events`: Vapi's server messages about the demo calls. */
export function vapiEventsRoute(options: VapiEventsRouteOptions) {
  const { repository, settings } = options;
  const routes = new Hono();

  // Either Vapi's HMAC credential (a signature of the timestamp and the exact body) or the
  // shared secret in X-Vapi-Secret.
  const secret = settings.vapi?.webhookSecret ?? "";
  const headersOf = (c: Context) => ({
    signature: c.req.header("x-signature"),
    timestamp: c.req.header("x-timestamp"),
    secret: c.req.header("x-vapi-secret"),
  });
  // No body is read without a credential; one that still needs the body (a signature) holds at
  // most VAPI_MESSAGES_IN_FLIGHT bodies at once (four per client), so a stranger's slow,
  // never-finished bodies cannot fill the server's memory.
  const credentialFirst: MiddlewareHandler = async (c, next) => {
    if (!presentsCredential(headersOf(c), secret)) {
      return apiError(c, "unauthorized", "The webhook signature or secret is missing or wrong.");
    }
    await next();
  };
  const messagesInFlight = concurrencyLimit({
    total: VAPI_MESSAGES_IN_FLIGHT,
    perClient: 4,
    keyOf: options.clientKeyOf,
  });
  // An end-of-call report carries the whole transcript and message list: far over the 16 KB
  // that a visitor's request may have.
  const reportLimit = bodyLimit({
    maxSize: VAPI_MESSAGE_MAX_BYTES,
    onError: (c) => apiError(c, "payload-too-large", "The message is too large."),
  });
  routes.post("/v1/vapi/events", credentialFirst, messagesInFlight, reportLimit, async (c) => {
    const raw = await c.req.text();
    const headers = headersOf(c);
    if (!isSignedMessage(headers, raw, secret) && !isWebhookSecret(headers.secret, secret)) {
      return apiError(c, "unauthorized", "The webhook signature or secret is missing or wrong.");
    }
    let body: unknown;
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      return apiError(c, "malformed-json", "The request body is not valid JSON.");
    }
    const message = isPlainObject(body) ? (body.message as VapiMessage | undefined) : undefined;
    const read = message && isPlainObject(message) ? eventOf(message) : undefined;
    // Messages we do not follow, and calls we do not know, are acknowledged with no effect.
    const applied = read ? await repository.applyVapiEvent(read.vapiCallId, read.event) : false;
    const transcript = read?.event.transcript;
    if (read && applied && transcript !== undefined && asksNotToBeCalled(transcript)) {
      const call = await repository.getByVapiId(read.vapiCallId);
      if (call) await options.doNotCall.add(call.phone, "call");
    }
    return c.json({ received: true, applied });
  });

  return routes;
}
