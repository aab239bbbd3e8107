import { getIndustry, type IndustryKey } from "@novaline/content";
import type { Span } from "@opentelemetry/api";
import type { VapiSettings } from "../config.js";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import { placementCounter } from "../telemetry/metrics.js";
import { failSpan, inSpan } from "../telemetry/tracing.js";
import { startPollingLoop, type PollingLoop } from "../workers/polling-loop.js";
import { isFinal } from "./call-status.js";
import { DEFAULT_PLACEMENT_TIMINGS } from "./placement-timings.js";
import type { ClaimedPlacement, DemoCallRepository } from "./repository.js";
import { VapiCallError, type PlacedCall, type VapiClient } from "./vapi-client.js";

export interface PlacementWorkerOptions {
  readonly repository: Pick<
    DemoCallRepository,
    | "claimPlacements"
    | "beginPost"
    | "completePlacement"
    | "retryPlacement"
    | "failPlacement"
    | "releasePlacements"
  >;
  /** Vapi's API, one request per call (see `createVapiClient`). */
  readonly client: Pick<VapiClient, "placeCall" | "findCall">;
  readonly vapi: Pick<VapiSettings, "assistantId" | "phoneNumberId">;
  /** The longest a call may last, told to Vapi. */
  readonly maxDurationSeconds: number;
  readonly logger: Logger;
  /**
   * How long a worker holds a call. Longer than two requests to Vapi (a lookup, then a POST), so
   * no other worker takes the call over while Vapi may still be creating it.
   */
  readonly leaseMs: number;
  /** How often to look for calls to place when nothing wakes the worker. @defaultValue 1000 */
  readonly pollMs?: number;
  /**
   * After this long since the visitor asked, a call not yet placed is given up (checked before
   * each POST and each lookup). @defaultValue 2 minutes
   */
  readonly giveUpAfterMs?: number;
  /**
   * Vapi's worst delay in creating a call: after a POST whose outcome is unknown, Vapi is asked
   * over this long before another POST may go. @defaultValue 60 s
   */
  readonly creationWindowMs?: number;
  /** The wait after the first failure or lookup; doubled after each. @defaultValue 1000 */
  readonly retryBaseMs?: number;
  /** The longest wait between two tries or lookups. @defaultValue 5000 */
  readonly retryMaxMs?: number;
}

/** `wake()` after a request was admitted; `stop(timeoutMs)` waits for the placements in flight. */
export type PlacementWorker = PollingLoop;

/** How one placement run ended: its span's `novaline.demo_call.outcome`, the counter's `outcome`. */
export type PlacementOutcome =
  /** Vapi has the call (placed now, found by a lookup, or named by its own messages). */
  | "placed"
  /** A call given up as `not-confirmed` turned out to exist after all. */
  | "found-late"
  /** A POST's outcome is unknown: looked up, to be looked up again. */
  | "confirming"
  /** A POST failed in a way that may have created the call: to be looked up. */
  | "unconfirmed"
  /** Nothing was created (Vapi's rate limit, a lost claim): to be tried again. */
  | "retry"
  /** Vapi refused the call (a 4xx): failed. */
  | "refused"
  /** Given up at the deadline, whether Vapi created it unknown. */
  | "not-confirmed"
  /** Given up at the deadline, Vapi never having created it. */
  | "vapi-unavailable"
  /** The database failed: the lease runs out and another round takes the call over. */
  | "error";

/** Calls placed at once per round. */
const BATCH = 5;

/**
 * How far before the call was stored its Vapi call is looked for: Vapi's clock may differ from
 * ours.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * Places the admitted demo calls with Vapi, durably, at most one call per consent: the request
 * was stored with the call (`placement: pending`), and a worker claims it with a lease.
 *
 * Vapi has no idempotency key, so a `POST /call` that timed out, failed with a 5xx or a network
 * error, or answered a 2xx we cannot read may still have created the call, even many seconds
 * later. Such a call is only looked up (our id travels as its name and in its metadata) until
 * Vapi shows it (then it is placed, its id stored) or until Vapi, asked after its creation window
 * (`creationWindowMs`, from the failure), still has none: only then may it be posted again, and
 * only before the give-up deadline. The time of each POST is recorded, with the claim and the
 * deadline checked, before it is sent, so a worker that dies mid-POST leaves the same trail.
 *
 * A call whose outcome is still unknown at the deadline ends `failed` (`not-confirmed`), and is
 * still looked up until the window's end, for Vapi's id only; a refusal (4xx) fails at once
 * (`vapi-refused`); a call Vapi certainly never created, at the deadline (`vapi-unavailable`).
 */
export function startPlacementWorker(options: PlacementWorkerOptions): PlacementWorker {
  const {
    repository,
    client,
    vapi,
    maxDurationSeconds,
    logger,
    leaseMs,
    pollMs = 1000,
    giveUpAfterMs = DEFAULT_PLACEMENT_TIMINGS.giveUpAfterMs,
    creationWindowMs = DEFAULT_PLACEMENT_TIMINGS.creationWindowMs,
    retryBaseMs = 1000,
    retryMaxMs = 5000,
  } = options;

  /** The wait before the next try or lookup: doubling, at most `retryMaxMs`. */
  const backoff = (call: ClaimedPlacement) =>
    Math.min(retryBaseMs * 2 ** Math.min(call.placementAttempts - 1, 20), retryMaxMs);

  async function placed(
    call: ClaimedPlacement,
    vapiCall: PlacedCall,
    found: boolean,
  ): Promise<PlacementOutcome> {
    const stored = await repository.completePlacement(call, vapiCall.id);
    logger.info("demo_call.placed", {
      callId: call.id,
      vapiCallId: vapiCall.id,
      found,
      ...(stored ? {} : { claimLost: true }),
    });
    return "placed";
  }

  async function giveUp(
    call: ClaimedPlacement,
    reason: "vapi-unavailable",
  ): Promise<PlacementOutcome> {
    await repository.failPlacement(call, reason);
    logger.warn("demo_call.not_placed", { callId: call.id, reason });
    return reason;
  }

  /**
   * `failed` (`not-confirmed`) for the visitor, yet looked up again until the window's end, to
   * store Vapi's id should the call exist after all (its data is then deleted at Vapi with ours).
   */
  async function failUnconfirmed(call: ClaimedPlacement, windowEnd: number) {
    const left = windowEnd - Date.now();
    await repository.failPlacement(
      call,
      "not-confirmed",
      left > 0 ? { lookUpAgainInMs: Math.min(backoff(call), left) } : {},
    );
  }

  /** A call given up as `not-confirmed`: one more lookup, for Vapi's id only. */
  async function lookUpGivenUp(call: ClaimedPlacement): Promise<PlacementOutcome> {
    const found = await client
      .findCall({
        demoCallId: call.id,
        phoneNumberId: vapi.phoneNumberId,
        createdAfter: new Date(call.createdAt.getTime() - CLOCK_SKEW_MS),
      })
      .catch(() => undefined);
    if (found) {
      await repository.completePlacement(call, found.id);
      logger.warn("demo_call.found_after_giving_up", { callId: call.id, vapiCallId: found.id });
      return "found-late";
    }
    await failUnconfirmed(call, (call.placementPostedAt?.getTime() ?? 0) + creationWindowMs);
    return "not-confirmed";
  }

  /**
   * A POST's outcome is unknown: one lookup. `"post"` when the call may be posted (again): Vapi,
   * asked after the window, has none of ours. Otherwise the call is placed, given up, or due for
   * another lookup.
   */
  async function confirm(
    call: ClaimedPlacement,
    postedAt: Date,
  ): Promise<PlacementOutcome | "post"> {
    const deadline = call.createdAt.getTime() + giveUpAfterMs;
    const windowEnd = postedAt.getTime() + creationWindowMs;
    if (Date.now() >= deadline) {
      await failUnconfirmed(call, windowEnd);
      logger.warn("demo_call.not_placed", { callId: call.id, reason: "not-confirmed" });
      return "not-confirmed";
    }
    const askedAt = Date.now();
    /** The next lookup: at the window's end at the latest, and at the deadline. */
    const lookUpAgain = async (fields: Record<string, unknown>) => {
      const now = Date.now();
      let delay = backoff(call);
      if (now < windowEnd) delay = Math.min(delay, windowEnd - now);
      delay = Math.max(0, Math.min(delay, deadline - now));
      await repository.retryPlacement(call, delay);
      logger.info("demo_call.confirming", { callId: call.id, lookUpInMs: delay, ...fields });
    };
    let found: PlacedCall | undefined;
    try {
      found = await client.findCall({
        demoCallId: call.id,
        phoneNumberId: vapi.phoneNumberId,
        createdAfter: new Date(call.createdAt.getTime() - CLOCK_SKEW_MS),
      });
    } catch (error) {
      // Whatever the list answered (a 5xx, even a 404), the call may exist: ask again.
      await lookUpAgain({ lookupFailed: true, ...errorFields(error) });
      return "confirming";
    }
    if (found) return placed(call, found, true);
    if (askedAt < windowEnd) {
      await lookUpAgain({ found: false });
      return "confirming";
    }
    logger.info("demo_call.not_created", { callId: call.id });
    return "post";
  }

  /** One `POST /call`, through the gate that records it first. */
  async function post(call: ClaimedPlacement): Promise<PlacementOutcome> {
    // Built first: a failure here is ours, before anything reached Vapi.
    const request = {
      assistantId: vapi.assistantId,
      phoneNumberId: vapi.phoneNumberId,
      number: call.phone,
      demoCallId: call.id,
      maxDurationSeconds,
      variableValues: {
        firstName: call.firstName,
        industry: getIndustry(call.industry as IndustryKey).label,
      },
    };
    const postedAt = await repository.beginPost(call, { giveUpAfterMs, creationWindowMs });
    if (!postedAt) {
      if (Date.now() >= call.createdAt.getTime() + giveUpAfterMs) {
        return giveUp(call, "vapi-unavailable");
      }
      // The claim was lost (nothing changes then), or the clocks disagree on the window.
      await repository.retryPlacement(call, backoff(call));
      return "retry";
    }
    let vapiCall: PlacedCall;
    try {
      vapiCall = await client.placeCall(request);
    } catch (error) {
      const known = error instanceof VapiCallError && !error.mayHaveCreated;
      if (known && !error.transient) {
        await repository.failPlacement(call, "vapi-refused");
        logger.warn("demo_call.not_placed", { callId: call.id, ...errorFields(error) });
        return "refused";
      }
      // Vapi created nothing (a rate limit): try again later. Otherwise look it up first, over
      // the window from now: Vapi got the request by now, if at all.
      const retryIn = known ? backoff(call) : Math.min(retryBaseMs, creationWindowMs);
      await repository.retryPlacement(call, retryIn, { posted: known ? null : "now" });
      logger.warn(known ? "demo_call.place_retry" : "demo_call.place_unconfirmed", {
        callId: call.id,
        retryInMs: retryIn,
        ...errorFields(error),
      });
      return known ? "retry" : "unconfirmed";
    }
    return placed(call, vapiCall, false);
  }

  const placements = placementCounter();

  /** One run for one call, in a span of its own (`demo_call.place`), counted by its outcome. */
  const placeOne = (call: ClaimedPlacement): Promise<void> =>
    inSpan(
      "demo_call.place",
      { attributes: { "novaline.demo_call.id": call.id } },
      async (span) => {
        const outcome = await place(call, span);
        span.setAttribute("novaline.demo_call.outcome", outcome);
        placements.add(1, { outcome });
      },
    );

  async function place(call: ClaimedPlacement, span: Span): Promise<PlacementOutcome> {
    try {
      // Vapi's own messages named this call (the inbox matched them by our id): it exists, so
      // it is placed, whatever Vapi's API answered or failed to answer.
      if (call.vapiCallId !== null) {
        await repository.completePlacement(call, call.vapiCallId);
        logger.info("demo_call.placed", {
          callId: call.id,
          vapiCallId: call.vapiCallId,
          by: "webhook",
        });
        return "placed";
      }
      if (isFinal(call.status)) return await lookUpGivenUp(call);
      if (call.placementPostedAt) {
        const confirmed = await confirm(call, call.placementPostedAt);
        if (confirmed !== "post") return confirmed;
      }
      if (Date.now() >= call.createdAt.getTime() + giveUpAfterMs) {
        return await giveUp(call, "vapi-unavailable");
      }
      return await post(call);
    } catch (error) {
      // The database failed: the lease runs out and another round takes the call over.
      failSpan(span, error);
      logger.error("demo_call.placement_error", { callId: call.id, ...errorFields(error) }, error);
      return "error";
    }
  }

  return startPollingLoop({
    pollMs,
    wakeDelayMs: 0,
    onError: (error) => {
      logger.error("demo_call.worker_error", { ...errorFields(error) }, error);
    },
    round: async (stopped) => {
      for (;;) {
        const claimed = await repository.claimPlacements(BATCH, leaseMs);
        if (stopped()) {
          await repository.releasePlacements(claimed);
          return;
        }
        await Promise.all(claimed.map(placeOne));
        if (claimed.length < BATCH) return;
      }
    },
  });
}
