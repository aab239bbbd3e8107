// A call put together from its voiced turns, with a pause before each, and the exact time each
// turn starts and ends in the result: the cue times of the captions and the transcript.
import type { SampleCallSpeaker, TimedTurn } from "@novaline/content";
import { concat, secondsOf, silence } from "./pcm.ts";

/** One turn of a call as a speech engine said it (trimmed). */
export interface VoicedTurn {
  speaker: SampleCallSpeaker;
  text: string;
  samples: Int16Array;
}

/** The silences of a call, in seconds. */
export interface Pauses {
  /** Before the first turn: the line picking up. */
  leadIn: number;
  /** Before a turn, by who speaks it (after the other has finished). */
  before: Record<SampleCallSpeaker, number>;
  /** After the last turn. */
  tail: number;
}

/**
 * The pauses of a synthesized call: about what two people leave between turns on the phone
 * (the agent's reply is not meant to show its real latency; the call is labelled as scripted).
 */
export const CALL_PAUSES: Pauses = {
  leadIn: 0.4,
  before: { agent: 0.5, caller: 0.55 },
  tail: 0.6,
};

/** Seconds rounded to the millisecond, as WebVTT writes them. */
export function toMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** The call's samples and its turns with the second each starts and ends. */
export function assembleCall(
  turns: readonly VoicedTurn[],
  pauses: Pauses = CALL_PAUSES,
): { samples: Int16Array; turns: TimedTurn[] } {
  const parts: Int16Array[] = [];
  const timed: TimedTurn[] = [];
  let length = 0;
  const push = (part: Int16Array) => {
    parts.push(part);
    length += part.length;
  };
  turns.forEach((turn, index) => {
    push(silence(index === 0 ? pauses.leadIn : pauses.before[turn.speaker]));
    const start = length;
    push(turn.samples);
    timed.push({
      speaker: turn.speaker,
      text: turn.text,
      start: toMilliseconds(secondsOf(start)),
      end: toMilliseconds(secondsOf(length)),
    });
  });
  push(silence(pauses.tail));
  return { samples: concat(parts), turns: timed };
}
