import { field } from "./failure-reasons";
import type { TranscriptMessage } from "./sdk-types";

/**
 * One turn of the conversation: what one side said until the other spoke. Vapi sends several
 * final transcripts for one utterance (and one per sentence of the agent); they make one turn.
 *
 * @example
 * ```ts
 * const turn: TranscriptTurn = {
 *   id: "1",
 *   role: "assistant",
 *   text: "Hi! How can I help?",
 *   final: true,
 *   startedAt: 1767225600000,
 *   endedAt: 1767225601800,
 * };
 * ```
 */
export interface TranscriptTurn {
  /** Stable for the turn's life (its position in the call, from "1"): a React key. */
  readonly id: string;
  readonly role: "assistant" | "user";
  /** The finals so far, then the phrase being spoken. */
  readonly text: string;
  /** `false` while the speaker is mid-phrase (the text then changes with each partial). */
  readonly final: boolean;
  /** When the turn's first transcript arrived (ms since the epoch). */
  readonly startedAt: number;
  /** When its last final arrived; `undefined` before the first. */
  readonly endedAt: number | undefined;
  /** Set on what the visitor typed (`sendText`): a turn of its own, which speech never extends. */
  readonly typed?: true;
  /** Set on an agent's turn the visitor cut off (Vapi's `user-interrupted`): not heard whole. */
  readonly interrupted?: true;
}

// The finals of each turn this module made, to which a later partial of the same turn is added
// (its text alone holds the partial too). A turn made elsewhere counts its text when final.
const settledTexts = new WeakMap<TranscriptTurn, string>();
const settledTextOf = (turn: TranscriptTurn) =>
  settledTexts.get(turn) ?? (turn.final ? turn.text : "");
const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");

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
 * Adds a transcript message to the list of turns. The last turn goes on while its role speaks: a
 * partial shows after the turn's finals, a final adds to them. A message of the other role
 * starts a new turn. Returns a new array; the turns it does not change are the same objects.
 *
 * @example
 * ```ts
 * let turns: readonly TranscriptTurn[] = [];
 * turns = addToTranscript(turns, { type: "transcript", role: "user", transcriptType: "partial", transcript: "I'd like" });
 * turns = addToTranscript(turns, { type: "transcript", role: "user", transcriptType: "final", transcript: "I'd like a booking" });
 * turns = addToTranscript(turns, { type: "transcript", role: "user", transcriptType: "final", transcript: "for tomorrow." });
 * // [{ id: "1", role: "user", text: "I'd like a booking for tomorrow.", final: true, startedAt, endedAt }]
 * ```
 */
export function addToTranscript(
  turns: readonly TranscriptTurn[],
  message: TranscriptMessage,
  now: number = Date.now(),
): readonly TranscriptTurn[] {
  const final = message.transcriptType === "final";
  // The turn the message belongs to: the last one while its role speaks, or one of its role
  // still open (mid-phrase) while the other side is mid-phrase too (one talked over the other).
  // Once the other side has finished a phrase, an open turn is one whose final never came (Vapi
  // drops some partials): it is closed as it stands, and the message starts a turn after.
  let index = turns.length - 1;
  while (index >= 0 && turns[index]?.role !== message.role) index--;
  const candidate = turns[index];
  const overtaken = turns.slice(index + 1).some((later) => later.final);
  const current =
    candidate &&
    !candidate.typed &&
    (index === turns.length - 1 || (!candidate.final && !overtaken))
      ? candidate
      : undefined;
  const before = candidate && !current && !candidate.final ? closeTurn(turns, candidate) : turns;
  const settled = current ? settledTextOf(current) : "";
  const turn: TranscriptTurn = {
    id: current?.id ?? String(turns.length + 1),
    role: message.role,
    text: joined(settled, message.transcript),
    final,
    startedAt: current?.startedAt ?? now,
    endedAt: final ? now : current?.endedAt,
    // The rest of a sentence the visitor cut off still belongs to the cut-off turn.
    interrupted: current?.interrupted,
  };
  settledTexts.set(turn, final ? turn.text : settled);
  if (!current) return [...before, turn];
  const next = [...before];
  next[index] = turn;
  return next;
}

// `turns` with `open` ended as it stands: final, at the time of its last final or its start.
function closeTurn(turns: readonly TranscriptTurn[], open: TranscriptTurn) {
  const closed = { ...open, final: true, endedAt: open.endedAt ?? open.startedAt };
  settledTexts.set(closed, closed.text);
  return turns.map((turn) => (turn === open ? closed : turn));
}

/**
 * The transcript without what is still being said: each turn with its finished phrases only
 * (so every turn here is `final`), a turn with none yet left out. It changes when a phrase is
 * finished, not with every partial (what `useVoiceCall()` shows; `useTranscript()` has the
 * partials).
 *
 * @example
 * ```ts
 * finalTranscript(turns);
 * // [{ role: "user", text: "I'd like a booking", final: true, ... }] while "for tomorrow" is said
 * ```
 */
export function finalTranscript(turns: readonly TranscriptTurn[]): readonly TranscriptTurn[] {
  return turns.flatMap((turn) => {
    const text = settledTextOf(turn);
    return turn.final ? [turn] : text ? [{ ...turn, text, final: true }] : [];
  });
}

/**
 * Marks the agent's latest turn as cut off by the visitor (`interrupted: true`), as the client
 * does on Vapi's `user-interrupted`. Returns `turns` itself when there is no agent turn, or when
 * it is marked already.
 *
 * @example
 * ```ts
 * turns = markInterrupted(turns);
 * turns.at(-1); // { role: "assistant", text: "We open at nine and", interrupted: true, ... }
 * ```
 */
export function markInterrupted(turns: readonly TranscriptTurn[]): readonly TranscriptTurn[] {
  const turn = turns.findLast((each) => each.role === "assistant");
  if (!turn || turn.interrupted) return turns;
  const marked: TranscriptTurn = { ...turn, interrupted: true };
  settledTexts.set(marked, settledTextOf(turn));
  return turns.map((each) => (each === turn ? marked : each));
}

/**
 * Adds what the visitor typed as a turn of its own (final, `typed: true`). Returns a new array.
 *
 * @example
 * ```ts
 * addTypedTurn([], "Can I book for Friday?");
 * // [{ id: "1", role: "user", text: "Can I book for Friday?", final: true, typed: true, ... }]
 * ```
 */
export function addTypedTurn(
  turns: readonly TranscriptTurn[],
  text: string,
  now: number = Date.now(),
): readonly TranscriptTurn[] {
  const turn: TranscriptTurn = {
    id: String(turns.length + 1),
    role: "user",
    text,
    final: true,
    startedAt: now,
    endedAt: now,
    typed: true,
  };
  return [...turns, turn];
}
