// One call per page: the SDK and Daily allow one call object per page, and the SDK's API client
// is module-wide. Two clients (two providers, a provider remounted) share that.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getPageCall, resetPageCall } from "./page-call";
import { flush, setUpClient, startCall, type TestClient } from "./testing/test-client";
import { MIN_START_GAP_MS, PAGE_BUSY_MESSAGE, STOP_TIMEOUT_MS } from "./voice-defaults";

let a: TestClient;
let b: TestClient;

beforeEach(() => {
  vi.useFakeTimers();
  a = setUpClient();
  b = setUpClient();
});

afterEach(() => {
  a.client.destroy();
  b.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("two clients on one page", () => {
  it("a provider remounted while connecting: the new client waits until the old call is created and hung up", async () => {
    void a.client.start();
    await flush();
    const old = a.sdk.vapi;
    a.client.destroy(); // the provider unmounts

    const started = b.client.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.client.getSnapshot().state).toEqual({ status: "connecting", attempt: 1 });
    expect(b.sdk.vapi.starts).toHaveLength(0); // no second call object while the first exists

    old.join(); // the old start() returns its call: it is hung up, then the new call starts
    await flush();
    expect(old.inCall).toBe(false);
    expect(b.sdk.vapi.starts).toHaveLength(1);
    b.sdk.vapi.connect();
    await expect(started).resolves.toEqual({ status: "active", activity: "listening" });
  });

  it("a start() while another client's call is on fails as busy, without loading anything", async () => {
    await startCall(a);
    await expect(b.client.start()).resolves.toMatchObject({
      status: "failed",
      failure: {
        reason: "busy",
        message: PAGE_BUSY_MESSAGE,
        retryable: true,
      },
    });
    expect(b.errors).toMatchObject([{ reason: "busy", message: PAGE_BUSY_MESSAGE }]);
    expect(b.sdk.loads).toBe(0);
    expect(a.client.getSnapshot().state.status).toBe("active");

    // Once that call is over, the page is free again.
    await a.client.stop();
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS);
    const next = b.client.start();
    await flush();
    b.sdk.vapi.connect();
    await expect(next).resolves.toMatchObject({ status: "active" });
  });

  it("a start() while another client's call is ending waits for the end, then starts", async () => {
    await startCall(a);
    a.sdk.vapi.hangOnStop = true;
    const stopped = a.client.stop();
    const started = b.client.start();
    await flush();
    expect(b.client.getSnapshot().state.status).toBe("idle");
    await vi.advanceTimersByTimeAsync(STOP_TIMEOUT_MS);
    await stopped;
    await flush();
    expect(b.client.getSnapshot().state.status).toBe("connecting");
    b.sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
  });

  it("a start() queued behind another client's ending call is dropped by destroy()", async () => {
    await startCall(a);
    a.sdk.vapi.hangOnStop = true;
    void a.client.stop();
    const queued = b.client.start();
    b.client.destroy(); // b's provider unmounts while it waits
    await vi.advanceTimersByTimeAsync(STOP_TIMEOUT_MS);
    await expect(queued).resolves.toEqual({ status: "idle" });
    expect(b.sdk.loads).toBe(0);
    expect(getPageCall().owner).toBeUndefined();
  });

  it(`keeps ${MIN_START_GAP_MS} ms between SDK starts across clients`, async () => {
    await startCall(a);
    await a.client.stop();
    void b.client.start(); // no time has passed since a's SDK start
    await flush();
    expect(b.sdk.vapi.starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MIN_START_GAP_MS - 1);
    expect(b.sdk.vapi.starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.sdk.vapi.starts).toHaveLength(1);
  });

  it("starts on a new SDK instance when another client constructed one since (the SDK's API client holds the last key)", async () => {
    await a.client.preload();
    await b.client.preload();
    const started = a.client.start();
    await flush();
    expect(a.sdk.instances).toHaveLength(2);
    expect(a.sdk.instances[0]?.starts).toHaveLength(0);
    expect(a.sdk.vapi.starts).toHaveLength(1);
    a.sdk.vapi.connect();
    await expect(started).resolves.toMatchObject({ status: "active" });
  });

  it("is shared by two copies of the package (ESM and CJS, two versions)", async () => {
    vi.resetModules();
    const copy = await import("./page-call");
    expect(copy.getPageCall).not.toBe(getPageCall);
    expect(copy.getPageCall()).toBe(getPageCall());
  });
});

describe("the page's shared call record", () => {
  it("gains the newer fields when an older copy of this package made it", () => {
    resetPageCall();
    const key = Symbol.for("@novaline/voice-core/page-call");
    const older = { lastStartAt: 5 };
    (globalThis as Record<symbol, unknown>)[key] = older;
    const page = getPageCall();
    expect(page).toBe(older); // still shared with that copy
    expect(page.abandoned).toBeInstanceOf(Set);
    expect(page.strayJoinAt).toBe(-Infinity);
    resetPageCall();
  });
});
