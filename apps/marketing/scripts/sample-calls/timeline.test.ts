import { describe, expect, it } from "vitest";
import { normalizeLoudness, SAMPLE_RATE, trimSilence } from "./pcm.ts";
import { assembleCall } from "./timeline.ts";

const tone = (seconds: number, amplitude = 8000) =>
  Int16Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) =>
    Math.round(amplitude * Math.sin(i / 5)),
  );

describe("assembleCall", () => {
  it("times each turn exactly where its samples lie, after its pause", () => {
    const pauses = { leadIn: 0.4, before: { agent: 0.5, caller: 0.25 }, tail: 0.6 };
    const call = assembleCall(
      [
        { speaker: "agent", text: "Hello.", samples: tone(1.5) },
        { speaker: "caller", text: "Hi.", samples: tone(0.75) },
        { speaker: "agent", text: "Bye.", samples: tone(1) },
      ],
      pauses,
    );
    expect(call.turns).toEqual([
      { speaker: "agent", text: "Hello.", start: 0.4, end: 1.9 },
      { speaker: "caller", text: "Hi.", start: 2.15, end: 2.9 },
      { speaker: "agent", text: "Bye.", start: 3.4, end: 4.4 },
    ]);
    expect(call.samples.length).toBe(Math.round(5 * SAMPLE_RATE));
    // Sound where a turn is, silence between.
    const at = (seconds: number, span = 0.05) =>
      call.samples
        .subarray(Math.round(seconds * SAMPLE_RATE), Math.round((seconds + span) * SAMPLE_RATE))
        .some((sample) => sample !== 0);
    expect([at(0.3), at(0.5), at(2.0), at(2.5), at(3.2), at(4.0), at(4.5)]).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe("trimSilence", () => {
  it("drops the silence around the sound, keeping a short pad", () => {
    const samples = new Int16Array(SAMPLE_RATE);
    samples.set(tone(0.5), SAMPLE_RATE / 4);
    const trimmed = trimSilence(samples, { padSeconds: 0.01 });
    expect(trimmed.length / SAMPLE_RATE).toBeCloseTo(0.52, 2);
    expect(trimSilence(new Int16Array(100))).toHaveLength(0);
  });
});

describe("normalizeLoudness", () => {
  it("brings quiet and loud speech to one level, without clipping", () => {
    const peak = (samples: Int16Array) => Math.max(...samples.map(Math.abs));
    const quiet = normalizeLoudness(tone(1, 2000));
    const loud = normalizeLoudness(tone(1, 20_000));
    expect(peak(quiet) / peak(loud)).toBeCloseTo(1, 1);
    // A sine's RMS level is its peak's less 3 dB.
    expect(20 * Math.log10(peak(loud) / 32_767) - 3).toBeCloseTo(-20, 0);
    expect(peak(normalizeLoudness(tone(1, 30_000), { targetDb: 0 }))).toBeLessThanOrEqual(
      Math.round(32_767 * 10 ** (-1 / 20)),
    );
  });
});
