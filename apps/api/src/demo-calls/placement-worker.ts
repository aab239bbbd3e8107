import { getIndustry, type IndustryKey } from "@novaline/content";
import type { VapiSettings } from "../config.js";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import { startPollingLoop, type PollingLoop } from "../workers/polling-loop.js";
import type { ClaimedPlacement, DemoCallRepository } from "./repository.js";
import { VapiCallError, type VapiClient } from "./vapi-client.js";

export interface PlacementWorkerOptions {
  readonly repository: Pick<
    DemoCallRepository,
    | "claimPlacements"
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
   * How long a worker holds a call. Longer than one request to Vapi may take, so no other
   * worker takes the call over while Vapi may still be creating it.
   */
  readonly leaseMs: number;
  /** How often to look for calls to place when nothing wakes the worker. @defaultValue 1000 */
  readonly pollMs?: number;
  /**
   * After this long, a call not yet placed is failed instead: the visitor asked for a call now,
   * and a phone ringing minutes later is a surprise. @defaultValue 2 minutes
   */
  readonly giveUpAfterMs?: number;
  /** The wait after the first transient failure; doubled after each. @defaultValue 1000 */
  readonly retryBaseMs?: number;
}

/** `wake()` after a request was admitted; `stop(timeoutMs)` waits for the placements in flight. */
export type PlacementWorker = PollingLoop;

/** Calls placed at once per round. */
const BATCH = 5;

/**
 * Places the admitted demo calls with Vapi, durably: the request was stored with the call
 * (`placement: pending`), and a worker claims it with a lease. A call claimed before (a worker
 * died, a request timed out, Vapi failed) is first looked up at Vapi by our id, which travels as
 * the call's name and in its metadata, so a restart never places a second call nor leaves one
 * `queued`. Transient failures are retried with backoff until the call is too late to place; a
 * refusal fails it at once.
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
    giveUpAfterMs = 120_000,
    retryBaseMs = 1000,
  } = options;

  async function placeOne(call: ClaimedPlacement): Promise<void> {
    try {
      if (call.placementAttempts > 1) {
        // Tried before: Vapi may have created it although we never heard.
        const found = await client.findCall({
          demoCallId: call.id,
          phoneNumberId: vapi.phoneNumberId,
          createdAfter: new Date(call.createdAt.getTime() - 60_000),
        });
        if (found) {
          await repository.completePlacement(call, found.id);
          logger.info("demo_call.placed", { callId: call.id, vapiCallId: found.id, found: true });
          return;
        }
      }
      if (Date.now() - call.createdAt.getTime() > giveUpAfterMs) {
        await repository.failPlacement(call, "vapi-unavailable");
        logger.warn("demo_call.not_placed", { callId: call.id, reason: "too-late" });
        return;
      }
      const placed = await client.placeCall({
        assistantId: vapi.assistantId,
        phoneNumberId: vapi.phoneNumberId,
        number: call.phone,
        demoCallId: call.id,
        maxDurationSeconds,
        variableValues: {
          firstName: call.firstName,
          industry: getIndustry(call.industry as IndustryKey).label,
        },
      });
      await repository.completePlacement(call, placed.id);
      logger.info("demo_call.placed", { callId: call.id, vapiCallId: placed.id });
    } catch (error) {
      if (error instanceof VapiCallError && !error.transient) {
        await repository.failPlacement(call, "vapi-refused");
        logger.warn("demo_call.not_placed", { callId: call.id, ...errorFields(error) });
        return;
      }
      const retryIn = retryBaseMs * 2 ** Math.min(call.placementAttempts - 1, 6);
      await repository.retryPlacement(call, retryIn);
      logger.warn("demo_call.place_retry", {
        callId: call.id,
        retryInMs: retryIn,
        ...errorFields(error),
      });
    }
  }

  return startPollingLoop({
    pollMs,
    wakeDelayMs: 0,
    onError: (error) => {
      logger.error("demo_call.worker_error", { ...errorFields(error) });
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
