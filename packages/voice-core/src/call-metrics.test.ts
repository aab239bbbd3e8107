// Call metrics on the fake SDK: time to listening, each answer's latency, retries, network.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_METRICS, watchCallMetrics, type CallMetrics } from "./call-metrics";
import { flush, setUpClient, type TestClient } from "./testing/test-client";
import { MIN_START_GAP_MS, RETRY_DELAY_MS } from "./voice-defaults";

let t: TestClient;
let seen: CallMetrics[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  seen = [];
  stop = watchCallMetrics(t.client, (metrics) => seen.push(metrics));
});

afterEach(() => {
  stop();
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const last = () => seen.at(-1) ?? NO_METRICS;
const speech = (role: "assistant" | "user", status: "started" | "stopped") => ({
  type: "speech-update",
  role,
  status,
});

describe("watchCallMetrics()", () => {
  it("measures the wait for the agent, each answer's latency, the retries and the connection", async () => {
    const started = t.client.start();
    await flush();
    t.sdk.vapi.failJoin(); // one retry
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS + MIN_START_GAP_MS);
    await vi.advanceTimersByTimeAsync(300);
    t.sdk.vapi.connect();
    await started;
    expect(last().retries).toBe(1);
    expect(last().timeToListeningMs).toBe(RETRY_DELAY_MS + MIN_START_GAP_MS + 300);

    const vapi = t.sdk.vapi;
    vapi.emit("message", speech("user", "started"));
    vapi.emit("message", speech("user", "stopped"));
    await vi.advanceTimersByTimeAsync(920);
    vapi.emit("message", speech("assistant", "started"));
    vapi.emit("message", speech("assistant", "stopped"));
    // A pause and more words: the latency counts from the last stop.
    vapi.emit("message", speech("user", "stopped"));
    await vi.advanceTimersByTimeAsync(500);
    vapi.emit("message", speech("user", "started"));
    vapi.emit("message", speech("user", "stopped"));
    await vi.advanceTimersByTimeAsync(780);
    vapi.emit("message", speech("assistant", "started"));
    // The SDK's audio-level speech decides nothing once speech updates arrive.
    vapi.audioLevel(0.1);
    expect(last().responseLatenciesMs).toEqual([920, 780]);

    vapi.emit("network-quality-change", { threshold: "low", quality: 40 });
    vapi.emit("network-quality-change", { threshold: "low", quality: 35 });
    expect(last().networkQuality).toBe("low");
    const changes = seen.length;

    // The next call starts from nothing.
    await t.client.stop();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    void t.client.start();
    expect(seen.length).toBe(changes + 1);
    expect(last()).toEqual(NO_METRICS);
  });

  it("without speech updates, measures from the visitor's final transcript to the agent's audio", async () => {
    const started = t.client.start();
    await flush();
    t.sdk.vapi.connect();
    await started;
    t.sdk.vapi.transcript("user", "final", "I'd like a booking");
    await vi.advanceTimersByTimeAsync(650);
    t.sdk.vapi.audioLevel(0.1);
    expect(last().responseLatenciesMs).toEqual([650]);
  });

  it("stops measuring when asked", async () => {
    stop();
    const started = t.client.start();
    await flush();
    t.sdk.vapi.connect();
    await started;
    expect(seen).toEqual([]);
  });
});
