// A call whose connection drops is rejoined (`reconnecting`, the SDK's reconnect()), so the
// conversation goes on; a hang-up ends the call for good, as its room outlives the visitor.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RetryEvent } from "./voice-client";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
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

// The connection of the active call breaks: Daily's fatal error, then its left-meeting.
async function dropConnection(): Promise<void> {
  t.sdk.vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
  t.sdk.vapi.leave();
  await flush();
}

describe("a dropped call", () => {
  it("is created with a room that outlives the visitor, so it can be rejoined", async () => {
    await startCall(t);
    expect(t.sdk.vapi.starts[0]?.options).toEqual({ roomDeleteOnUserLeaveEnabled: false });
  });

  it("shows `reconnecting`, rejoins the same call and keeps the conversation", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.transcript("assistant", "final", "Hi! How can I help?");
    const stopsBefore = vapi.stopCount;
    await dropConnection();
    expect(t.client.getSnapshot().state).toEqual({ status: "reconnecting", attempt: 2 });
    expect(retries.map(({ attempt, delayMs }) => [attempt, delayMs])).toEqual([[2, 1000]]);
    expect(vapi.stopCount).toBe(stopsBefore + 1); // Daily's call object is released...
    expect(vapi.sent).toEqual([]); // ...but the call is not ended

    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.starts).toHaveLength(2);
    expect(vapi.starts[1]?.webCall).toEqual({ id: "call-1", webCallUrl: "https://x" });
    vapi.connect();
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "active", activity: "listening" });
    expect(t.client.getSnapshot().transcript).toMatchObject([
      { id: "1", role: "assistant", text: "Hi! How can I help?", final: true },
    ]);
    expect(t.statuses()).toEqual(["loading", "connecting", "active", "reconnecting", "active"]);
  });

  it("forgets the reason the SDK makes up when the dropped call leaves", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    await dropConnection();
    // The SDK's left-meeting handler sends this for any leave, a dropped connection included.
    vapi.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "customer-ended-call",
    });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    vapi.connect();
    await flush();
    vapi.leave(); // the agent hangs up, Vapi sent no reason this time
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "agent" });
  });

  it("tries to rejoin at most 3 times in a row, then ends with the failure", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    await dropConnection();
    for (let retry = 1; retry <= MAX_RETRIES; retry++) {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * retry);
      expect(vapi.pendingStart.webCall).toBeDefined();
      vapi.failJoin(); // reconnect() rejects
      await flush();
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(1 + MAX_RETRIES);
    expect(retries.map(({ attempt }) => attempt)).toEqual([2, 3, 4]);
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure: { reason: "network" },
    });
    expect(t.errors).toHaveLength(1);
  });

  it("a hang-up while reconnecting ends the call at once and rejoins nothing", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    await dropConnection();
    await t.client.stop();
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vapi.starts).toHaveLength(1);
  });

  it("starts a new call when the SDK gave no call to rejoin", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    vapi.pendingStart.resolve({ id: "call-without-url" });
    vapi.inCall = true;
    vapi.listen();
    await flush();
    await dropConnection();
    expect(t.client.getSnapshot().state.status).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.pendingStart.webCall).toBeUndefined();
    expect(vapi.pendingStart.assistant).toBe("asst_test");
  });
});

describe("hanging up", () => {
  it("stop() ends the call for good before leaving it", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    await t.client.stop();
    expect(vapi.sent).toEqual([{ type: "end-call" }]);
    expect(vapi.stopCount).toBe(1);
  });

  it("destroy() ends the call for good too", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.destroy();
    await flush();
    expect(vapi.sent).toEqual([{ type: "end-call" }]);
    expect(vapi.stopCount).toBe(1);
  });

  it("a call created after stop() is ended when the SDK returns it", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    await t.client.stop();
    vapi.join();
    await flush();
    expect(vapi.sent).toEqual([{ type: "end-call" }]);
    expect(vapi.stopCount).toBe(1);
  });

  it("sends nothing when the agent hangs up", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    vapi.leave();
    await flush();
    expect(t.client.getSnapshot().state).toMatchObject({ status: "ended", reason: "agent" });
    expect(vapi.sent).toEqual([]);
  });
});

describe("review cases", () => {
  it("a call that never became active is ended, not kept, before the retry makes a new one", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    vapi.join(); // joined, but the agent never says it is listening
    await flush();
    vapi.dailyError("connection-error");
    await flush();
    expect(t.client.getSnapshot().state).toEqual({ status: "connecting", attempt: 2 });
    expect(vapi.sent).toEqual([{ type: "end-call" }]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.pendingStart.webCall).toBeUndefined(); // a new call, not a rejoin
  });

  it("ending a call Daily has not joined reports no error", async () => {
    void t.client.start();
    await flush();
    const vapi = t.sdk.vapi;
    vapi.send = () => {
      throw new Error("sendAppMessage() only supported after join.");
    };
    const reported = vi.fn();
    process.on("uncaughtException", reported);
    t.client.destroy();
    // The SDK's start() never returns: the dropped instance is hung up after the connect
    // time-out.
    await vi.advanceTimersByTimeAsync(20_000);
    process.off("uncaughtException", reported);
    expect(reported).not.toHaveBeenCalled();
    expect(vapi.stopCount).toBe(1);
  });

  it("a rejoin that fails does not mute a call object that is gone", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    t.client.setMuted(true);
    await dropConnection();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    vapi.failJoin();
    await flush();
    expect(vapi.muteCalls).toEqual([true]);
    expect(t.client.getSnapshot().state).toMatchObject({ status: "reconnecting", attempt: 3 });
  });

  it("start() while reconnecting resolves with the state now, not the first connection's", async () => {
    await startCall(t);
    await dropConnection();
    await expect(t.client.start()).resolves.toEqual({
      status: "reconnecting",
      attempt: 2,
      callId: "call-1",
    });
  });

  it("messages between two tries (the SDK's own 'ended' of the dropped call) are not passed on", async () => {
    await startCall(t);
    const vapi = t.sdk.vapi;
    const messages: unknown[] = [];
    t.client.on("message", (message) => messages.push(message));
    await dropConnection();
    vapi.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "customer-ended-call",
    });
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    vapi.connect();
    await flush();
    vapi.transcript("assistant", "final", "Sorry, you cut out. Where were we?");
    expect(messages).toHaveLength(1);
  });
});
