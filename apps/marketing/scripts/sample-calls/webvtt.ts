// The captions of a sample call: one cue per turn, the speaker named in a WebVTT voice span.
import type { SampleCallSpeaker, TimedTurn } from "@novaline/content";

/** The voice names of the cues (`<v Agent>`), as caption readers show them. */
export const CAPTION_VOICES: Record<SampleCallSpeaker, string> = {
  agent: "Agent",
  caller: "Caller",
};

/** `seconds` as a WebVTT timestamp, hh:mm:ss.ttt. */
export function vttTimestamp(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const secs = Math.floor(milliseconds / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(milliseconds % 1000, 3)}`;
}

function escapeCueText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The WebVTT file of `turns`. */
export function formatWebVtt(turns: readonly TimedTurn[]): string {
  const cues = turns.map(
    (turn, index) =>
      `${String(index + 1)}\n${vttTimestamp(turn.start)} --> ${vttTimestamp(turn.end)}\n<v ${CAPTION_VOICES[turn.speaker]}>${escapeCueText(turn.text)}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
