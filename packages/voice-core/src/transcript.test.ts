import { describe, expect, it } from "vitest";
import type { TranscriptMessage } from "./sdk-types";
import { addToTranscript, readTranscriptMessage, type TranscriptTurn } from "./transcript";

const msg = (
  role: "assistant" | "user",
  transcriptType: "partial" | "final",
  transcript: string,
): TranscriptMessage => ({ type: "transcript", role, transcriptType, transcript });

describe("addToTranscript()", () => {
  it("updates the open turn of the same role and starts a new one after a final", () => {
    const turns = [
      msg("user", "partial", "I"),
      msg("user", "partial", "I need"),
      msg("user", "final", "I need help"),
      msg("user", "partial", "Now"),
    ].reduce<readonly TranscriptTurn[]>(addToTranscript, []);
    expect(turns).toEqual([
      { role: "user", text: "I need help", final: true },
      { role: "user", text: "Now", final: false },
    ]);
  });

  it("does not mutate the previous list", () => {
    const before: readonly TranscriptTurn[] = [{ role: "user", text: "a", final: false }];
    const after = addToTranscript(before, msg("user", "final", "ab"));
    expect(before).toEqual([{ role: "user", text: "a", final: false }]);
    expect(after).not.toBe(before);
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
