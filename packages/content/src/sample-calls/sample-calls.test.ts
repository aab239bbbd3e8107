// The sample calls as committed: one per industry, each audio file the one its manifest entry
// describes, its captions saying the same as its transcript at the same times, every turn within
// the audio, and a voiced script still saying what the script says.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { industryKeys, sampleCallScripts, sampleCalls, sampleCallsCopy } from "../index.js";
import {
  sampleCallSchema,
  sampleCallScriptSchema,
  sampleCallsCopySchema,
} from "../schemas/sample-calls.js";
import { publicDir } from "../testing/image-files.js";
import { parseWebVtt } from "../testing/webvtt.js";

const contentDir = fileURLToPath(new URL("../..", import.meta.url));

interface ManifestFile {
  file: string;
  bytes: number;
  sha256: string;
}
interface Manifest {
  calls: Record<
    string,
    {
      source: string;
      audio: ManifestFile & { durationSeconds: number };
      captions: ManifestFile;
      origin: Record<string, unknown>;
    }
  >;
}
const manifest = JSON.parse(
  readFileSync(new URL("./media/manifest.json", import.meta.url), "utf8"),
) as Manifest;

/** A sample call is one file a phone fetches over a mobile network when the visitor presses play. */
const MAX_AUDIO_BYTES = 120 * 1024;
/** How far a cue's time may be from the transcript's (both are written to the millisecond). */
const MS = 0.0005;

const fileOf = (src: string) => join(publicDir, src);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("sample calls", () => {
  it("has one call per industry, in tab order, each valid", () => {
    expect(sampleCalls.map((call) => call.industry)).toEqual(industryKeys);
    for (const call of sampleCalls) sampleCallSchema.parse(call);
    sampleCallsCopySchema.parse(sampleCallsCopy);
  });

  it("has one valid script per industry, the agent answering as an AI assistant", () => {
    expect(sampleCallScripts.map((script) => script.industry)).toEqual(industryKeys);
    for (const script of sampleCallScripts) sampleCallScriptSchema.parse(script);
  });

  describe.each(sampleCalls.map((call) => [call.industry, call] as const))(
    "%s",
    (industry, call) => {
      const entry = manifest.calls[industry];

      it("plays the file its manifest entry describes: Opus in WebM, small", () => {
        expect(entry?.source).toBe(call.source);
        const audio = readFileSync(fileOf(call.audio.src));
        expect(join(contentDir, entry?.audio.file ?? "")).toBe(fileOf(call.audio.src));
        expect(audio.byteLength).toBe(entry?.audio.bytes);
        expect(sha256(audio)).toBe(entry?.audio.sha256);
        expect(call.audio.bytes).toBe(audio.byteLength);
        expect(audio.byteLength).toBeLessThanOrEqual(MAX_AUDIO_BYTES);
        // The EBML magic number of a WebM file, and its Opus track.
        expect(audio.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
        expect(audio.includes("A_OPUS")).toBe(true);
        expect(call.audio.type).toBe('audio/webm; codecs="opus"');
      });

      it("has captions that say each turn, by its speaker, at the transcript's times", () => {
        const vtt = readFileSync(fileOf(call.captions.src));
        expect(join(contentDir, entry?.captions.file ?? "")).toBe(fileOf(call.captions.src));
        expect(sha256(vtt)).toBe(entry?.captions.sha256);
        const cues = parseWebVtt(vtt.toString("utf8"));
        expect(cues).toHaveLength(call.turns.length);
        cues.forEach((cue, index) => {
          const turn = call.turns[index];
          expect(cue.voice).toBe(turn?.speaker === "agent" ? "Agent" : "Caller");
          expect(cue.text).toBe(turn?.text);
          expect(Math.abs(cue.start - (turn?.start ?? NaN))).toBeLessThan(MS);
          expect(Math.abs(cue.end - (turn?.end ?? NaN))).toBeLessThan(MS);
        });
      });

      it("has every turn, in order, within the audio's measured duration", () => {
        const duration = entry?.audio.durationSeconds ?? 0;
        expect(call.audio.durationSeconds).toBe(duration);
        // A call of 20 s to a minute: long enough to show a conversation, short enough to hear out.
        expect(duration).toBeGreaterThan(20);
        expect(duration).toBeLessThan(60);
        call.turns.forEach((turn, index) => {
          expect(turn.start).toBeLessThan(turn.end);
          expect(turn.start).toBeGreaterThanOrEqual(call.turns[index - 1]?.end ?? 0);
        });
        expect(call.turns.at(-1)?.end).toBeLessThanOrEqual(duration);
      });

      it(`states where its audio comes from`, () => {
        if (call.source === "synthesized") {
          // Voiced from its script, which it still says word for word (else run samples:synthesize).
          const script = sampleCallScripts.find((s) => s.industry === industry);
          expect(call.turns.map(({ speaker, text }) => ({ speaker, text }))).toEqual(
            script?.turns.map(({ speaker, text }) => ({ speaker, text })),
          );
          expect(call.title).toBe(script?.title);
          expect(entry?.origin).toEqual({
            agentVoice: expect.any(String) as unknown,
            callerVoice: expect.any(String) as unknown,
          });
        } else {
          expect(entry?.origin.vapiCallId).toEqual(expect.any(String));
        }
      });
    },
  );
});
