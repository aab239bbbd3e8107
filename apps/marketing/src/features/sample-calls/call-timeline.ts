import type { TimedTurn } from "@novaline/content";

/**
 * The turn being heard at `seconds`: the last one to have started (through the pause after it,
 * until the next starts), or -1 before the first.
 */
export function activeTurnIndex(
  turns: readonly Pick<TimedTurn, "start">[],
  seconds: number,
): number {
  return turns.findLastIndex((turn) => turn.start <= seconds);
}

/** Seconds as a clock, m:ss ("0:07", "1:02"). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, "0")}`;
}
