import { demoCallConsent, demoCallRefusalMessage } from "@novaline/content";
import {
  BOT_CHECK_ACTIONS,
  HONEYPOT_FIELD,
  inquiryApi,
  type DemoCallView,
} from "@novaline/inquiry";
import { demoCallRequestSchema } from "@novaline/inquiry/demo-call";
import type { Counter } from "@opentelemetry/api";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { randomInt, randomUUID } from "node:crypto";
import type { DemoCallSettings } from "../config.js";
import type { DemoCallRow } from "../db/schema.js";
import { clientBlocks } from "../http/client-ip.js";
import { apiError, invalid } from "../http/errors.js";
import { answer } from "../http/answer.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import { UUID } from "../inquiries/cursor.js";
import { failureOf } from "./call-status.js";
import { verifyTurnstile } from "../http/turnstile.js";
import { checkCallingHours, outsideHoursMessage } from "./calling-hours.js";
import type { KeyedHashes } from "./keyed-hash.js";
import { checkCallableNumber } from "./number-policy.js";
import { refusalCounter } from "../telemetry/metrics.js";
import type { DemoCallRefusalReason } from "./refusal-counts.js";
import type { DemoCallRefusal, DemoCallRepository } from "./repository.js";

export interface DemoCallRoutesOptions {
  readonly repository: DemoCallRepository;
  readonly settings: DemoCallSettings;
  /** The client's address: the bot check, and the blocks the limits count it in. */
  readonly clientAddressOf: (c: Context) => string;
  /** The keyed hashes a call's client and number are kept under. */
  readonly hashes: KeyedHashes;
  /** Called once a call is stored (placed or not, alike): wakes the worker. */
  readonly onAdmitted?: (() => void) | undefined;
  /** Called when a request is refused before a call is stored (for the dashboard's counts). */
  readonly onRefused?: ((reason: DemoCallRefusalReason) => Promise<void>) | undefined;
}

/**
 * What the visitor's page may read of a call: where it is and what the page says next. Never the
 * number, summary, transcript or recording (staff read those through the admin endpoints), nor
 * anything that tells a live number from a dead one: a ringing call reads `queued`, every call
 * that reached nobody the same `not-reached`, and a call never placed stays `queued` until its
 * `publicFailureAt`, about as long as an unanswered call takes to ring out.
 */
function publicView(
  call: Pick<DemoCallRow, "id" | "status" | "endedReason" | "durationSeconds" | "publicFailureAt">,
  now: Date,
): DemoCallView {
  if (call.publicFailureAt !== null && now < call.publicFailureAt) {
    return { id: call.id, status: "queued" };
  }
  switch (call.status) {
    case "ringing":
      return { id: call.id, status: "queued" };
    case "failed":
      return {
        id: call.id,
        status: "failed",
        failure: failureOf(call.endedReason) ?? "not-reached",
      };
    case "ended":
      return {
        id: call.id,
        status: "ended",
        ...(call.durationSeconds === null ? {} : { durationSeconds: call.durationSeconds }),
      };
    default:
      return { id: call.id, status: call.status };
  }
}

/** A time drawn evenly between `min` and `max` ms, unpredictably (a prober cannot replay it). */
const between = ([min, max]: readonly [number, number]) => randomInt(min, max + 1);

/** A limit's refusal: 429 with its code, its words and when to try again. */
function refuse(c: Context, { code, retryAfterSeconds }: DemoCallRefusal) {
  c.header("Retry-After", String(retryAfterSeconds));
  return apiError(c, code, demoCallRefusalMessage(code));
}

/**
 * Counts the requests for a demo call that were refused, by their error code (`rate-limited`,
 * `demo-calls-minute-cap`, `bot-check-failed`, `invalid`…), whichever step refused them: put it
 * before every other handler of the route. A failure of ours (500) is not a refusal. Another
 * route's refusals go to its own counter (`refusals`).
 */
export function countRefusals(refusals: Counter = refusalCounter()): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status < 400 || status === 500) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = body?.error?.code;
    refusals.add(1, { code: typeof code === "string" ? code : String(status) });
  };
}

/** `/v1/demo-calls` ("call me now": the visitor's request and the status their page follows). */
export function demoCallRoutes(options: DemoCallRoutesOptions) {
  const { repository, settings } = options;
  const routes = new Hono();
  const { hashes } = options;
  // A counter that fails to count never changes the answer.
  const refused = (reason: DemoCallRefusalReason) =>
    options.onRefused?.(reason).catch(() => undefined);

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
          await refused("bot-check");
          return apiError(c, "bot-check-failed", demoCallRefusalMessage("bot-check-failed"));
        }
      }
      // Every request past the bot check counts against its client's blocks (and may be told
      // to wait by them or by the caps on everyone's calls) before anything about the number
      // is looked at: those answers depend only on who asks.
      const blocks = clientBlocks(options.clientAddressOf(c)).map((block) => ({
        level: block.level,
        hash: hashes.client(block.key),
      }));
      const counted = await repository.countRequest({ blocks }, settings);
      if (!counted.ok) {
        await refused("limits");
        return refuse(c, counted.refusal);
      }
      // Then what anyone can know of a number: whether we call its kind and country, and when.
      const callable = checkCallableNumber(request.phone, settings.countries);
      if (!callable.ok) {
        await refused("country");
        return invalid(c, { phone: callable.message });
      }
      const inHours = await checkCallingHours(request.phone, settings.hours);
      if (!inHours.ok) {
        await refused("hours");
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
      // What only we know (the number is on the do-not-call list, or was called today) changes
      // nothing in the answer: such a call is stored like any other, never placed, and reads
      // `failed` later, like a call nobody answered.
      const admitted = await repository.admit(
        {
          request,
          ipHash: blocks[0]?.hash ?? hashes.client("unknown"),
          numberHash: hashes.number(request.phone),
          consentVersion: demoCallConsent.version,
          sourcePage: request.sourcePage,
          userAgent: c.req.header("user-agent"),
          suppressedFailureDelayMs: between(settings.suppressedFailureDelayMs),
        },
        settings,
      );
      if (!admitted.ok) {
        await refused("limits");
        return refuse(c, admitted.refusal);
      }
      options.onAdmitted?.();
      c.header("Location", `/v1/demo-calls/${admitted.call.id}`);
      return answer(c, requestCall, { id: admitted.call.id, status: "queued" }, 202);
    },
  );

  routes.get(inquiryApi.getDemoCall.path, async (c) => {
    const id = c.req.param("id").toLowerCase();
    const call = UUID.test(id) ? await repository.get(id) : undefined;
    c.header("Cache-Control", "no-store");
    if (!call) return apiError(c, "not-found", "There is no demo call with this id.");
    return answer(c, inquiryApi.getDemoCall, publicView(call, new Date()));
  });

  return routes;
}
