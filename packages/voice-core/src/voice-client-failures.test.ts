import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FailureReason } from "./failure-reasons";
import type { RetryEvent } from "./voice-client";
import type { FakeVapi } from "./testing/fake-vapi";
import {
  flush,
  setUpClient,
  startCall,
  stubMicrophone,
  type TestClient,
} from "./testing/test-client";
import { MAX_RETRIES, RETRY_DELAY_MS } from "./voice-defaults";

let t: TestClient;
let retries: RetryEvent[];

beforeEach(() => {
  vi.useFakeTimers();
  t = setUpClient();
  retries = [];
  t.client.on("retry", (event) => retries.push(event));
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts a call and lets it reach the SDK's start(). */
async function startToSdk(): Promise<FakeVapi> {
  void t.client.start();
  await flush();
  return t.sdk.vapi;
}

describe("microphone pre-check failures", () => {
  it.each<[string, string, FailureReason, boolean]>([
    ["NotAllowedError", "Permission denied", "mic-denied", false],
    ["NotAllowedError", "Permission denied by system", "mic-blocked-by-system", false],
    ["NotFoundError", "Requested device not found", "no-mic", false],
    ["NotReadableError", "Could not start audio source", "mic-in-use", true],
    ["SecurityError", "getUserMedia is disabled", "insecure-context", false],
    ["WeirdError", "?", "unknown", true],
  ])(
    "%s (%s) fails with %s, retryable %s, without starting the SDK",
    async (name, message, reason, retryable) => {
      stubMicrophone(new DOMException(message, name));
      const state = await t.client.start();
      expect(state).toMatchObject({ status: "failed", failure: { reason, retryable } });
      expect(t.errors).toMatchObject([{ reason, retryable }]);
      expect(t.sdk.instances.every((v) => v.starts.length === 0)).toBe(true);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(retries).toEqual([]);
    },
  );

  it("fails with insecure-context when the page has no media devices on an insecure origin", async () => {
    vi.stubGlobal("navigator", {});
    vi.stubGlobal("isSecureContext", false);
    await expect(t.client.start()).resolves.toMatchObject({
      failure: { reason: "insecure-context" },
    });
  });

  it("fails with unknown when a secure page has no media devices (unsupported browser)", async () => {
    vi.stubGlobal("navigator", {});
    await expect(t.client.start()).resolves.toMatchObject({ failure: { reason: "unknown" } });
  });
});

describe("failures reported by the SDK while starting", () => {
  it.each<[string, (vapi: FakeVapi) => void, FailureReason]>([
    [
      "camera-error permissions (user)",
      (v) => {
        v.cameraError("permissions", { blockedBy: "user" });
      },
      "mic-denied",
    ],
    [
      "camera-error permissions (browser)",
      (v) => {
        v.cameraError("permissions", { blockedBy: "browser" });
      },
      "mic-blocked-by-system",
    ],
    [
      "camera-error not-found",
      (v) => {
        v.cameraError("not-found");
      },
      "no-mic",
    ],
    [
      "camera-error mic-in-use",
      (v) => {
        v.cameraError("mic-in-use");
      },
      "mic-in-use",
    ],
    [
      "camera-error cam-mic-in-use",
      (v) => {
        v.cameraError("cam-mic-in-use");
      },
      "mic-in-use",
    ],
    [
      "camera-error undefined-mediadevices",
      (v) => {
        v.cameraError("undefined-mediadevices");
      },
      "insecure-context",
    ],
    [
      "Daily meeting-full",
      (v) => {
        v.dailyError("meeting-full");
      },
      "busy",
    ],
    [
      "Daily not-allowed",
      (v) => {
        v.dailyError("not-allowed");
      },
      "not-configured",
    ],
    [
      "Daily end-of-life",
      (v) => {
        v.dailyError("end-of-life");
      },
      "not-configured",
    ],
  ])("%s → %s, no retry", async (_label, report, reason) => {
    const vapi = await startToSdk();
    report(vapi);
    vapi.failStart({ message: "join failed" });
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({ status: "failed", failure: { reason } });
    expect(t.errors.map((e) => e.reason)).toEqual([reason]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(1);
  });

  it.each<[string, unknown, FailureReason]>([
    [
      "HTTP 401 (bad public key)",
      { message: {}, error: { statusCode: 401, message: "Invalid Key" } },
      "not-configured",
    ],
    [
      "HTTP 400 (bad assistant)",
      { error: { statusCode: 400, message: ["assistantId must be a UUID"] } },
      "not-configured",
    ],
    ["HTTP 404 (unknown assistant)", { error: { statusCode: 404 } }, "not-configured"],
    ["HTTP 429 (concurrency limit)", { error: { statusCode: 429 } }, "busy"],
    [
      "Duplicate DailyIframe (another call on the page)",
      { message: "Duplicate DailyIframe instances are not allowed" },
      "busy",
    ],
    ["an unexplained error", { message: "?" }, "unknown"],
  ])("start-method-error with %s → %s, no retry", async (_label, error, reason) => {
    const vapi = await startToSdk();
    vapi.failStart(error);
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({ status: "failed", failure: { reason } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(1);
  });

  it("start() returning null because a call is already started → busy", async () => {
    const vapi = await startToSdk();
    vapi.emit("call-start-progress", {
      stage: "validation",
      status: "failed",
      timestamp: new Date().toISOString(),
      metadata: { reason: "already-started" },
    });
    vapi.pendingStart.resolve(null);
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "failed",
      failure: { reason: "busy" },
    });
  });

  it("start() returning null without any error → unknown", async () => {
    const vapi = await startToSdk();
    vapi.pendingStart.resolve(null);
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "failed",
      failure: { reason: "unknown" },
    });
  });

  it("a microphone lost while joining fails the call even if start() returned it", async () => {
    const vapi = await startToSdk();
    vapi.cameraError("mic-in-use");
    vapi.join();
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "failed",
      failure: { reason: "mic-in-use" },
    });
    expect(vapi.inCall).toBe(false);
  });

  it.each<[string, unknown]>([
    ["a network error (fetch failed)", { name: "TypeError", message: "Failed to fetch" }],
    ["HTTP 503", { error: { statusCode: 503 } }],
  ])("start-method-error with %s → network, retried", async (_label, error) => {
    const vapi = await startToSdk();
    vapi.failStart(error);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.starts).toHaveLength(2);
    expect(retries.map((r) => r.failure.reason)).toEqual(["network"]);
  });
});

describe("automatic retry", () => {
  it(`retries a failed join ${MAX_RETRIES} times after 1000, 2000 and 3000 ms, then fails with network`, async () => {
    const vapi = await startToSdk();
    const startTimes: number[] = [];
    const origin = Date.now();
    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      startTimes.push(Date.now() - origin);
      expect(t.client.getSnapshot().state).toEqual({ status: "connecting", attempt });
      vapi.failJoin();
      await flush();
      if (attempt <= MAX_RETRIES) {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * attempt - 1);
        expect(vapi.starts).toHaveLength(attempt);
        await vi.advanceTimersByTimeAsync(1);
        expect(vapi.starts).toHaveLength(attempt + 1);
      }
    }
    expect(startTimes).toEqual([0, 1000, 3000, 6000]);
    expect(retries.map(({ attempt, delayMs }) => [attempt, delayMs])).toEqual([
      [2, 1000],
      [3, 2000],
      [4, 3000],
    ]);
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "failed",
      failure: {
        reason: "network",
        retryable: true,
      },
    });
    expect(t.errors.map((e) => e.reason)).toEqual(["network"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vapi.starts).toHaveLength(MAX_RETRIES + 1);
  });

  it("cleans up (stops the SDK) before each retry", async () => {
    const vapi = await startToSdk();
    vapi.failJoin();
    await flush();
    expect(vapi.stopCount).toBe(1);
  });

  it("one join failure reported by two error events causes one retry", async () => {
    const vapi = await startToSdk();
    vapi.failJoin(); // daily-call-join-error + start-method-error
    await vi.advanceTimersByTimeAsync(20_000);
    expect(vapi.starts).toHaveLength(2);
    expect(retries).toHaveLength(1);
  });

  it("a Daily connection-error then the join failure it causes: one retry", async () => {
    const vapi = await startToSdk();
    vapi.dailyError("connection-error", "network unreachable", { on: "join" });
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(vapi.starts).toHaveLength(2);
    expect(retries).toHaveLength(1);
  });

  it("counts retries per call and resets them on call-start", async () => {
    const vapi = await startToSdk();
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(1000);
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(2000);
    expect(vapi.starts).toHaveLength(3);
    vapi.connect(); // call-start: the counter goes back to 0
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("active");

    // The connection drops mid-call: three more retries (rejoining the call), starting again
    // at 1000 ms.
    vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "reconnecting", attempt: 2 });
    vapi.leave(); // the left-meeting that follows a fatal error changes nothing
    await vi.advanceTimersByTimeAsync(1000);
    expect(vapi.starts).toHaveLength(4);
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(2000);
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(3000);
    expect(vapi.starts).toHaveLength(6);
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(6);
    // The call had connected: it ends, with the failure, rather than failing to start.
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure: { reason: "network" },
    });
  });

  it("a new start() after a failed call has its own retries", async () => {
    const vapi = await startToSdk();
    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      vapi.failJoin();
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * attempt);
    }
    expect(t.client.getSnapshot().state.status).toBe("failed");
    void t.client.start();
    await flush();
    vapi.failJoin();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.starts).toHaveLength(MAX_RETRIES + 3);
  });

  it("stop() during the retry delay ends the call and cancels the retry", async () => {
    const vapi = await startToSdk();
    vapi.failJoin();
    await flush();
    await t.client.stop();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });
});

describe("ends decided by the other side", () => {
  it("ejected 'Meeting has ended' ends the call by the agent: no error, no retry", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.dailyError("ejected", "Meeting has ended");
    vapi.leave();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
    expect(t.statuses()).toEqual(["loading", "connecting", "active", "ended"]);
    expect(t.errors).toEqual([]);
    expect(retries).toEqual([]);
    expect(vapi.starts).toHaveLength(1);
  });

  it("a room that expires during the call ends it by the agent", async () => {
    await startCall(t);
    t.sdk.vapi.dailyError("exp-room", "Meeting has expired");
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
  });

  it("leaving the meeting without an error ends the call by the agent", async () => {
    await startCall(t);
    t.sdk.vapi.leave();
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
  });

  it("a non-retryable error during the call ends it with reason error", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.cameraError("mic-in-use");
    await flush();
    const failure = { reason: "mic-in-use", retryable: true };
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure,
    });
    expect(t.errors).toMatchObject([failure]);
    expect(vapi.inCall).toBe(false);
  });

  it("a second failure while the first is handled changes nothing (no retry after a fatal error)", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.cameraError("mic-in-use");
    vapi.dailyError("connection-error", "network lost", { on: "rtc-connection" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure: { reason: "mic-in-use" },
    });
    expect(retries).toEqual([]);
    expect(t.errors).toHaveLength(1);
    expect(vapi.starts).toHaveLength(1);
  });

  it("non-fatal SDK errors do not end the call", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.emit("error", { type: "audio-start-failed", error: { name: "AbortError" } });
    vapi.emit("error", { type: "audio-observer-setup-error", error: {} });
    vapi.emit("error", { type: "video-recording-setup-error", error: {} });
    vapi.cameraError("cam-in-use");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.client.getSnapshot().state.status).toBe("active");
    expect(t.errors).toEqual([]);
  });

  it("an SDK error outside a call is handled (the SDK throws on unhandled error events)", async () => {
    await t.client.preload();
    expect(() => {
      t.sdk.vapi.dailyError("connection-error");
    }).not.toThrow();
    expect(t.client.getSnapshot().state.status).toBe("idle");
  });
});

describe("noise cancellation", () => {
  it("reports the request after join, and a failed setup or recovery without ending the call", async () => {
    const seen: unknown[] = [];
    t.client.on("noise-cancellation", (event) => seen.push(event));
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    vapi.emit("call-start-progress", {
      stage: "audio-processing-setup",
      status: "completed",
      timestamp: new Date().toISOString(),
    });
    vapi.connect();
    const cause = { type: "audio-processing-setup-error", error: { message: "KrispInitError" } };
    vapi.emit("error", cause);
    vapi.emit("error", { type: "audio-processor-recovery-error", error: {} });
    await flush();
    expect(seen).toEqual([
      { status: "requested" },
      { status: "failed", stage: "setup", cause },
      { status: "failed", stage: "recovery", cause: expect.anything() as unknown },
    ]);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });
});
