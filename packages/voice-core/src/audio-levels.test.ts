// The audio level meter on a fake Web Audio graph: levels and bands of both sides, one analyser
// per track, tracks that left released, the graph closed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAudioLevelMeter } from "./audio-levels";
import { FakeTrack, stubWebAudio } from "./testing/fake-web-audio";
import { setUpClient, startCall, type TestClient } from "./testing/test-client";

let t: TestClient;
let audio: ReturnType<typeof stubWebAudio>;

beforeEach(() => {
  vi.useFakeTimers();
  audio = stubWebAudio();
  t = setUpClient();
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Daily's participants: the visitor's microphone and the agent's voice. */
function withTracks(input: FakeTrack | undefined, output: FakeTrack | undefined) {
  const vapi = t.sdk.vapi as typeof t.sdk.vapi & { getDailyCallObject: () => unknown };
  vapi.getDailyCallObject = () => ({
    participants: () => ({
      local: { local: true, tracks: { audio: { persistentTrack: input } } },
      agent: { user_name: "Vapi Speaker", tracks: { audio: { persistentTrack: output } } },
    }),
  });
}

describe("createAudioLevelMeter()", () => {
  it("is silent without a call, and starts no audio graph for it", () => {
    const meter = createAudioLevelMeter(t.client);
    expect(meter.read({ bands: 2 })).toEqual({
      input: 0,
      output: 0,
      inputBands: [0, 0],
      outputBands: [0, 0],
    });
    expect(audio.contexts).toHaveLength(0);
  });

  it("reads both sides' levels and bands up to 8 kHz, analysing each track once", async () => {
    await startCall(t);
    const mic = new FakeTrack();
    const agent = new FakeTrack();
    withTracks(mic, agent);
    // 128 bins over 16 kHz: the first 64 are speech (up to 8 kHz), the rest ignored.
    audio.levels.set(mic, [
      ...Array.from({ length: 64 }, () => 51),
      ...Array.from({ length: 64 }, () => 255),
    ]);
    audio.levels.set(agent, [
      ...Array.from({ length: 32 }, () => 255),
      ...Array.from({ length: 96 }, () => 0),
    ]);
    const meter = createAudioLevelMeter(t.client);
    const levels = meter.read({ bands: 4 });
    expect(levels.input).toBeCloseTo(0.2);
    expect(levels.output).toBeCloseTo(0.5);
    expect(levels.inputBands.map((band) => Number(band.toFixed(2)))).toEqual([0.2, 0.2, 0.2, 0.2]);
    expect(levels.outputBands).toEqual([1, 1, 0, 0]);
    meter.read();
    expect(audio.contexts).toHaveLength(1);
    expect(audio.contexts[0]?.sources.map((source) => source.track)).toEqual([mic, agent]);
  });

  it("releases a track that left the call (a rejoin brings new ones), and closes the graph", async () => {
    await startCall(t);
    const first = new FakeTrack();
    withTracks(undefined, first);
    const meter = createAudioLevelMeter(t.client);
    meter.read();
    const next = new FakeTrack();
    withTracks(undefined, next);
    meter.read();
    const [context] = audio.contexts;
    expect(context?.sources).toEqual([
      { track: first, disconnected: true },
      { track: next, disconnected: false },
    ]);
    meter.close();
    expect(context?.sources.every((source) => source.disconnected)).toBe(true);
    expect(context?.closed).toBe(true);
  });
});
