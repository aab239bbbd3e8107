// Mute with one authority: setMuted decides, Daily's late updates do not flip it back, and a
// mute chosen while connecting is applied on join.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NoiseCancellationEvent } from "./voice-client";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import { MUTE_SETTLE_MS, RETRY_DELAY_MS } from "./voice-defaults";

let t: TestClient;
let noise: NoiseCancellationEvent[];
let mutedSeen: boolean[];

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  noise = [];
  t.client.on("noise-cancellation", (event) => noise.push(event));
  mutedSeen = [];
  let last = false;
  t.client.subscribe(() => {
    const { isMuted } = t.client.getSnapshot();
    if (isMuted !== last) mutedSeen.push((last = isMuted));
  });
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("setMuted() and Daily's updates", () => {
  it("a quick mute and unmute is not undone by Daily's late updates", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    t.client.setMuted(false);
    vapi.localAudio(false); // sent after the mute, arriving after the unmute
    vapi.localAudio(true);
    expect(vapi.muteCalls).toEqual([true, false]);
    expect(mutedSeen).toEqual([true, false]);
    expect(t.client.getSnapshot().isMuted).toBe(false);
    expect(noise).toEqual([]); // no false "noise cancellation disabled"
  });

  it("quick toggles are not flipped by Daily's updates in order, the first agreeing one included", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    t.client.setMuted(false);
    t.client.setMuted(true);
    // Daily's update of each, in order: the first agrees with the last setMuted but is not its.
    vapi.localAudio(false);
    vapi.localAudio(true);
    vapi.localAudio(false);
    expect(vapi.muteCalls).toEqual([true, false, true]);
    expect(mutedSeen).toEqual([true, false, true]);
    expect(t.client.getSnapshot().isMuted).toBe(true);
    expect(noise).toEqual([]);
    // Once they have all arrived, a change of Daily's own counts at once.
    vapi.localAudio(true);
    expect(t.client.getSnapshot().isMuted).toBe(false);
    expect(noise).toEqual([{ status: "disabled" }]);
  });

  it("when Daily sends fewer updates than toggles, its own change counts once the mute settles", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    t.client.setMuted(false);
    t.client.setMuted(true);
    vapi.localAudio(false); // only the last state
    vapi.localAudio(true); // still within the window: taken for a late echo
    expect(t.client.getSnapshot().isMuted).toBe(true);
    await vi.advanceTimersByTimeAsync(MUTE_SETTLE_MS);
    vapi.localAudio(true);
    expect(t.client.getSnapshot().isMuted).toBe(false);
  });

  it("ignores a contradicting update only until the mute settles", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    await vi.advanceTimersByTimeAsync(MUTE_SETTLE_MS - 1);
    vapi.localAudio(true); // still a stale update
    expect(t.client.getSnapshot().isMuted).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    vapi.localAudio(true); // the SDK turned the microphone back on (noise cancellation error)
    expect(t.client.getSnapshot().isMuted).toBe(false);
    expect(noise).toEqual([{ status: "disabled" }]);
  });

  it("reads the documented track state: an update without the deprecated `audio` field is not a mute", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.localAudio(true, false);
    expect(t.client.getSnapshot().isMuted).toBe(false);
    vapi.localAudio(false, false); // Daily turned the microphone off
    expect(t.client.getSnapshot().isMuted).toBe(true);
    vapi.emit("daily-participant-updated", { local: true }); // says nothing about audio
    expect(t.client.getSnapshot().isMuted).toBe(true);
    expect(mutedSeen).toEqual([true]);
  });
});

describe("muting before the call is active", () => {
  it("is remembered while connecting and applied when the call connects", async () => {
    const started = t.client.start();
    await flush();
    t.client.setMuted(true);
    expect(t.client.getSnapshot().isMuted).toBe(true);
    expect(t.sdk.vapi.muteCalls).toEqual([]); // no call object yet
    t.sdk.vapi.join(); // the call object exists: the microphone is muted before the agent listens
    await flush();
    expect(t.sdk.vapi.muteCalls).toEqual([true]);
    t.sdk.vapi.listen();
    await started;
    expect(t.sdk.vapi.muteCalls).toEqual([true]);
    expect(t.client.getSnapshot().isMuted).toBe(true);
  });

  it("is applied again when a dropped call reconnects", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    vapi.dailyError("connection-error");
    await flush();
    expect(t.client.getSnapshot()).toMatchObject({
      isMuted: true,
      state: { status: "reconnecting" },
    });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    t.sdk.vapi.connect();
    await flush();
    expect(t.sdk.vapi.muteCalls).toEqual([true, true]);
  });

  it("chosen after the join and before the agent listens, mutes the microphone at once", async () => {
    const started = t.client.start();
    await flush();
    t.sdk.vapi.join(); // the call object exists and the microphone is live
    await flush();
    t.client.setMuted(true);
    expect(t.sdk.vapi.muteCalls).toEqual([true]);
    t.sdk.vapi.listen();
    await started;
    // Daily's next update of the visitor's participant agrees: the label stays true.
    t.sdk.vapi.localAudio(false);
    await flush();
    expect(t.client.getSnapshot().isMuted).toBe(true);
    expect(t.sdk.vapi.muteCalls.at(-1)).toBe(true);
  });

  it("chosen while a dropped call rejoins, after the rejoin and before listening, mutes it", async () => {
    await startCall(t);
    t.sdk.vapi.dailyError("connection-error");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    const rejoined = t.sdk.vapi;
    rejoined.join();
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("reconnecting");
    t.client.setMuted(true);
    expect(rejoined.muteCalls.at(-1)).toBe(true);
    rejoined.listen();
    await flush();
    rejoined.localAudio(false);
    await flush();
    expect(t.client.getSnapshot()).toMatchObject({ isMuted: true, state: { status: "active" } });
  });

  it("is forgotten when the call ends, even if it never connected", async () => {
    void t.client.start();
    await flush();
    t.client.setMuted(true);
    await t.client.stop();
    expect(t.client.getSnapshot().isMuted).toBe(false);
    expect(() => {
      t.client.setMuted(true);
    }).toThrow("Call object is not available. setMuted() needs a call.");
  });
});
