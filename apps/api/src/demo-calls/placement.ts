import type { DemoCallSettings } from "../config.js";
import type { Logger } from "../http/logger.js";
import { DEFAULT_PLACEMENT_TIMINGS, type PlacementTimings } from "./placement-timings.js";
import { startPlacementWorker, type PlacementWorker } from "./placement-worker.js";
import type { DemoCallRepository } from "./repository.js";
import { createVapiClient } from "./vapi-client.js";

/**
 * The placement worker of a running API: with Vapi's settings, a worker over the repository's
 * demo calls; without them (phone demos off), none. One request to Vapi may take half the lease
 * at most (a lookup and a POST fit in one), so a worker never loses a call while Vapi may still
 * be creating it.
 */
export function startDemoCallPlacement(options: {
  repository: DemoCallRepository;
  settings: Pick<DemoCallSettings, "vapi" | "maxDurationSeconds">;
  logger: Logger;
  leaseMs: number;
  /** @defaultValue {@link DEFAULT_PLACEMENT_TIMINGS} */
  timings?: PlacementTimings;
  pollMs?: number;
}): PlacementWorker | undefined {
  const { vapi, maxDurationSeconds } = options.settings;
  if (!vapi) return undefined;
  const timings = options.timings ?? DEFAULT_PLACEMENT_TIMINGS;
  return startPlacementWorker({
    repository: options.repository,
    client: createVapiClient({
      baseUrl: vapi.baseUrl,
      privateKey: vapi.privateKey,
      timeoutMs: Math.min(timings.requestTimeoutMs, options.leaseMs / 2),
    }),
    vapi,
    maxDurationSeconds,
    logger: options.logger,
    leaseMs: options.leaseMs,
    giveUpAfterMs: timings.giveUpAfterMs,
    creationWindowMs: timings.creationWindowMs,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
  });
}
