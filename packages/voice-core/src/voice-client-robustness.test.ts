// What voice-core 0.1 got stuck on or misled about: an SDK that never answers, a subscriber that
// throws, a start or a signal that arrives while a call is ending or joining.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RetryEvent } from "./voice-client";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import {
  CONNECT_TIMEOUT_MS,
  MAX_SESSION_RETRIES,
  MIN_START_GAP_MS,
  RETRY_DELAY_MS,
  STOP_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from "./voice-defaults";

let t: TestClient;
let retries: RetryEvent[];
let reported: unknown[];

beforeEach(() => {
  vi.useFakeTimers();
  // Errors the client reports asynchronously (a subscriber or listener that threw).
  reported = [];
  vi.stubGlobal("queueMicrotask", (task: () => void) => {
    try {
      task();
    } catch (error) {
      reported.push(error);
    }
  });
  t = setUpClient();
  retries = [];
  t.client.on("retry", (event) => retries.push(event));
});

afterEach(() => {
  t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("an SDK start() that never settles", () => {
  it("stop() ends the call at once, and toggle() and a later start() still work", async () => {
    void t.client.start();
    await flush();
    const first = t.sdk.vapi;
    await t.client.stop();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });

    // The next call waits for the SDK (one call at a time), at most the connect time-out, then
    // gives up on that instance and starts on a new one.
    const next = t.client.start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(t.sdk.instances).toHaveLength(2);
    t.sdk.vapi.connect();
    await expect(next).resolves.toMatchObject({ status: "active" });
    expect(first.listenerCount("call-start")).toBe(0);
    await t.client.toggle();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
  });

  it("fails the attempt as network with the time-out message after 20 s, and retries on a new SDK instance", async () => {
    const started = t.client.start();
    await flush();
    const first = t.sdk.vapi;
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(retries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(retries).toMatchObject([
      { attempt: 2, failure: { reason: "network", message: TIMEOUT_MESSAGE } },
    ]);
    expect(first.listenerCount("call-start")).toBe(0); // dropped at once
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(t.sdk.instances).toHaveLength(2);
    t.sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
  });

  it("a late answer to the timed-out start does not fail the retry as busy: its call is hung up, and the retry tries again", async () => {
    const started = t.client.start();
    await flush();
    const first = t.sdk.vapi;
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + RETRY_DELAY_MS);
    expect(t.sdk.instances).toHaveLength(2);
    const second = t.sdk.vapi;
    expect(second.pendingStart.settled).toBe(false);
    // The first request answers at last: that instance creates its call object and joins, so
    // Daily refuses the retry's own, and the first start() resolves once it has joined.
    second.failDuplicateCallObject();
    await vi.advanceTimersByTimeAsync(500);
    first.join();
    await flush();
    expect(first.inCall).toBe(false); // hung up as soon as its start() returned
    expect(t.client.getSnapshot().state.status).toBe("connecting");
    expect(t.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2 + MIN_START_GAP_MS);
    t.sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
    expect(retries.map(({ attempt, failure }) => [attempt, failure.reason])).toEqual([
      [2, "network"],
      [3, "network"],
    ]);
  });

  it("a duplicate call object that is not ours (another tab's script, another library) is still busy", async () => {
    const started = t.client.start();
    await flush();
    t.sdk.vapi.failDuplicateCallObject();
    await expect(started).resolves.toMatchObject({
      status: "failed",
      failure: { reason: "busy" },
    });
    expect(retries).toEqual([]);
  });

  it("destroy() detaches the client at once and stops the SDK once its start() gives up", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    t.client.destroy();
    expect(vapi.listenerCount()).toBe(1); // an inert `error` listener: the SDK throws without one
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(vapi.stopCount).toBe(1);
    await flush();
    expect(vapi.listenerCount()).toBe(0);
  });
});

describe("a call that is joined but never reaches the agent's 'listening'", () => {
  it("times out 20 s after the start as a network failure, hangs up and retries", async () => {
    const started = t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    vapi.join();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(t.client.getSnapshot().state.status).toBe("connecting");
    expect(retries).toMatchObject([{ failure: { reason: "network", message: TIMEOUT_MESSAGE } }]);
    expect(vapi.stopCount).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
  });

  it("honours connectTimeoutMs, and the time-out no longer runs once the call is active", async () => {
    t.client.destroy();
    t = setUpClient(undefined, undefined, { connectTimeoutMs: 5000 });
    const failed = t.client.start();
    await flush();
    for (let attempt = 0; attempt < 4; attempt++) {
      await vi.advanceTimersByTimeAsync(5000 + RETRY_DELAY_MS * (attempt + 1) + MIN_START_GAP_MS);
    }
    await expect(failed).resolves.toMatchObject({
      status: "failed",
      failure: { reason: "network" },
    });
    expect(t.errors).toMatchObject([{ reason: "network", message: TIMEOUT_MESSAGE }]);

    await startCall(t);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });
});

describe("an SDK stop() that never settles", () => {
  it("ends the call after 5 s and drops the SDK instance; the next call uses a new one", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.hangOnStop = true;
    let stopped = false;
    void t.client.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(STOP_TIMEOUT_MS - 1);
    expect(stopped).toBe(false);
    expect(t.client.getSnapshot().state.status).toBe("ending");
    await vi.advanceTimersByTimeAsync(1);
    expect(stopped).toBe(true);
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(vapi.listenerCount("call-start")).toBe(0);

    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.sdk.instances).toHaveLength(2);
  });
});

describe("subscribers and listeners that throw", () => {
  it("a subscriber that throws on `loading` neither breaks start() nor skips the others", async () => {
    const bug = new Error("subscriber bug");
    const seen: string[] = [];
    t.client.subscribe(() => {
      if (t.client.getSnapshot().state.status === "loading") throw bug;
    });
    t.client.subscribe(() => seen.push(t.client.getSnapshot().state.status));
    const started = t.client.start(); // does not throw
    await flush();
    t.sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
    // Each change of the snapshot (the call's id too), in order.
    expect(seen.filter((status, index) => status !== seen[index - 1])).toEqual([
      "loading",
      "connecting",
      "active",
    ]);
    expect(reported).toContain(bug);
  });

  it("a subscriber that throws when the call ends does not throw into the SDK", async () => {
    await startCall(t);
    const bug = new Error("subscriber bug");
    t.client.subscribe(() => {
      if (t.client.getSnapshot().state.status === "ended") throw bug;
    });
    expect(() => {
      t.sdk.vapi.leave(); // the agent hangs up: the SDK emits call-end
    }).not.toThrow();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
    expect(reported).toEqual([bug]);
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    await startCall(t);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });
});

describe("start() and signals during another call", () => {
  it("start() while a call is ending waits for the end and starts a new call", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.hangOnStop = true;
    void t.client.stop();
    expect(t.client.getSnapshot().state.status).toBe("ending");
    const next = t.client.start();
    await vi.advanceTimersByTimeAsync(STOP_TIMEOUT_MS);
    expect(t.sdk.instances).toHaveLength(2);
    t.sdk.vapi.connect();
    await expect(next).resolves.toMatchObject({ status: "active" });
  });

  it("the signal of a start() that joins a call in progress stops that call", async () => {
    void t.client.start();
    await flush();
    const controller = new AbortController();
    const joined = t.client.start({ signal: controller.signal });
    t.sdk.vapi.connect();
    await expect(joined).resolves.toMatchObject({ status: "active" });
    controller.abort();
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
  });
});

describe("a call that connects and drops, again and again", () => {
  // Drops the call in progress and lets the retry connect it again.
  async function dropAndReconnect() {
    t.sdk.vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    t.sdk.vapi.connect();
    await flush();
  }

  it("stops after 6 retries in all and ends the call with the failure", async () => {
    await startCall(t);
    for (let drop = 1; drop <= MAX_SESSION_RETRIES; drop++) {
      await dropAndReconnect();
      expect(t.client.getSnapshot().state.status).toBe("active");
    }
    t.sdk.vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure: { reason: "network" },
    });
    expect(retries).toHaveLength(MAX_SESSION_RETRIES);
    expect(t.sdk.vapi.starts).toHaveLength(1 + MAX_SESSION_RETRIES);
    expect(t.errors.map((failure) => failure.reason)).toEqual(["network"]);
  });

  it("honours maxSessionRetries", async () => {
    t.client.destroy();
    t = setUpClient(undefined, undefined, { maxSessionRetries: 1 });
    await startCall(t);
    await dropAndReconnect();
    t.sdk.vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({ status: "ended", reason: "error" });
  });
});

describe("failures the SDK reports without a status", () => {
  it("a 502 page in HTML is a network failure and is retried", async () => {
    void t.client.start();
    await flush();
    // What the SDK copies from the Response it threw: the body's parse error, no status.
    t.sdk.vapi.failStart({ message: {}, data: null, error: new SyntaxError("Unexpected '<'") });
    await flush();
    expect(retries).toMatchObject([{ attempt: 2, failure: { reason: "network" } }]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    t.sdk.vapi.connect();
    await flush();
    expect(t.client.getSnapshot().state.status).toBe("active");
  });
});

describe("the agent's side ends the call", () => {
  it("passes Vapi's ended reason through on ended {reason: 'agent'}", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "exceeded-max-duration",
    });
    vapi.leave();
    // The SDK's own status-update after call-end changes nothing.
    vapi.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "customer-ended-call",
    });
    await flush();
    expect(t.client.getSnapshot().state).toEqual({
      status: "ended",
      reason: "agent",
      endedReason: "exceeded-max-duration",
    });
  });

  it("has no endedReason when Vapi sent none", async () => {
    await startCall(t);
    t.sdk.vapi.leave();
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
  });
});

describe("a call stopped while its retry waits for an abandoned start", () => {
  it("the old call's retry never touches the next call: no stray retry, no hang-up", async () => {
    const first = t.client.start();
    await flush();
    const abandoned = t.sdk.vapi;
    // The first start times out: the retry runs on a second instance, whose call object Daily
    // refuses as a duplicate while the abandoned start may still answer.
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + RETRY_DELAY_MS);
    t.sdk.vapi.failDuplicateCallObject();
    await flush();
    expect(retries).toHaveLength(1);

    // The visitor stops, and calls again while the old attempt still waits for the abandoned one.
    await t.client.stop();
    await expect(first).resolves.toEqual({ status: "ended", reason: "user" });
    const next = t.client.start();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    const current = t.sdk.vapi;
    current.connect();
    await expect(next).resolves.toMatchObject({ status: "active" });
    const stopsBefore = current.stopCount;

    // The abandoned start answers at last: the old attempt's wait is over.
    abandoned.join();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + RETRY_DELAY_MS * 2);
    expect(retries).toHaveLength(1);
    expect(current.stopCount).toBe(stopsBefore);
    expect(t.client.getSnapshot().state).toMatchObject({ status: "active" });
  });
});
