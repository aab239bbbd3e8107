// Microphones and speakers: listed, switched during a call, and an unplugged one replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listAudioDevices } from "./devices";
import type { DeviceLostEvent } from "./voice-client";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import { MIN_START_GAP_MS } from "./voice-defaults";

const headset = { kind: "audioinput", deviceId: "headset-mic", label: "Headset" } as const;
const headphones = { kind: "audiooutput", deviceId: "headphones", label: "Headphones" } as const;
const builtIn = { kind: "audioinput", deviceId: "default", label: "Default" } as const;
const speakers = { kind: "audiooutput", deviceId: "default", label: "Default" } as const;
const camera = { kind: "videoinput", deviceId: "cam", label: "Camera" } as const;

let t: TestClient;
let lost: DeviceLostEvent[];

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  t.mic.devices = [builtIn, headset, speakers, headphones, camera];
  lost = [];
  t.client.on("device-lost", (event) => lost.push(event));
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("listAudioDevices()", () => {
  it("lists microphones and speakers, not cameras", async () => {
    await expect(listAudioDevices()).resolves.toEqual([builtIn, headset, speakers, headphones]);
  });

  it("lists nothing where the browser has no media devices API", async () => {
    vi.stubGlobal("navigator", {});
    await expect(listAudioDevices()).resolves.toEqual([]);
  });
});

describe("switching devices", () => {
  it("switches the microphone and the speaker through the SDK during a call", async () => {
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    await t.client.setOutputDevice("headphones");
    expect(t.sdk.vapi.deviceCalls).toEqual([
      ["input", "headset-mic"],
      ["output", "headphones"],
    ]);
  });

  it("remembers a choice made before the call, applies it once the call is active, and keeps it for the next call", async () => {
    await t.client.setInputDevice("headset-mic");
    await t.client.setOutputDevice("headphones");
    const started = t.client.start();
    await flush();
    expect(t.sdk.vapi.deviceCalls).toEqual([]); // not before the call is joined
    t.sdk.vapi.connect();
    await started;
    await flush();
    expect(t.sdk.vapi.deviceCalls).toEqual([
      ["input", "headset-mic"],
      ["output", "headphones"],
    ]);
    await t.client.stop();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    await flush();
    expect(t.sdk.vapi.deviceCalls.slice(2)).toEqual([
      ["input", "headset-mic"],
      ["output", "headphones"],
    ]);
  });
});

describe("a device unplugged during the call", () => {
  it("is reported, and the call goes on with the first remaining device of its kind", async () => {
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    await t.client.setOutputDevice("headphones");
    t.mic.plug([builtIn, speakers, headphones]); // the headset's microphone is gone
    await flush();
    expect(lost).toEqual([{ kind: "audioinput", deviceId: "headset-mic", fallback: "default" }]);
    expect(t.sdk.vapi.deviceCalls.at(-1)).toEqual(["input", "default"]);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });

  it("is reported without a fallback when none of its kind is left", async () => {
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    t.mic.plug([speakers]);
    await flush();
    expect(lost).toEqual([{ kind: "audioinput", deviceId: "headset-mic", fallback: undefined }]);
    expect(t.sdk.vapi.deviceCalls).toEqual([["input", "headset-mic"]]);
  });

  it("is not watched once the call has ended", async () => {
    const watch = vi.spyOn(navigator.mediaDevices, "addEventListener");
    const unwatch = vi.spyOn(navigator.mediaDevices, "removeEventListener");
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    await t.client.stop();
    expect(unwatch).toHaveBeenCalledWith("devicechange", watch.mock.calls[0]?.[1]);
    t.mic.plug([builtIn, speakers]);
    await flush();
    expect(lost).toEqual([]);
  });

  it("keeps the choice when a dropped call is rejoined: applied again to the new call object", async () => {
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    t.sdk.vapi.dailyError("connection-error");
    t.sdk.vapi.leave();
    await vi.advanceTimersByTimeAsync(1000);
    t.sdk.vapi.connect();
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("active");
    expect(t.sdk.vapi.deviceCalls).toEqual([
      ["input", "headset-mic"],
      ["input", "headset-mic"],
    ]);
    // And it is watched on the rejoined call.
    t.mic.plug([builtIn, speakers]);
    await flush();
    expect(lost).toEqual([{ kind: "audioinput", deviceId: "headset-mic", fallback: "default" }]);
  });

  it("changes nothing when another device comes or goes", async () => {
    await startCall(t);
    await t.client.setInputDevice("headset-mic");
    t.mic.plug([builtIn, headset, speakers]);
    await flush();
    expect(lost).toEqual([]);
    expect(t.sdk.vapi.deviceCalls).toHaveLength(1);
  });
});

describe("setOutputVolume()", () => {
  it("sets how loud the agent plays, clamped, for the SDK instance now and every one after", async () => {
    t.client.setOutputVolume(0.4); // before the SDK is loaded: remembered
    await startCall(t);
    const first = t.sdk.vapi;
    expect(first.volumes).toEqual([0.4]);
    t.client.setOutputVolume(3);
    t.client.setOutputVolume(Number.NaN); // ignored
    expect(first.volumes).toEqual([0.4, 1]);
    // A new SDK instance (after a stuck stop, say) gets it too.
    t.client.destroy();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.sdk.instances).toHaveLength(2);
    expect(t.sdk.vapi.volumes).toEqual([1]);
  });
});
