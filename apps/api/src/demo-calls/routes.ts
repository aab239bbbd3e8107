import { demoCallConsent } from "@novaline/content";
import { fieldErrors, HONEYPOT_FIELD } from "@novaline/inquiry";
import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { randomUUID } from "node:crypto";
import type { DemoCallSettings } from "../config.js";
import type { DemoCallRow } from "../db/schema.js";
import { apiError, invalid } from "../http/errors.js";
import { isPlainObject, jsonOnly, limitBody, readJsonObject } from "../http/json-body.js";
import { UUID } from "../inquiries/cursor.js";
import { failureOf, statusFromVapi } from "./call-status.js";
import { verifyTurnstile } from "../http/turnstile.js";
import { checkCallingHours, outsideHoursMessage } from "./calling-hours.js";
import { asksNotToBeCalled } from "../do-not-call/asks-not-to-be-called.js";
import type { DoNotCallRepository } from "../do-not-call/repository.js";
import type { KeyedHashes } from "./keyed-hash.js";
import { checkCallableNumber } from "./number-policy.js";
import type { DemoCallRepository, VapiCallEvent } from "./repository.js";
import { isSignedMessage, isWebhookSecret } from "./webhook-auth.js";

/** The largest server message from Vapi the API reads (a long call's full report). */
export const VAPI_MESSAGE_MAX_BYTES = 4 * 1024 * 1024;

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
) {
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

  routes.post("/v1/demo-calls", jsonOnly, limitBody, async (c) => {
    if (!settings.vapi) {
      return apiError(
        c,
        503,
        "demo-calls-not-configured",
        "Phone demos are not available here. Try the demo in your browser, or book a call with our team.",
      );
    }
    const body = await readJsonObject(c, "the request");
    if (!body.ok) return body.response;
    const parsed = demoCallRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, fieldErrors(parsed));
    const request = parsed.data;
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
          503,
          "bot-check-unavailable",
          "We couldn't check that this request comes from a person. Please try again in a moment.",
        );
      }
      if (verdict !== "passed") {
        return apiError(
          c,
          403,
          "bot-check-failed",
          "We couldn't confirm that this request comes from a person. Please reload the page and try again.",
        );
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
        422,
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
      if (code === "demo-call-do-not-call") {
        // Said without more: nothing tells a stranger that this number asked us not to call.
        return apiError(
          c,
          422,
          code,
          "We can't call this number. You can talk to our AI in your browser instead.",
        );
      }
      c.header("Retry-After", String(retryAfterSeconds));
      const message = {
        "demo-call-number-limit":
          "This number already had a demo call today. You can try the demo in your browser now.",
        "demo-call-ip-limit":
          "Too many demo calls were asked for from your connection. Please try again later.",
        "demo-calls-minute-cap":
          "We're placing a lot of demo calls right now. Please try again in a minute.",
        "demo-call-country-cap":
          "We've made all of today's demo calls to this country. Please try again tomorrow, or book a call with our team.",
        "demo-calls-daily-cap":
          "We've made all of today's demo calls. Please try again tomorrow, or book a call with our team.",
      }[code];
      return apiError(c, 429, code, message);
    }
    options.onAdmitted?.();
    c.header("Location", `/v1/demo-calls/${admitted.call.id}`);
    return c.json({ id: admitted.call.id, status: admitted.call.status }, 202);
  });

  routes.get("/v1/demo-calls/:id", async (c) => {
    const id = c.req.param("id").toLowerCase();
    const call = UUID.test(id) ? await repository.get(id) : undefined;
    c.header("Cache-Control", "no-store");
    if (!call) return apiError(c, 404, "not-found", "There is no demo call with this id.");
    return c.json(publicView(call));
  });

  // An end-of-call report carries the whole transcript and message list: far over the 16 KB
  // that a visitor's request may have.
  const reportLimit = bodyLimit({
    maxSize: VAPI_MESSAGE_MAX_BYTES,
    onError: (c) => apiError(c, 413, "payload-too-large", "The message is too large."),
  });
  routes.post("/v1/vapi/events", reportLimit, async (c) => {
    // Either Vapi's HMAC credential (a signature of the timestamp and the exact body) or the
    // shared secret in X-Vapi-Secret.
    const secret = settings.vapi?.webhookSecret ?? "";
    const raw = await c.req.text();
    const signed = isSignedMessage(
      { signature: c.req.header("x-signature"), timestamp: c.req.header("x-timestamp") },
      raw,
      secret,
    );
    if (!signed && !isWebhookSecret(c.req.header("x-vapi-secret"), secret)) {
      return apiError(
        c,
        401,
        "unauthorized",
        "The webhook signature or secret is missing or wrong.",
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      return apiError(c, 400, "malformed-json", "The request body is not valid JSON.");
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
