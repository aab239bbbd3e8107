import { demoCallConsent, demoCallRefusalMessage } from "@novaline/content";
import {
  BOT_CHECK_ACTIONS,
  HONEYPOT_FIELD,
  inquiryApi,
  type DemoCallView,
} from "@novaline/inquiry";
import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { DemoCallSettings } from "../config.js";
import type { DemoCallRow } from "../db/schema.js";
import { apiError, invalid } from "../http/errors.js";
import { answer } from "../http/answer.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import { UUID } from "../inquiries/cursor.js";
import { failureOf } from "./call-status.js";
import { verifyTurnstile } from "../http/turnstile.js";
import { checkCallingHours, outsideHoursMessage } from "./calling-hours.js";
import type { KeyedHashes } from "./keyed-hash.js";
import { checkCallableNumber } from "./number-policy.js";
import type { DemoCallRepository } from "./repository.js";

export interface DemoCallRoutesOptions {
  readonly repository: DemoCallRepository;
  readonly settings: DemoCallSettings;
  /** What the limits count a client by (see `clientKey`). */
  readonly clientKeyOf: (c: Context) => string;
  /** The client's address, for the bot check. */
  readonly clientAddressOf: (c: Context) => string;
  /** The keyed hashes a call's client and number are kept under. */
  readonly hashes: KeyedHashes;
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

/** `/v1/demo-calls` ("call me now": the visitor's request and the status their page follows). */
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
          BOT_CHECK_ACTIONS.demoCall,
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

  return routes;
}
