// The client whose code loads on first use: idle until then, and the same call afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallState } from "./call-state";
import { createLazyVoiceClient } from "./lazy-client";
import { flush, setUpClient, type TestClient } from "./testing/test-client";
import type { VoiceClient } from "./voice-client-types";

let t: TestClient;
let load: ReturnType<typeof vi.fn<() => Promise<VoiceClient>>>;
let lazy: VoiceClient;
let seen: string[];

// The client's module, answered when the test says so (a dynamic import on a slow network).
function deferredLoad() {
  let answer: (client: VoiceClient) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  load.mockImplementationOnce(
    () =>
      new Promise<VoiceClient>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return {
    answer: () => {
      answer(t.client);
    },
    refuse: (error: Error) => {
      refuse(error);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  load = vi.fn(() => Promise.resolve(t.client));
  lazy = createLazyVoiceClient(load);
  seen = [];
  lazy.subscribe(() => seen.push(lazy.getSnapshot().state.status));
});

afterEach(() => {
  lazy.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("createLazyVoiceClient()", () => {
  it("loads nothing until a command needs the client, and is an idle client until then", () => {
    expect(lazy.getSnapshot().state).toEqual({ status: "idle" });
    expect(lazy.getAudioTracks()).toEqual({});
    expect(() => {
      lazy.sendText("hello");
    }).toThrow("sendText() needs an active call");
    expect(() => {
      lazy.setMuted(true);
    }).toThrow("setMuted() needs a call");
    expect(load).not.toHaveBeenCalled();
  });

  it("preload() loads the client once, then the SDK", async () => {
    await Promise.all([lazy.preload(), lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(t.sdk.loads).toBe(1);
  });

  it("a start shows loading while the code loads, then is the client's call, never idle between", async () => {
    const code = deferredLoad();
    const started = lazy.start();
    expect(lazy.getSnapshot().state.status).toBe("loading");
    code.answer();
    await flush();
    t.sdk.vapi.connect();
    const state: CallState = await started;
    expect(state).toEqual({ status: "active", activity: "listening" });
    expect(seen.filter((status, i) => status !== seen[i - 1])).toEqual([
      "loading",
      "connecting",
      "active",
    ]);
    expect(lazy.getSnapshot()).toBe(t.client.getSnapshot());
    // From now on it is the client: commands and the call's tracks pass straight through.
    lazy.sendText("Friday at 10");
    expect(t.sdk.vapi.sent).toHaveLength(1);
    await lazy.stop();
    expect(lazy.getSnapshot().state).toMatchObject({ status: "ended", reason: "user" });
  });

  it("carries listeners given before the code loaded over to the client, and removes them", async () => {
    const states: string[] = [];
    const off = lazy.on("state", (state) => states.push(state.status));
    await lazy.preload();
    const started = lazy.start();
    await flush();
    t.sdk.vapi.connect();
    await started;
    expect(states).toEqual(["loading", "connecting", "active"]);
    off();
    await lazy.stop();
    expect(states).toHaveLength(3);
  });

  it("stop() while the code loads cancels the call: no SDK call is made", async () => {
    const code = deferredLoad();
    const started = lazy.start();
    await lazy.stop();
    expect(lazy.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    code.answer();
    expect(await started).toEqual({ status: "idle" });
    await flush();
    expect(t.sdk.instances).toHaveLength(0);
  });

  it("toggle() starts, and toggles off a start that waits for the code", async () => {
    const code = deferredLoad();
    const toggled = lazy.toggle();
    expect(lazy.getSnapshot().state.status).toBe("loading");
    await lazy.toggle();
    code.answer();
    await toggled;
    expect(t.sdk.instances).toHaveLength(0);
  });

  it("code that cannot load fails the call as a network failure, and the next start tries again", async () => {
    const errors: string[] = [];
    lazy.on("error", (failure) => errors.push(failure.reason));
    const code = deferredLoad();
    const started = lazy.start();
    code.refuse(new TypeError("Failed to fetch dynamically imported module"));
    const state = await started;
    expect(state).toMatchObject({
      status: "failed",
      failure: { reason: "network", retryable: true },
    });
    expect(errors).toEqual(["network"]);
    const again = lazy.start();
    await flush();
    t.sdk.vapi.connect();
    expect(await again).toMatchObject({ status: "active" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a device or volume chosen before the call loads the client and reaches it", async () => {
    t.mic.devices = [
      ...t.mic.devices,
      { kind: "audioinput", deviceId: "usb-mic", label: "USB microphone" },
    ];
    await lazy.setInputDevice("usb-mic");
    lazy.setOutputVolume(0.4);
    await flush();
    const started = lazy.start();
    await flush();
    t.sdk.vapi.connect();
    await started;
    await flush();
    expect(t.sdk.vapi.volumes.at(-1)).toBe(0.4);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
