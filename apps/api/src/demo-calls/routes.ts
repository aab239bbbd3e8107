import { demoCallConsent, demoCallRefusalMessage } from "@novaline/content";
import { HONEYPOT_FIELD, inquiryApi, type DemoCallView } from "@novaline/inquiry";
import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { randomUUID } from "node:crypto";
import type { DemoCallSettings } from "../config.js";
import type { DemoCallRow } from "../db/schema.js";
import { apiError, invalid } from "../http/errors.js";
import { answer } from "../http/answer.js";
import { concurrencyLimit } from "../http/concurrency-limit.js";
import { isPlainObject, jsonRequest, validJson } from "../http/json-body.js";
import { UUID } from "../inquiries/cursor.js";
import { failureOf, statusFromVapi } from "./call-status.js";
import { verifyTurnstile } from "../http/turnstile.js";
import { checkCallingHours, outsideHoursMessage } from "./calling-hours.js";
import { asksNotToBeCalled } from "../do-not-call/asks-not-to-be-called.js";
import type { DoNotCallRepository } from "../do-not-call/repository.js";
import type { KeyedHashes } from "./keyed-hash.js";
import { checkCallableNumber } from "./number-policy.js";
import type { DemoCallRepository, VapiCallEvent } from "./repository.js";
import { isSignedMessage, isWebhookSecret, presentsCredential } from "./webhook-auth.js";

/** The largest server message from Vapi the API reads (a long call's full report). */
export const VAPI_MESSAGE_MAX_BYTES = 4 * 1024 * 1024;

/** How many of Vapi's messages one API process reads at once (16 × 4 MB at most in memory). */
export const VAPI_MESSAGES_IN_FLIGHT = 16;

export interface DemoCallRoutesOptions {
  readonly repository: DemoCallRepository;
  readonly settings: DemoCallSettings;
  /** What the limits count a client by (see `clientKey`). */
  readonly clientKeyOf: (c: Context) => string;
  /** The client's address, for the bot check. */
  readonly clientAddressOf: (c: Context) => string;
  /** The keyed hashes a call's client and number are kept under. */
  readonly hashes: KeyedHashes;
  /** The do-not-call list: a call whose transcript asks not to be called again adds its number. */
  readonly doNotCall: Pick<DoNotCallRepository, "add">;
  /** Called once a call is admitted and stored (its placement is due): wakes the worker. */
  readonly onAdmitted?: (() => void) | undefined;
}

/** What the visitor's page may read of a call: never the number, transcript or recording. */
function publicView(
  call: Pick<DemoCallRow, "id" | "status" | "endedReason" | "durationSeconds" | "summary">,
): DemoCallView {
  return {
    id: call.id,
    status: call.status,
    // A failed call says why in the contract's words; any reason it has not named is "failed".
    ...(call.status === "failed" ? { failure: failureOf(call.endedReason) ?? "failed" } : {}),
    ...(call.durationSeconds === null ? {} : { durationSeconds: call.durationSeconds }),
    ...(call.summary === null || call.summary === "" ? {} : { summary: call.summary }),
  };
}

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

/**
 * `/v1/demo-calls` ("call me now": the visitor's request and the status their page follows) and
 * `/v1/vapi/events` (Vapi's server messages about those calls).
 */
export function demoCallRoutes(options: DemoCallRoutesOptions) {
  const { repository, settings } = options;
  const routes = new Hono();
  const { hashes } = options;

  // Before the body is read: a copy without a phone line says so whatever was sent.
  const configured: MiddlewareHandler = async (c, next) => {
    if (settings.vapi) return next();
    return apiError(
      c,
      "demo-calls-not-configured",
      demoCallRefusalMessage("demo-calls-not-configured"),
    );
  };
  const requestCall = inquiryApi.requestDemoCall;
  routes.on(
    requestCall.method,
    requestCall.path,
    configured,
    jsonRequest,
    validJson(demoCallRequestSchema, "The body must be a JSON object with the request's fields."),
    async (c) => {
      const request = c.req.valid("json");
      const honeypot = request[HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot.trim() !== "") {
        // A bot is told what a person would be told; nothing is stored or called.
        return c.json({ id: randomUUID(), status: "queued" }, 202);
      }
      if (settings.turnstile) {
        // The bot check: a token the form's widget got from Cloudflare, good once.
        const verdict = await verifyTurnstile(
          settings.turnstile,
          request.turnstileToken,
          options.clientAddressOf(c),
        );
        if (verdict === "unavailable") {
          return apiError(
            c,
            "bot-check-unavailable",
            demoCallRefusalMessage("bot-check-unavailable"),
          );
        }
        if (verdict !== "passed") {
          return apiError(c, "bot-check-failed", demoCallRefusalMessage("bot-check-failed"));
        }
      }
      const callable = checkCallableNumber(request.phone, settings.countries);
      if (!callable.ok) return invalid(c, { phone: callable.message });
      const inHours = await checkCallingHours(request.phone, settings.hours);
      if (!inHours.ok) {
        c.header(
          "Retry-After",
          String(Math.max(1, Math.ceil((inHours.nextAllowedAt.getTime() - Date.now()) / 1000))),
        );
        return apiError(
          c,
          "demo-call-outside-hours",
          outsideHoursMessage(settings.hours, inHours.nextAllowedAt, inHours.zones),
        );
      }
      const admitted = await repository.admit(
        {
          request,
          ipHash: hashes.client(options.clientKeyOf(c)),
          numberHash: hashes.number(request.phone),
          consentVersion: demoCallConsent.version,
          sourcePage: request.sourcePage,
          userAgent: c.req.header("user-agent"),
        },
        settings,
      );
      if (!admitted.ok) {
        const { code, retryAfterSeconds } = admitted.refusal;
        // A number that asked not to be called is refused without more: nothing tells a stranger
        // that it did. The other limits say when to try again.
        if (code !== "demo-call-do-not-call") c.header("Retry-After", String(retryAfterSeconds));
        return apiError(c, code, demoCallRefusalMessage(code));
      }
      options.onAdmitted?.();
      c.header("Location", `/v1/demo-calls/${admitted.call.id}`);
      return answer(c, requestCall, { id: admitted.call.id, status: admitted.call.status }, 202);
    },
  );

  routes.get(inquiryApi.getDemoCall.path, async (c) => {
    const id = c.req.param("id").toLowerCase();
    const call = UUID.test(id) ? await repository.get(id) : undefined;
    c.header("Cache-Control", "no-store");
    if (!call) return apiError(c, "not-found", "There is no demo call with this id.");
    return answer(c, inquiryApi.getDemoCall, publicView(call));
  });

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
