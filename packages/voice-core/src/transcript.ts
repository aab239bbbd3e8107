import { field } from "./failure-reasons";
import type { TranscriptMessage } from "./sdk-types";

/**
 * One turn of the conversation. `final` is `false` while the speaker is still talking (the
 * text then grows with each partial transcript).
 *
 * @example
 * ```ts
 * const turn: TranscriptTurn = { role: "assistant", text: "Hi! How can I help?", final: true };
 * ```
 */
export interface TranscriptTurn {
  readonly role: "assistant" | "user";
  readonly text: string;
  readonly final: boolean;
}

/**
 * Returns the message as a {@link TranscriptMessage} if it is a well-formed one, else `null`.
 *
 * @example
 * ```ts
 * readTranscriptMessage({ type: "transcript", role: "user", transcriptType: "final", transcript: "Hi" });
 * ```
 */
export function readTranscriptMessage(message: unknown): TranscriptMessage | null {
  const role = field(message, "role");
  const kind = field(message, "transcriptType");
  const type = field(message, "type");
  return (type === "transcript" || type === "transcript[transcriptType='final']") &&
    (role === "assistant" || role === "user") &&
    (kind === "partial" || kind === "final") &&
    typeof field(message, "transcript") === "string"
    ? (message as TranscriptMessage)
    : null;
}

/**
 * Adds a transcript message to the list of turns: it updates the last turn of the same role
 * while that turn is not final (a partial replaces its text, a final also closes it), otherwise
 * it starts a new turn. Returns a new array.
 *
 * @example
 * ```ts
 * let turns: readonly TranscriptTurn[] = [];
 * turns = addToTranscript(turns, { type: "transcript", role: "user", transcriptType: "partial", transcript: "I'd like" });
 * turns = addToTranscript(turns, { type: "transcript", role: "user", transcriptType: "final", transcript: "I'd like a booking" });
 * // [{ role: "user", text: "I'd like a booking", final: true }]
 * ```
 */
export function addToTranscript(
  turns: readonly TranscriptTurn[],
  message: TranscriptMessage,
): readonly TranscriptTurn[] {
  const turn: TranscriptTurn = {
    role: message.role,
    text: message.transcript,
    final: message.transcriptType === "final",
  };
  const next = [...turns];
  // Array.prototype.findLastIndex/with would do, but Safari < 16 lacks `with`.
  for (let index = next.length - 1; index >= 0; index--) {
    const previous = next[index];
    if (previous?.role !== turn.role) continue;
    if (previous.final) break;
    next[index] = turn;
    return next;
  }
  next.push(turn);
  return next;
}
