import { facts } from "@novaline/content";
import type { Logger } from "../http/logger.js";
import { startRetentionSweep, type RetentionSweep } from "../retention/sweep.js";

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

/**
 * Keeps the consent text's promise: demo calls (the number, the transcript, the summary) are
 * deleted once they are `retentionDays` old, swept at once and then hourly.
 */
export function startDemoCallRetention(options: DemoCallRetentionOptions): RetentionSweep {
  const { retentionDays = facts.demoTranscriptRetentionDays, ...rest } = options;
  return startRetentionSweep({
    ...rest,
    name: "demo_calls",
    cutoff: (now) => new Date(now.getTime() - retentionDays * DAY_MS),
  });
}
