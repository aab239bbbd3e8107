import type { TranscriptLine, TranscriptSpeaker } from "@novaline/inquiry";

/** Kept of a report at most: no demo call has more lines; a longer list is cut. */
const MAX_LINES = 500;
const MAX_TEXT = 2_000;
/** No demo call lasts a day: a time beyond it is a broken or forged report. */
const MAX_SECONDS = 86_400;

const SPEAKERS: Record<string, TranscriptSpeaker> = {
  bot: "agent",
  assistant: "agent",
  user: "visitor",
};

const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

const seconds = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The spoken lines of an end-of-call report's `artifact.messages` (system prompts and tool calls
 * left out), each with its start and end in the recording in seconds: `secondsFromStart`, and the
 * line's length from `endTime - time` (milliseconds, both timestamps), else from `duration` (which
 * Vapi sends in milliseconds). `undefined` when the report has no such list; lines without a
 * readable time or text are skipped.
 */
export function transcriptLinesOf(messages: unknown): TranscriptLine[] | undefined {
  if (!Array.isArray(messages)) return undefined;
  const lines: TranscriptLine[] = [];
  for (const message of messages as unknown[]) {
    if (typeof message !== "object" || message === null) continue;
    const {
      role,
      message: said,
      secondsFromStart,
      time,
      endTime,
      duration,
    } = message as Record<string, unknown>;
    const speaker = typeof role === "string" ? SPEAKERS[role] : undefined;
    const text = typeof said === "string" ? said.trim().slice(0, MAX_TEXT) : "";
    const start = finite(secondsFromStart);
    if (speaker === undefined || text === "" || start === undefined) continue;
    const from = finite(time);
    const to = finite(endTime);
    const lengthMs =
      from !== undefined && to !== undefined && to >= from ? to - from : finite(duration);
    const length = lengthMs !== undefined && lengthMs >= 0 ? lengthMs / 1000 : 0;
    if (start < 0 || start + length > MAX_SECONDS) continue;
    lines.push({ speaker, text, start: seconds(start), end: seconds(start + length) });
    if (lines.length === MAX_LINES) break;
  }
  return lines.sort((a, b) => a.start - b.start);
}
