import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";

export interface RetentionSweepOptions {
  /** Names the log events: `<name>.purged`, `<name>.purge_failed`. */
  readonly name: string;
  /** Deletes what is older than the cutoff; how many it removed. */
  readonly purge: (before: Date) => Promise<number>;
  /** What is kept: the cutoff at a sweep that runs at `now`. */
  readonly cutoff: (now: Date) => Date;
  readonly logger: Logger;
  /** How often to sweep after the first sweep, which runs at once. @defaultValue 1 hour */
  readonly intervalMs?: number;
}

export interface RetentionSweep {
  /** No further sweeps; resolves once the sweep in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Keeps a retention promise: sweeps at once, then every `intervalMs`, on a timer that does not
 * keep the process alive; a failed sweep is logged and the next one tries again, and a slow one
 * is never overlapped.
 */
export function startRetentionSweep(options: RetentionSweepOptions): RetentionSweep {
  const { name, purge, cutoff, logger, intervalMs = 3_600_000 } = options;
  let stopped = false;
  let sweep: Promise<void> | undefined;

  function run() {
    if (stopped || sweep) return;
    const before = cutoff(new Date());
    sweep = (async () => {
      try {
        const count = await purge(before);
        if (count > 0) logger.info(`${name}.purged`, { count, before: before.toISOString() });
      } catch (error) {
        logger.error(`${name}.purge_failed`, { ...errorFields(error) }, error);
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
