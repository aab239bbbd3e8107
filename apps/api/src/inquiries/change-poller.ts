import type { InquiryChange } from "@novaline/inquiry";
import { errorFields } from "../http/error-fields.js";
import type { Notices } from "../db/notices.js";
import type { Logger } from "../http/logger.js";
import {
  CHANGE_NOTICES,
  compareChangeCursors,
  type ChangeCursor,
  type InquiryChangeFeed,
} from "./changes.js";

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

/** How soon the feed is read again after a wake-up found nothing settled yet (see below). */
const FIRST_RETRY_MS = 50;

/** Reads the feed once per tick for every open stream of the process. */
export interface ChangePoller {
  /**
   * Calls `listener` with each batch that moved the shared place, until the returned function.
   * `from` is where the subscriber is: an idle poller starts reading there, so nothing that
   * happens after it is missed.
   */
  subscribe(listener: (batch: ChangeBatch) => void, from: ChangeCursor): () => void;
  /** Reads the feed now (or right after the read under way), not at the next tick. */
  wake(): void;
  /** How many times the feed was read (for tests and measurements). */
  readonly reads: number;
}

export interface ChangePollerOptions {
  readonly feed: InquiryChangeFeed;
  /** How often the feed is read while a stream is open. @defaultValue 1000 */
  readonly pollMs?: number | undefined;
  /**
   * The database's notices: a committed change wakes the poller at once (in every process), so
   * the poll is only the fallback for a notice lost with its connection.
   */
  readonly notices?: Notices | undefined;
  readonly logger: Logger;
}

/**
 * One reader of the feed per process: while any stream is open it reads the changes after its
 * place once per `pollMs`, and at once when the database notifies a committed change, and hands
 * each batch that moved it to every stream. With none open it does nothing and listens to nothing. A stream keeps its own place (it may have resumed from an older one, and catches
 * up by its own reads until it reaches the shared one).
 */
export function createChangePoller({
  feed,
  pollMs = 1000,
  notices,
  logger,
}: ChangePollerOptions): ChangePoller {
  const listeners = new Set<(batch: ChangeBatch) => void>();
  let place: ChangeCursor | undefined;
  // At most one tick is waiting or running at a time.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  // A wake-up that came during a read: the read after it starts at once.
  let again = false;
  // After a wake-up whose read found nothing (the change was not settled yet: a transaction
  // older than it was still running), the next reads come sooner than the poll: FIRST_RETRY_MS,
  // then twice as long each time, up to `pollMs`.
  let retryMs: number | undefined;
  let reads = 0;
  let stopNotices: (() => void) | undefined;

  const schedule = () => {
    const delay = again ? 0 : (retryMs ?? pollMs);
    again = false;
    timer = listeners.size > 0 ? setTimeout(() => void tick(false), delay) : undefined;
  };

  function wake() {
    if (listeners.size === 0) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    void tick(true);
  }

  async function tick(woken: boolean) {
    running = true;
    try {
      place ??= await feed.head();
      const from = place;
      const next = await feed.after(from);
      reads += 1;
      place = next.cursor;
      if (compareChangeCursors(next.cursor, from) !== 0) {
        retryMs = undefined;
        const batch = { from, to: next.cursor, changes: next.changes, positions: next.positions };
        for (const listener of listeners) listener(batch);
      } else if (woken || retryMs !== undefined) {
        retryMs = retryMs === undefined ? FIRST_RETRY_MS : retryMs * 2;
        if (retryMs >= pollMs) retryMs = undefined;
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
      stopNotices ??= notices?.subscribe(CHANGE_NOTICES, wake, (error) => {
        logger.warn("inquiry_events.notices_lost", { ...errorFields(error) });
      });
      if (timer === undefined && !running) schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopNotices?.();
        stopNotices = undefined;
        if (!running) {
          clearTimeout(timer);
          timer = undefined;
          // Nobody follows the feed now: the next reading starts from its head, not from here.
          place = undefined;
        }
      };
    },
    wake,
    get reads() {
      return reads;
    },
  };
}
