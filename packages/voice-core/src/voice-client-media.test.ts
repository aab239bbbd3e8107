import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VapiMessage } from "./sdk-types";
import type { TranscriptTurn } from "./transcript";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import { SPEECH_END_DELAY_MS } from "./sdk-behaviour";
import { MIN_START_GAP_MS } from "./voice-defaults";

let t: TestClient;
let speech: string[];
let volumes: number[];

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  speech = [];
  volumes = [];
  t.client.on("speech-start", () => speech.push("start"));
  t.client.on("speech-end", () => speech.push("end"));
  t.client.on("volume", (volume) => volumes.push(volume));
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const activity = () => {
  const { state } = t.client.getSnapshot();
  return state.status === "active" ? state.activity : state.status;
};

describe("speech and volume", () => {
  it("relays the SDK's speech detection (threshold 0.01, end 1 s after the last level)", async () => {
    await startCall(t);
    t.sdk.vapi.audioLevel(0.009); // below the threshold: volume only
    expect(speech).toEqual([]);
    expect(activity()).toBe("listening");

    t.sdk.vapi.audioLevel(0.05);
    expect(speech).toEqual(["start"]);
    expect(activity()).toBe("speaking");

    await vi.advanceTimersByTimeAsync(SPEECH_END_DELAY_MS - 100);
    t.sdk.vapi.audioLevel(0.05); // still speaking: the timer restarts, no second start
    await vi.advanceTimersByTimeAsync(SPEECH_END_DELAY_MS - 1);
    expect(speech).toEqual(["start"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(speech).toEqual(["start", "end"]);
    expect(activity()).toBe("listening");
  });

  it("relays the volume (sum / 0.15, capped at 1) and skips repeats", async () => {
    await startCall(t);
    t.sdk.vapi.audioLevel(0.03);
    t.sdk.vapi.audioLevel(0.03);
    t.sdk.vapi.audioLevel(0.6);
    expect(volumes).toHaveLength(2);
    expect(volumes[0]).toBeCloseTo(0.2);
    expect(volumes[1]).toBe(1);
    expect(t.client.getSnapshot().volume).toBe(1);
  });

  it("resets speaking and volume when the call ends, ignoring the SDK's late speech-end", async () => {
    await startCall(t);
    t.sdk.vapi.audioLevel(0.1);
    await t.client.stop();
    expect(speech).toEqual(["start", "end"]);
    expect(volumes.at(-1)).toBe(0);
    expect(t.client.getSnapshot().volume).toBe(0);
    await vi.advanceTimersByTimeAsync(SPEECH_END_DELAY_MS); // the SDK's timer fires after stop()
    expect(speech).toEqual(["start", "end"]);
  });

  it("goes to speaking on call-start when the SDK's speech-start came before it", async () => {
    void t.client.start();
    await flush();
    t.sdk.vapi.join();
    t.sdk.vapi.audioLevel(0.1); // speech-start while connecting: sent once per utterance
    expect(activity()).toBe("connecting");
    t.sdk.vapi.listen();
    expect(activity()).toBe("speaking");
    expect(speech).toEqual(["start"]);
    await vi.advanceTimersByTimeAsync(SPEECH_END_DELAY_MS);
    expect(speech).toEqual(["start", "end"]);
    expect(activity()).toBe("listening");
  });

  it("destroy() during a call sends the final speech-end and volume 0, like the end of a call", async () => {
    await startCall(t);
    t.sdk.vapi.audioLevel(0.1);
    t.client.destroy();
    expect(speech).toEqual(["start", "end"]);
    expect(volumes.at(-1)).toBe(0);
    expect(t.client.getSnapshot().state.status).toBe("idle");
  });

  it("ignores levels and speech outside an active call", async () => {
    void t.client.start();
    await flush();
    t.sdk.vapi.audioLevel(0.1);
    expect(speech).toEqual([]);
    expect(volumes).toEqual([]);
    expect(t.client.getSnapshot().volume).toBe(0);
  });
});

describe("transcript", () => {
  it("keeps turns: a partial updates the open turn of its role, a final settles it", async () => {
    const updates: (readonly TranscriptTurn[])[] = [];
    t.client.on("transcript", (turns) => updates.push(turns));
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.transcript("assistant", "partial", "Hello!");
    vapi.transcript("assistant", "partial", "Hello! How can");
    vapi.transcript("user", "partial", "Hi"); // overlaps the open assistant turn
    vapi.transcript("assistant", "final", "Hello! How can I help?");
    vapi.transcript("user", "final", "Hi, I'd like a booking");
    vapi.transcript("assistant", "partial", "Sure");
    expect(
      t.client.getSnapshot().transcript.map(({ id, role, text, final }) => ({
        id,
        role,
        text,
        final,
      })),
    ).toEqual([
      { id: "1", role: "assistant", text: "Hello! How can I help?", final: true },
      { id: "2", role: "user", text: "Hi, I'd like a booking", final: true },
      { id: "3", role: "assistant", text: "Sure", final: false },
    ]);
    expect(updates).toHaveLength(6);
  });

  it("the finals of one utterance make one turn, and the next call starts a new transcript", async () => {
    await startCall(t);
    // Vapi sends one utterance as several finals.
    t.sdk.vapi.transcript("user", "final", "I'd like a booking");
    t.sdk.vapi.transcript("user", "final", "for tomorrow.");
    t.sdk.vapi.transcript("assistant", "final", "Sure.");
    const { transcript } = t.client.getSnapshot();
    expect(transcript.map((turn) => [turn.role, turn.text])).toEqual([
      ["user", "I'd like a booking for tomorrow."],
      ["assistant", "Sure."],
    ]);
    await t.client.stop();
    expect(t.client.getSnapshot().transcript).toHaveLength(2); // kept after the call
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    void t.client.start();
    expect(t.client.getSnapshot().transcript).toEqual([]);
  });

  it("relays every message as a typed `message` event and ignores malformed ones", async () => {
    const messages: VapiMessage[] = [];
    t.client.on("message", (m) => messages.push(m));
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.emit("message", { type: "status-update", status: "in-progress" });
    vapi.emit("message", "not an object");
    vapi.emit("message", { type: 42 });
    vapi.emit("message", {
      type: "transcript",
      role: "system",
      transcriptType: "final",
      transcript: "x",
    });
    expect(messages.map((m) => m.type)).toEqual(["status-update", "transcript"]);
    expect(t.client.getSnapshot().transcript).toEqual([]);
  });
});

describe("SDK listeners", () => {
  it("attaches each listener once, leaks none over 100 start/stop cycles, and detaches them on destroy()", async () => {
    await t.client.preload();
    const vapi = t.sdk.vapi;
    const attached = vapi.listenerCount();
    expect(attached).toBeGreaterThan(0);
    expect(vapi.listenerCount("error")).toBe(1);
    expect(vapi.listenerCount("camera-error")).toBe(1);

    for (let cycle = 0; cycle < 100; cycle++) {
      await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
      const started = t.client.start();
      await flush();
      if (cycle % 3 === 0) vapi.failJoin(); // some cycles go through a retry
      if (cycle % 3 === 0) await vi.advanceTimersByTimeAsync(1000);
      vapi.connect();
      await started;
      await t.client.stop();
    }

    expect(vapi.starts.length).toBeGreaterThanOrEqual(100);
    expect(t.sdk.instances).toHaveLength(1);
    expect(vapi.listenerCount()).toBe(attached);
    t.client.destroy();
    // At once, only an inert `error` listener stays (the SDK throws without one) ...
    expect(vapi.listenerCount()).toBe(1);
    expect(vapi.listenerCount("error")).toBe(1);
    // ... until the SDK has stopped.
    await flush();
    expect(vapi.listenerCount()).toBe(0);
  });
});
