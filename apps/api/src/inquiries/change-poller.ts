import type { InquiryChange } from "@novaline/inquiry";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import { compareChangeCursors, type ChangeCursor, type InquiryChangeFeed } from "./changes.js";

/** One read of the feed, shared by every open stream. */
export interface ChangeBatch {
  /** Where the read started. */
  readonly from: ChangeCursor;
  /** Where it ended: the place after its changes. */
  readonly to: ChangeCursor;
  readonly changes: readonly InquiryChange[];
  /** Where each change's last row is in the feed (see `InquiryChangeFeed.after`). */
  readonly positions: readonly ChangeCursor[];
}

/** Reads the feed once per tick for every open stream of the process. */
export interface ChangePoller {
  /**
   * Calls `listener` with each batch that moved the shared place, until the returned function.
   * `from` is where the subscriber is: an idle poller starts reading there, so nothing that
   * happens after it is missed.
   */
  subscribe(listener: (batch: ChangeBatch) => void, from: ChangeCursor): () => void;
  /** How many times the feed was read (for tests and measurements). */
  readonly reads: number;
}

export interface ChangePollerOptions {
  readonly feed: InquiryChangeFeed;
  /** How often the feed is read while a stream is open. @defaultValue 1000 */
  readonly pollMs?: number | undefined;
  readonly logger: Logger;
}

/**
 * One reader of the feed per process: while any stream is open it reads the changes after its
 * place once per `pollMs` and hands each batch that moved it to every stream. With none open it
 * does nothing. A stream keeps its own place (it may have resumed from an older one, and catches
 * up by its own reads until it reaches the shared one).
 */
export function createChangePoller({
  feed,
  pollMs = 1000,
  logger,
}: ChangePollerOptions): ChangePoller {
  const listeners = new Set<(batch: ChangeBatch) => void>();
  let place: ChangeCursor | undefined;
  // At most one tick is waiting or running at a time.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let reads = 0;

  const schedule = () => {
    timer = listeners.size > 0 ? setTimeout(() => void tick(), pollMs) : undefined;
  };

  async function tick() {
    running = true;
    try {
      place ??= await feed.head();
      const from = place;
      const next = await feed.after(from);
      reads += 1;
      place = next.cursor;
      if (compareChangeCursors(next.cursor, from) !== 0) {
        const batch = { from, to: next.cursor, changes: next.changes, positions: next.positions };
        for (const listener of listeners) listener(batch);
      }
    } catch (error) {
      // The next tick tries again; the streams stay open, their clients see nothing missing.
      logger.warn("inquiry_events.poll_failed", { ...errorFields(error) });
    } finally {
      running = false;
      schedule();
    }
  }

  return {
    subscribe(listener, from) {
      place ??= from;
      listeners.add(listener);
      if (timer === undefined && !running) schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && !running) {
          clearTimeout(timer);
          timer = undefined;
          // Nobody follows the feed now: the next reading starts from its head, not from here.
          place = undefined;
        }
      };
    },
    get reads() {
      return reads;
    },
  };
}
