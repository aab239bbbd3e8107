import { facts } from "@novaline/content";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";

const DAY_MS = 86_400_000;

export interface DemoCallRetentionOptions {
  /** Deletes the calls created before the cutoff and their inquiries; how many it removed. */
  readonly purge: (before: Date) => Promise<number>;
  readonly logger: Logger;
  /**
   * How long a call is kept: the number the consent text and the privacy policy promise.
   * @defaultValue facts.demoTranscriptRetentionDays
   */
  readonly retentionDays?: number;
  /** How often to sweep after the first sweep, which runs at once. @defaultValue 1 hour */
  readonly intervalMs?: number;
}

export interface DemoCallRetention {
  /** No further sweeps; resolves once the sweep in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Keeps the consent text's promise: demo calls (the number, the transcript, the summary) are
 * deleted once they are `retentionDays` old. Sweeps at once, then every `intervalMs`, on a timer
 * that does not keep the process alive; a failed sweep is logged and the next one tries again.
 */
export function startDemoCallRetention(options: DemoCallRetentionOptions): DemoCallRetention {
  const {
    purge,
    logger,
    retentionDays = facts.demoTranscriptRetentionDays,
    intervalMs = 3_600_000,
  } = options;
  let stopped = false;
  let sweep: Promise<void> | undefined;

  function run() {
    // A sweep still running (a slow database) is not overlapped by the next one.
    if (stopped || sweep) return;
    const before = new Date(Date.now() - retentionDays * DAY_MS);
    sweep = (async () => {
      try {
        const count = await purge(before);
        if (count > 0) logger.info("demo_calls.purged", { count, before: before.toISOString() });
      } catch (error) {
        logger.error("demo_calls.purge_failed", { ...errorFields(error) });
      }
    })().finally(() => {
      // Always after the assignment (a callback of `finally` never runs synchronously).
      sweep = undefined;
    });
  }

  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await sweep;
    },
  };
}
