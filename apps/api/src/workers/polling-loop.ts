/** A background loop of rounds: what the mail and placement workers share. */
export interface PollingLoop {
  /** Runs a round soon (after `wakeDelayMs`), or right after the one in progress. */
  wake(): void;
  /**
   * Runs no further rounds and waits for the one in progress, at most `timeoutMs` when given.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface PollingLoopOptions {
  /** One round of work; `stopped()` says whether to hand back what is not started yet. */
  readonly round: (stopped: () => boolean) => Promise<void>;
  /** The wait between rounds when nothing wakes the loop. */
  readonly pollMs: number;
  /** How long `wake()` waits, so a burst of wakes makes one round. */
  readonly wakeDelayMs: number;
  /** A round that failed (it is logged; the next round tries again). */
  readonly onError: (error: unknown) => void;
}

/**
 * Runs `round` at once, then every `pollMs` and whenever woken, never two at a time, on timers
 * that do not keep the process alive past a stop.
 */
export function startPollingLoop(options: PollingLoopOptions): PollingLoop {
  const { round: runRound, pollMs, wakeDelayMs, onError } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  /** Woken while a round ran: the next comes soon, not at the next poll. */
  let woken = false;
  let dueAt = Infinity;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (stopped) return;
    if (round) {
      woken = true;
      return;
    }
    round = runRound(() => stopped)
      .catch(onError)
      .finally(() => {
        round = undefined;
        schedule(woken ? wakeDelayMs : pollMs);
        woken = false;
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (round) woken = true;
      else if (dueAt > Date.now() + wakeDelayMs) schedule(wakeDelayMs);
    },
    stop: async (timeoutMs) => {
      stopped = true;
      clearTimeout(timer);
      await (timeoutMs === undefined
        ? round
        : Promise.race([round, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]));
    },
  };
}
