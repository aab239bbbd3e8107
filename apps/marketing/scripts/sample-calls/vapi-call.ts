// What `samples:import` reads of a call as Vapi's API returns it (`GET /call/{id}`): where its
// recording is and what was said when. Only the fields used here are typed.
import type { SampleCallSpeaker, TimedTurn } from "@novaline/content";
import { toMilliseconds } from "./timeline.ts";

/** One entry of a call's `artifact.messages`. */
export interface VapiCallMessage {
  /** `bot` (older calls: `assistant`), `user`, `system`, `tool_calls`, `tool_call_result`… */
  role: string;
  message?: string;
  /** When the turn started and ended, in epoch milliseconds. */
  time?: number;
  endTime?: number;
  /** Seconds from the start of the call (and of its recording) to the start of the turn. */
  secondsFromStart?: number;
  /**
   * How long the turn lasted. Vapi's reference says seconds, but the calls it returns carry
   * milliseconds (`endTime - time`), so this is read as milliseconds, after `endTime - time`.
   */
  duration?: number;
}

/** The parts of a call this reads. */
export interface VapiCall {
  id: string;
  status?: string;
  /** Deprecated copy of `artifact.recordingUrl`. */
  recordingUrl?: string;
  /** Deprecated copy of `artifact.messages`. */
  messages?: VapiCallMessage[];
  artifact?: {
    recordingUrl?: string;
    recording?: { mono?: { combinedUrl?: string } };
    messages?: VapiCallMessage[];
  };
}

const SPEAKERS: Record<string, SampleCallSpeaker | undefined> = {
  bot: "agent",
  assistant: "agent",
  user: "caller",
};

/** The URL of the call's mono recording (both sides mixed), wherever this API version puts it. */
export function recordingUrlOf(call: VapiCall): string | undefined {
  return (
    call.artifact?.recording?.mono?.combinedUrl ?? call.artifact?.recordingUrl ?? call.recordingUrl
  );
}

function secondsLong(message: VapiCallMessage): number | undefined {
  if (message.time !== undefined && message.endTime !== undefined) {
    return (message.endTime - message.time) / 1000;
  }
  return message.duration === undefined ? undefined : message.duration / 1000;
}

/**
 * The spoken turns of the call, in order, with their start and end in the recording: the
 * agent's and the caller's; system prompts and tool calls are left out. Where the caller talks
 * over the agent (or the other way round), a turn ends where the next one starts, so that the
 * transcript highlights one line at a time.
 */
export function turnsOfCall(call: VapiCall): TimedTurn[] {
  const messages = call.artifact?.messages ?? call.messages ?? [];
  const turns = messages.flatMap((message): TimedTurn[] => {
    const speaker = SPEAKERS[message.role];
    const text = message.message?.trim();
    const start = message.secondsFromStart;
    const length = secondsLong(message);
    if (!speaker || !text || start === undefined || length === undefined || length <= 0) return [];
    return [{ speaker, text, start: toMilliseconds(start), end: toMilliseconds(start + length) }];
  });
  turns.sort((a, b) => a.start - b.start);
  return turns.flatMap((turn, index) => {
    const next = turns[index + 1];
    const end = next ? Math.min(turn.end, next.start) : turn.end;
    return end > turn.start ? [{ ...turn, end }] : [];
  });
}

/**
 * The turns that lie wholly between `from` and `to` seconds of the recording, timed from `from`:
 * the part of a longer call that the sample keeps.
 */
export function clipTurns(turns: readonly TimedTurn[], from = 0, to = Infinity): TimedTurn[] {
  return turns
    .filter((turn) => turn.start >= from && turn.end <= to)
    .map((turn) => ({
      ...turn,
      start: toMilliseconds(turn.start - from),
      end: toMilliseconds(turn.end - from),
    }));
}
