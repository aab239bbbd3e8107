import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_SNAPSHOT } from "./voice-store";
import {
  createVoiceClient,
  type NoiseCancellationEvent,
  type VoiceClientOptions,
  type VoiceTarget,
} from "./voice-client";
import { createFakeSdk, FakeVapi } from "./testing/fake-vapi";
import {
  flush,
  setUpClient,
  startCall,
  stubMicrophone,
  type TestClient,
} from "./testing/test-client";
import {
  ASSISTANT_OR_SQUAD_REQUIRED,
  DEFAULT_API_BASE_URL,
  MAX_RETRIES,
  MIN_START_GAP_MS,
  RETRY_DELAY_MS,
} from "./voice-defaults";

let t: TestClient;

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("construction and SDK loading", () => {
  it("touches no browser API and loads nothing until preload() or start()", () => {
    const sdk = createFakeSdk();
    const explode = () => {
      throw new Error("browser API touched");
    };
    vi.stubGlobal("navigator", new Proxy({}, { get: explode }));
    Object.defineProperty(globalThis, "window", { get: explode, configurable: true });
    try {
      const client = createVoiceClient({ publicKey: "pk", assistantId: "a", loadSdk: sdk.loadSdk });
      const off = client.subscribe(() => undefined);
      client.on("state", () => undefined);
      expect(client.getSnapshot()).toBe(IDLE_SNAPSHOT);
      off();
      client.destroy();
    } finally {
      Reflect.deleteProperty(globalThis, "window");
    }
    expect(sdk.loads).toBe(0);
  });

  it("loads the SDK once on preload() and reuses it for start()", async () => {
    await t.client.preload();
    expect(t.sdk.loads).toBe(1);
    expect(t.sdk.instances).toHaveLength(1);
    await startCall(t);
    await t.client.stop();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.sdk.loads).toBe(1);
    expect(t.sdk.instances).toHaveLength(1);
  });

  it("passes the public key, the default base URL and avoidEval: true to the SDK", async () => {
    await t.client.preload();
    expect(t.sdk.vapi.publicKey).toBe("pk_test");
    expect(t.sdk.vapi.apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(t.sdk.vapi.dailyCallConfig).toEqual({ avoidEval: true });
  });

  it("passes a custom base URL", async () => {
    const custom = setUpClient({ assistantId: "a" }, "https://vapi.example.com");
    await custom.client.preload();
    expect(custom.sdk.vapi.apiBaseUrl).toBe("https://vapi.example.com");
  });

  it("never rejects preload(), and start() tries to load again after a failed load", async () => {
    let attempts = 0;
    const sdk = createFakeSdk();
    const client = createVoiceClient({
      publicKey: "pk",
      assistantId: "a",
      loadSdk: () => (++attempts === 1 ? Promise.reject(new Error("chunk failed")) : sdk.loadSdk()),
    });
    await expect(client.preload()).resolves.toBeUndefined();
    const started = client.start();
    await flush();
    expect(attempts).toBe(2);
    sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active", activity: "listening" });
  });

  it("retries an SDK that cannot be loaded, then fails with `network`", async () => {
    const loadSdk = vi.fn(() => Promise.reject(new Error("offline")));
    const client = createVoiceClient({ publicKey: "pk", assistantId: "a", loadSdk });
    const retries: number[] = [];
    client.on("retry", ({ attempt }) => retries.push(attempt));
    const started = client.start();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * (1 + 2 + 3));
    await expect(started).resolves.toMatchObject({
      status: "failed",
      failure: {
        reason: "network",
        retryable: true,
      },
    });
    expect(loadSdk).toHaveBeenCalledTimes(1 + MAX_RETRIES);
    expect(retries).toEqual([2, 3, 4]);
  });

  it("connects once a failed SDK load succeeds on retry", async () => {
    const sdk = createFakeSdk();
    let loads = 0;
    const client = createVoiceClient({
      publicKey: "pk",
      assistantId: "a",
      loadSdk: () => (++loads === 1 ? Promise.reject(new Error("chunk gone")) : sdk.loadSdk()),
    });
    const started = client.start();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
    client.destroy();
  });
});

describe("assistant or squad", () => {
  it("rejects start() with the spec's message before loading anything or using the microphone", async () => {
    const sdk = createFakeSdk();
    const mic = stubMicrophone();
    const client = createVoiceClient({
      publicKey: "pk",
      loadSdk: sdk.loadSdk,
    } as VoiceClientOptions);
    await expect(client.start()).rejects.toThrow(ASSISTANT_OR_SQUAD_REQUIRED);
    expect(ASSISTANT_OR_SQUAD_REQUIRED).toBe("Assistant or Squad must be provided.");
    expect(sdk.loads).toBe(0);
    expect(mic.getUserMedia).not.toHaveBeenCalled();
    expect(client.getSnapshot()).toBe(IDLE_SNAPSHOT);
  });

  it.each<[VoiceTarget, unknown[]]>([
    [{ assistantId: "asst_1" }, ["asst_1", undefined, undefined]],
    [{ assistant: { firstMessage: "Hi" } }, [{ firstMessage: "Hi" }, undefined, undefined]],
    [{ squadId: "squad_1" }, [undefined, undefined, "squad_1"]],
    [{ squad: { members: [] } }, [undefined, undefined, { members: [] }]],
  ])("starts the SDK with %j", async (target, expected) => {
    const c = setUpClient(target);
    void c.client.start();
    await flush();
    const { assistant, assistantOverrides, squad } = c.sdk.vapi.pendingStart;
    expect([assistant, assistantOverrides, squad]).toEqual(expected);
  });

  it("passes assistant overrides", async () => {
    const sdk = createFakeSdk();
    const client = createVoiceClient({
      publicKey: "pk",
      assistantId: "a",
      assistantOverrides: { variableValues: { name: "Ada" } },
      loadSdk: sdk.loadSdk,
    });
    void client.start();
    await flush();
    expect(sdk.vapi.pendingStart.assistantOverrides).toEqual({ variableValues: { name: "Ada" } });
  });

  it("lays a start's own overrides over the client's, for that call and its retries only", async () => {
    const sdk = createFakeSdk();
    const client = createVoiceClient({
      publicKey: "pk",
      assistantId: "a",
      assistantOverrides: { variableValues: { name: "Ada", plan: "starter" }, firstMessage: "Hi" },
      loadSdk: sdk.loadSdk,
    });
    const started = client.start({
      assistantOverrides: { variableValues: { page: "/pricing", plan: "pro" } },
    });
    await flush();
    const layered = {
      variableValues: { name: "Ada", plan: "pro", page: "/pricing" },
      firstMessage: "Hi",
    };
    expect(sdk.vapi.pendingStart.assistantOverrides).toEqual(layered);
    sdk.vapi.failJoin(); // a network failure: the retry starts the call again
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS + MIN_START_GAP_MS);
    expect(sdk.vapi.starts).toHaveLength(2);
    expect(sdk.vapi.pendingStart.assistantOverrides).toEqual(layered);
    sdk.vapi.connect();
    await started;
    await client.stop();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    void client.start();
    await flush();
    expect(sdk.vapi.pendingStart.assistantOverrides).toEqual({
      variableValues: { name: "Ada", plan: "starter" },
      firstMessage: "Hi",
    });
    client.destroy();
  });
});

describe("start()", () => {
  it("goes idle → loading → connecting → active and resolves once the agent listens", async () => {
    const started = t.client.start();
    expect(t.client.getSnapshot().state).toEqual({ status: "loading" });
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "connecting", attempt: 1 });
    let resolved = false;
    void started.then(() => (resolved = true));
    t.sdk.vapi.join();
    await flush();
    expect(resolved).toBe(false); // joined, but the agent is not listening yet
    t.sdk.vapi.listen();
    await expect(started).resolves.toMatchObject({ status: "active", activity: "listening" });
    expect(t.statuses()).toEqual(["loading", "connecting", "active"]);
  });

  it("is single-flight: a start while starting or active does not start again", async () => {
    const first = t.client.start();
    const second = t.client.start();
    await flush();
    void t.client.start();
    expect(t.sdk.vapi.starts).toHaveLength(1);
    expect(t.mic.getUserMedia).toHaveBeenCalledTimes(1);
    t.sdk.vapi.connect();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    await expect(t.client.start()).resolves.toEqual({
      status: "active",
      activity: "listening",
      callId: "call-1",
    });
    await flush();
    expect(t.sdk.vapi.starts).toHaveLength(1);
  });

  it(`keeps at least ${MIN_START_GAP_MS} ms between two SDK starts`, async () => {
    await startCall(t);
    await t.client.stop();
    void t.client.start();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS - 1);
    expect(t.sdk.vapi.starts).toHaveLength(1);
    expect(t.client.getSnapshot().state.status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sdk.vapi.starts).toHaveLength(2);
  });

  it("does not wait when the last start was long enough ago", async () => {
    await startCall(t);
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await t.client.stop();
    void t.client.start();
    await flush();
    expect(t.sdk.vapi.starts).toHaveLength(2);
  });

  it("checks the microphone with echo cancellation, noise suppression and auto gain control, and releases it before the SDK starts", async () => {
    const sdkStart = vi.spyOn(FakeVapi.prototype, "start");
    void t.client.start();
    await flush();
    expect(t.mic.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    expect(t.mic.track.stop).toHaveBeenCalledTimes(1);
    expect(sdkStart).toHaveBeenCalledTimes(1);
    expect(t.mic.track.stop.mock.invocationCallOrder[0]).toBeLessThan(
      sdkStart.mock.invocationCallOrder[0] ?? 0,
    );
    sdkStart.mockRestore();
  });

  it("resolves ended (not active) when stopped before connecting, and can be aborted with a signal", async () => {
    const controller = new AbortController();
    const started = t.client.start({ signal: controller.signal });
    await flush();
    controller.abort();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    await expect(started).resolves.toEqual({ status: "ended", reason: "user" });
  });

  it("does nothing with an already aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(t.client.start({ signal: controller.signal })).resolves.toEqual({
      status: "idle",
    });
    expect(t.sdk.loads).toBe(0);
  });
});

describe("the call's id", () => {
  it("is Vapi's id of the web call once the SDK created it, kept after the end, cleared by the next call", async () => {
    expect(t.client.getSnapshot().callId).toBeUndefined();
    const started = t.client.start();
    await flush();
    expect(t.client.getSnapshot().callId).toBeUndefined(); // the SDK has created nothing yet
    t.sdk.vapi.join();
    await flush();
    expect(t.client.getSnapshot()).toMatchObject({
      callId: "call-1",
      state: { status: "connecting" },
    });
    t.sdk.vapi.listen();
    await expect(started).resolves.toMatchObject({ status: "active", callId: "call-1" });
    await t.client.stop();
    expect(t.client.getSnapshot()).toMatchObject({
      callId: "call-1", // what feedback on the call names it by
      state: { status: "ended", reason: "user" },
    });
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    const next = t.client.start();
    expect(t.client.getSnapshot().callId).toBeUndefined();
    await flush();
    t.sdk.vapi.join();
    await flush();
    t.sdk.vapi.listen();
    await expect(next).resolves.toMatchObject({ status: "active", callId: "call-2" });
  });

  it("is undefined in what start() resolves with when the call was stopped before the SDK created one", async () => {
    const started = t.client.start();
    await flush();
    await t.client.stop();
    await expect(started).resolves.toEqual({ status: "ended", reason: "user", callId: undefined });
  });
});

describe("subscribers", () => {
  it("can start a new call as soon as they see the last one failed", async () => {
    const restarts: Promise<unknown>[] = [];
    t.client.subscribe(() => {
      if (t.client.getSnapshot().state.status === "failed" && restarts.length === 0) {
        restarts.push(t.client.start());
      }
    });
    void t.client.start();
    await flush();
    t.sdk.vapi.failStart({ error: { statusCode: 401 } });
    await flush();
    expect(restarts).toHaveLength(1);
    expect(t.client.getSnapshot().state.status).not.toBe("failed");
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    expect(t.sdk.vapi.starts).toHaveLength(2);
    t.sdk.vapi.connect();
    await expect(restarts[0]).resolves.toEqual({ status: "active", activity: "listening" });
    expect(t.statuses()).toEqual([
      "loading",
      "connecting",
      "failed",
      "loading",
      "connecting",
      "active",
    ]);
  });
});

describe("stop()", () => {
  it("ends an active call: ending → ended { reason: 'user' }", async () => {
    await startCall(t);
    const stopped = t.client.stop();
    expect(t.client.getSnapshot().state).toEqual({ status: "ending" });
    await stopped;
    expect(t.sdk.vapi.stopCount).toBe(1);
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(t.errors).toEqual([]);
  });

  it("while connecting, ends at once and hangs up the call when the SDK's start() returns it", async () => {
    const started = t.client.start();
    await flush();
    await t.client.stop(); // resolves without waiting for the SDK
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(t.sdk.vapi.stopCount).toBe(0); // stopping the SDK now would not cancel its start()
    t.sdk.vapi.join();
    await flush();
    expect(t.sdk.vapi.stopCount).toBe(1);
    expect(t.sdk.vapi.inCall).toBe(false);
    t.sdk.vapi.listen(); // a late "listening" must not bring the call back
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    await expect(started).resolves.toEqual({ status: "ended", reason: "user" });
    expect(t.statuses()).toEqual(["loading", "connecting", "ending", "ended"]);
  });

  it("while loading, ends at once and never starts the SDK", async () => {
    void t.client.start();
    await t.client.stop();
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(t.sdk.instances.every((v) => v.starts.length === 0)).toBe(true);
  });

  it("does nothing without a call", async () => {
    await t.client.stop();
    expect(t.states).toEqual([]);
  });

  it("toggle() starts when idle and stops otherwise", async () => {
    void t.client.toggle();
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("connecting");
    t.sdk.vapi.connect();
    await flush();
    await t.client.toggle();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
  });
});

describe("commands", () => {
  it.each(["say", "send", "setMuted"] as const)(
    "%s() throws a clear error without an active call",
    (method) => {
      const call = {
        say: () => {
          t.client.say("hi");
        },
        send: () => {
          t.client.send({ type: "end-call" });
        },
        setMuted: () => {
          t.client.setMuted(true);
        },
      }[method];
      expect(call).toThrow(`Call object is not available. ${method}() needs a`);
    },
  );

  it("say() and send() also throw while loaded, connecting or after the call", async () => {
    const attempts = () => [
      () => {
        t.client.say("hi");
      },
      () => {
        t.client.send({ type: "end-call" });
      },
    ];
    await t.client.preload();
    for (const attempt of attempts()) expect(attempt).toThrow("Call object is not available.");
    void t.client.start();
    await flush();
    t.sdk.vapi.join(); // joined, but the agent is not listening yet
    await flush();
    for (const attempt of attempts()) expect(attempt).toThrow("Call object is not available.");
    t.sdk.vapi.listen();
    await t.client.stop();
    for (const attempt of attempts()) expect(attempt).toThrow("Call object is not available.");
    expect(t.sdk.vapi.sent).toEqual([{ type: "end-call" }]); // the hang-up's, nothing else
  });

  it("say() and send() reach the SDK as typed messages; say() defaults to no interruptions", async () => {
    await startCall(t);
    t.client.say("Goodbye", { endCallAfterSpoken: true });
    t.client.send({ type: "control", control: "mute-assistant" });
    t.client.send({ type: "add-message", message: { role: "system", content: "Be brief." } });
    t.client.say("One moment", { interruptionsEnabled: true });
    // An option given as undefined still defaults (a spread would send nothing, so the server's
    // default would apply).
    t.client.say("Bye", { interruptionsEnabled: undefined });
    expect(t.sdk.vapi.sent.at(-1)).toStrictEqual({
      type: "say",
      message: "Bye",
      endCallAfterSpoken: false,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
    expect(t.sdk.vapi.sent.slice(0, -1)).toEqual([
      {
        type: "say",
        message: "Goodbye",
        endCallAfterSpoken: true,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: "control", control: "mute-assistant" },
      { type: "add-message", message: { role: "system", content: "Be brief." } },
      {
        type: "say",
        message: "One moment",
        endCallAfterSpoken: false,
        interruptionsEnabled: true,
        interruptAssistantEnabled: false,
      },
    ]);
  });

  it("setMuted() mutes the SDK and the snapshot, and the next call starts unmuted", async () => {
    await startCall(t);
    t.client.setMuted(true);
    expect(t.sdk.vapi.muteCalls).toEqual([true]);
    expect(t.client.getSnapshot().isMuted).toBe(true);
    await t.client.stop();
    expect(t.client.getSnapshot().isMuted).toBe(false);
  });

  it("reports the microphone the SDK turns back on after a noise cancellation error", async () => {
    const noise: NoiseCancellationEvent[] = [];
    t.client.on("noise-cancellation", (event) => noise.push(event));
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    let notified = 0;
    t.client.subscribe(() => (notified += 1));
    vapi.localAudio(false); // Daily confirms the mute: nothing changes
    vapi.emit("daily-participant-updated", { local: false, audio: true }); // the agent
    expect(notified).toBe(0);
    expect(t.client.getSnapshot().isMuted).toBe(true);

    // audio-processor-error: the SDK switches noise cancellation off and calls
    // setLocalAudio(true), so the visitor's microphone is live again.
    vapi.localAudio(true);
    expect(t.client.getSnapshot().isMuted).toBe(false);
    expect(notified).toBe(1);
    expect(noise).toEqual([{ status: "disabled" }]);
    vapi.localAudio(true);
    expect(notified).toBe(1);
    expect(noise).toHaveLength(1);

    await t.client.stop();
    vapi.localAudio(false); // tracks stopping after the call leave the snapshot alone
    expect(t.client.getSnapshot().isMuted).toBe(false);
  });
});

describe("destroy()", () => {
  it("hangs up a call that connects after destroy() and leaves the client idle", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    t.client.destroy();
    expect(t.client.getSnapshot()).toBe(IDLE_SNAPSHOT);
    vapi.join();
    await flush();
    expect(vapi.inCall).toBe(false);
    expect(vapi.listenerCount()).toBe(0);
  });

  it("keeps listening to SDK errors until a start() in flight returns (late join failure)", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    t.client.destroy();
    expect(() => {
      vapi.failJoin();
    }).not.toThrow();
    await flush();
    expect(vapi.listenerCount()).toBe(0);
    expect(t.client.getSnapshot()).toBe(IDLE_SNAPSHOT);
    expect(t.errors).toEqual([]);
  });

  it("keeps listening to SDK errors until the SDK has stopped (late audio-processing error)", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    const noise: unknown[] = [];
    t.client.on("noise-cancellation", (event) => noise.push(event));
    t.client.destroy();
    expect(() => {
      vapi.emit("error", { type: "audio-processing-setup-error", error: {} });
    }).not.toThrow();
    expect(noise).toEqual([]); // ignored: the instance was dropped
    await flush();
    expect(vapi.inCall).toBe(false);
    expect(vapi.listenerCount()).toBe(0);
  });

  it("creates no SDK instance for a preload() whose load finishes after destroy()", async () => {
    const preloaded = t.client.preload();
    t.client.destroy();
    await expect(preloaded).resolves.toBeUndefined();
    expect(t.sdk.instances).toHaveLength(0);
    await startCall(t);
    expect(t.sdk.instances).toHaveLength(1);
  });

  it("keeps the client usable: a later start() creates a new SDK instance", async () => {
    await startCall(t);
    t.client.destroy();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.sdk.instances).toHaveLength(2);
    expect(t.sdk.loads).toBe(1);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });
});
