import { describe, expect, it } from "vitest";
import type { TranscriptMessage } from "./sdk-types";
import {
  addToTranscript,
  markInterrupted,
  readTranscriptMessage,
  type TranscriptTurn,
} from "./transcript";

const msg = (
  role: "assistant" | "user",
  transcriptType: "partial" | "final",
  transcript: string,
): TranscriptMessage => ({ type: "transcript", role, transcriptType, transcript });

/** The turns after `messages`, each arriving one second after the one before. */
const transcriptOf = (messages: TranscriptMessage[], start = 1_000_000) =>
  messages.reduce<readonly TranscriptTurn[]>(
    (turns, message, index) => addToTranscript(turns, message, start + index * 1000),
    [],
  );
const summary = (turns: readonly TranscriptTurn[]) =>
  turns.map(({ id, role, text, final }) => ({ id, role, text, final }));

describe("addToTranscript()", () => {
  it("makes one turn of an utterance Vapi sends as several finals", () => {
    const turns = transcriptOf([
      msg("user", "partial", "I'd like"),
      msg("user", "final", "I'd like a booking"),
      msg("user", "partial", "for"),
      msg("user", "final", "for tomorrow."),
    ]);
    expect(turns.map((turn) => turn.role)).toEqual(["user"]);
    expect(turns[0]).toEqual({
      id: "1",
      role: "user",
      text: "I'd like a booking for tomorrow.",
      final: true,
      startedAt: 1_000_000,
      endedAt: 1_003_000,
    });
  });

  it("shows a partial after the turn's finals, and a new turn when the other side speaks", () => {
    const turns = transcriptOf([
      msg("assistant", "final", "Hi!"),
      msg("assistant", "final", "How can I help?"),
      msg("user", "partial", "I"),
      msg("user", "partial", "I need"),
      msg("user", "final", "I need help"),
      msg("user", "partial", "with"),
    ]);
    expect(summary(turns)).toEqual([
      { id: "1", role: "assistant", text: "Hi! How can I help?", final: true },
      { id: "2", role: "user", text: "I need help with", final: false },
    ]);
    expect(turns[1]?.endedAt).toBe(1_004_000); // its last final
    const next = transcriptOf([msg("user", "final", "Hi"), msg("assistant", "partial", "Sure")]);
    expect(summary(next).map((turn) => turn.id)).toEqual(["1", "2"]);
  });

  it("finishes a turn left open when the other side talked over it, in its place", () => {
    const turns = transcriptOf([
      msg("user", "partial", "I need"),
      msg("assistant", "partial", "Sorry, go"),
      msg("user", "final", "I need a dentist"),
      msg("assistant", "final", "Sorry, go on."),
    ]);
    expect(summary(turns)).toEqual([
      { id: "1", role: "user", text: "I need a dentist", final: true },
      { id: "2", role: "assistant", text: "Sorry, go on.", final: true },
    ]);
  });

  it("closes a partial that never got its final once the other side has finished speaking", () => {
    // Vapi dropped the "uh": the answer to the greeting is a turn after it, not the first one.
    const turns = transcriptOf([
      msg("user", "partial", "uh"),
      msg("assistant", "final", "Hi! How can I help?"),
      msg("user", "final", "I need a dentist"),
    ]);
    expect(summary(turns)).toEqual([
      { id: "1", role: "user", text: "uh", final: true },
      { id: "2", role: "assistant", text: "Hi! How can I help?", final: true },
      { id: "3", role: "user", text: "I need a dentist", final: true },
    ]);
    expect(turns[0]?.endedAt).toBe(turns[0]?.startedAt);
  });

  it("keeps ids and start times through updates, and does not mutate the previous list", () => {
    const before = transcriptOf([msg("user", "partial", "a")]);
    const after = addToTranscript(before, msg("user", "final", "ab"), 5);
    expect(summary(before)).toEqual([{ id: "1", role: "user", text: "a", final: false }]);
    expect(after).not.toBe(before);
    expect(after[0]).toMatchObject({ id: "1", startedAt: 1_000_000, endedAt: 5, final: true });
  });

  it("continues a turn made elsewhere from its text when it is final", () => {
    const made: TranscriptTurn = {
      id: "1",
      role: "user",
      text: "Hello",
      final: true,
      startedAt: 1,
      endedAt: 2,
    };
    expect(addToTranscript([made], msg("user", "partial", "there"), 3)[0]?.text).toBe(
      "Hello there",
    );
  });
});

describe("readTranscriptMessage()", () => {
  it("accepts well-formed transcript messages only", () => {
    expect(readTranscriptMessage(msg("assistant", "final", "Hi"))).not.toBeNull();
    expect(
      readTranscriptMessage({
        type: "transcript",
        role: "tool",
        transcriptType: "final",
        transcript: "x",
      }),
    ).toBeNull();
    expect(
      readTranscriptMessage({
        type: "transcript",
        role: "user",
        transcriptType: "done",
        transcript: "x",
      }),
    ).toBeNull();
    expect(
      readTranscriptMessage({ type: "transcript", role: "user", transcriptType: "final" }),
    ).toBeNull();
    const finalOnly = {
      type: "transcript[transcriptType='final']",
      role: "user",
      transcriptType: "final",
      transcript: "Hi",
    };
    expect(readTranscriptMessage(finalOnly)).toBe(finalOnly);
    expect(readTranscriptMessage({ ...finalOnly, type: "transcript[x]" })).toBeNull();
    expect(readTranscriptMessage({ type: "status-update" })).toBeNull();
    expect(readTranscriptMessage(null)).toBeNull();
  });
});

describe("markInterrupted()", () => {
  it("marks the agent's latest turn cut off, leaves the others as they were, and keeps the mark on the rest of its sentence", () => {
    const before = transcriptOf([
      msg("assistant", "final", "Hi! How can I help?"),
      msg("user", "final", "Do you open on Saturdays?"),
      msg("assistant", "partial", "We open at nine and"),
    ]);
    const after = markInterrupted(before);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toMatchObject({
      role: "assistant",
      text: "We open at nine and",
      interrupted: true,
    });
    expect(before[2]?.interrupted).toBeUndefined();
    // Once is enough.
    expect(markInterrupted(after)).toBe(after);
    // The final of the cut-off sentence still belongs to that turn, still marked.
    const finished = addToTranscript(after, msg("assistant", "final", "We open at nine and close"));
    expect(finished[2]).toMatchObject({
      text: "We open at nine and close",
      final: true,
      interrupted: true,
    });
    // What the visitor says next is a turn of its own, not marked.
    const next = addToTranscript(finished, msg("user", "partial", "Wait"));
    expect(next[3]).toMatchObject({ role: "user", text: "Wait" });
    expect(next[3]?.interrupted).toBeUndefined();
  });

  it("leaves a transcript without an agent turn as it is", () => {
    const turns = transcriptOf([msg("user", "partial", "Hello?")]);
    expect(markInterrupted(turns)).toBe(turns);
    expect(markInterrupted([])).toEqual([]);
  });
});
