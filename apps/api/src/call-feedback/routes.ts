import { callFeedbackSchema, inquiryApi } from "@novaline/inquiry";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { Database } from "../db/client.js";
import type { VapiCallFacts, VapiClient } from "../demo-calls/vapi-client.js";
import { answer } from "../http/answer.js";
import { errorFields } from "../http/error-fields.js";
import { apiError } from "../http/errors.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import type { Logger } from "../http/logger.js";
import { admitClient, retryAfterSeconds, type ClientLimits } from "../http/rate-limit.js";
import { admitInWindows } from "../http/sliding-window.js";
import type { CallFeedbackRepository } from "./repository.js";

/**
 * Posts of feedback one client may make in any minute: at its IPv4 address or IPv6 /64, and at
 * the /56 and /48 around a /64. A visitor rates a call once, maybe twice; this leaves room for a
 * household or an office behind one address, and bounds what a stranger can make us ask Vapi.
 */
export const CALL_FEEDBACK_LIMITS_PER_MINUTE: ClientLimits = {
  perMinute: 6,
  perMinutePer56: 12,
  perMinutePer48: 24,
};

/**
 * Calls looked up at Vapi for feedback in any minute, from all clients together: however many
 * addresses a stranger posts from, they cannot spend the Vapi API's rate limit, which placing
 * demo calls shares. Past it, feedback on a new call waits (503); feedback is optional.
 */
export const CALL_FEEDBACK_LOOKUPS_PER_MINUTE = 120;

/** How long after a call was created its feedback is taken. */
export const CALL_FEEDBACK_WINDOW_MS = 24 * 60 * 60_000;

/**
 * How long after a call's first feedback a second post replaces it (a visitor who changed their
 * mind, or a retry whose first answer was lost); after that it answers 409 and keeps the first.
 */
export const CALL_FEEDBACK_REPLACE_WINDOW_MS = 10 * 60_000;

/** How long a client waits before trying again when Vapi could not be asked. */
const VAPI_RETRY_AFTER_SECONDS = 30;

export interface CallFeedbackRoutesOptions {
  readonly repository: CallFeedbackRepository;
  /**
   * Vapi's server API (`GET /call/:id`, with our private key); `undefined` on a copy of the API
   * without `VAPI_PRIVATE_KEY`, which then takes no feedback (503).
   */
  readonly calls: Pick<VapiClient, "getCall"> | undefined;
  /** Where the rate limits are counted. */
  readonly db: Database;
  /** The client's address, which the limits count in its blocks. */
  readonly addressOf: (c: Context) => string;
  /** @defaultValue {@link CALL_FEEDBACK_LIMITS_PER_MINUTE} */
  readonly limits?: ClientLimits;
  /** @defaultValue {@link CALL_FEEDBACK_LOOKUPS_PER_MINUTE} */
  readonly lookupsPerMinute?: number;
  readonly logger: Logger;
}

/** Whether Vapi's call is a browser call created recently enough to be rated. */
function isRateableWebCall(call: VapiCallFacts | undefined, now: Date): boolean {
  if (call?.type !== "webCall" || call.createdAt === undefined) return false;
  const age = now.getTime() - call.createdAt.getTime();
  // A minute of clock skew between Vapi and us is allowed for a call just made.
  return age >= -60_000 && age <= CALL_FEEDBACK_WINDOW_MS;
}

/**
 * `POST /v1/call-feedback`: a visitor's rating (and comment) of a browser call they just had.
 *
 * What keeps strangers from filling the table: each post is counted against its client's blocks
 * before its body is read (429); the body is capped like every other (16 KB, and a comment of
 * 1,000 characters); and nothing is stored for a call unless Vapi, asked with our private key,
 * shows it as one of our organisation's browser calls made in the last day. Vapi's ids are random
 * UUIDs, so a made-up id finds nothing, and each row needs a real call, which costs its maker a
 * call with our assistant. One row per call: a second post replaces it for a few minutes, then
 * 409. Lookups at Vapi are also capped for all clients together (a botnet cannot spend the
 * Vapi API's rate limit that demo calls share). Checking with Vapi rather than with the webhooks Vapi sends us (`/v1/vapi/events`) means
 * feedback does not depend on the browser assistant having our server URL, nor on its status
 * messages having arrived and been applied before the visitor clicks Send; Vapi is asked once per
 * call (feedback already stored proves the call). The comment is the visitor's own words: it is
 * never logged, and goes with the row after the retention period.
 */
export function callFeedbackRoutes(options: CallFeedbackRoutesOptions) {
  const { repository, calls, db, addressOf, logger } = options;
  const limits = options.limits ?? CALL_FEEDBACK_LIMITS_PER_MINUTE;
  const lookupsPerMinute = options.lookupsPerMinute ?? CALL_FEEDBACK_LOOKUPS_PER_MINUTE;
  const routes = new Hono();
  const send = inquiryApi.sendCallFeedback;

  // Before anything else: a copy that cannot check calls says so, whatever was sent.
  const configured: MiddlewareHandler = async (c, next) => {
    if (calls) return next();
    return apiError(
      c,
      "call-feedback-not-configured",
      "This server cannot take feedback on calls: it has no voice provider set up.",
    );
  };
  // Every post counts, well-formed or not, so probing costs the prober its allowance.
  const limited: MiddlewareHandler = async (c, next) => {
    const verdict = await admitClient(db, "call-feedback", addressOf(c), limits);
    if (verdict.admitted) return next();
    const retryAfter = retryAfterSeconds(verdict);
    c.header("Retry-After", String(retryAfter));
    return apiError(
      c,
      "rate-limited",
      `Too much feedback from your address. Please try again in ${String(retryAfter)} seconds.`,
    );
  };

  routes.on(
    send.method,
    send.path,
    configured,
    limited,
    jsonRequest,
    validJson(callFeedbackSchema, "The body must be a JSON object with the feedback's fields."),
    async (c) => {
      const feedback = c.req.valid("json");
      if (calls && !(await repository.has(feedback.callId))) {
        const lookup = await admitInWindows(
          db,
          [{ key: "call-feedback:vapi-lookups", max: lookupsPerMinute }],
          60_000,
        );
        if (!lookup.admitted) {
          c.header("Retry-After", String(retryAfterSeconds(lookup)));
          return apiError(
            c,
            "unavailable",
            "We can't check calls just now. Please try again in a moment.",
          );
        }
        let call: VapiCallFacts | undefined;
        try {
          call = await calls.getCall(feedback.callId);
        } catch (error) {
          logger.warn("call_feedback.vapi_unavailable", { ...errorFields(error) });
          c.header("Retry-After", String(VAPI_RETRY_AFTER_SECONDS));
          return apiError(
            c,
            "unavailable",
            "We couldn't check this call just now. Please try again in a moment.",
          );
        }
        // Unknown, not a browser call, or too old: one answer for all, nothing stored.
        if (!isRateableWebCall(call, new Date())) {
          return apiError(c, "not-found", "There is no recent browser call with this id.");
        }
      }
      const stored = await repository.store(feedback, CALL_FEEDBACK_REPLACE_WINDOW_MS);
      if (stored.kind === "exists") {
        return apiError(
          c,
          "call-feedback-exists",
          "Feedback on this call was received a while ago and is kept as it was.",
        );
      }
      logger.info("call_feedback.stored", { replaced: stored.kind === "replaced" });
      return answer(
        c,
        send,
        { callId: feedback.callId, receivedAt: stored.receivedAt.toISOString() },
        stored.kind === "created" ? 201 : 200,
      );
    },
  );

  return routes;
}
