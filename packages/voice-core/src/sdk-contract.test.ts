// Contract test: the real @vapi-ai/web 2.7.1 build (not the fake SDK of the other tests), with
// only its edges stubbed: `fetch` for `POST /call/web` and Daily's `createCallObject`. The raw
// tests pin down what the SDK emits, in which order, and what voice-core reads from it; the
// client tests run voice-core on top of it.
import Vapi from "@vapi-ai/web";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallState } from "./call-state";
import { field, interpretSdkError, type VoiceFailure } from "./failure-reasons";
import { loadVapiSdk } from "./load-sdk";
import { createVoiceClient, type RetryEvent } from "./voice-client";
import {
  DAILY_JOIN_ERROR,
  FakeDailyCall,
  jsonReply,
  stubBrowser,
  stubDaily,
  stubFetch,
  WEB_CALL,
  type CallWebReply,
} from "./testing/real-sdk";

/** Vapi's body for a request that fails its validation. */
const VALIDATION_BODY = {
  message: ["assistantId must be a UUID"],
  error: "Bad Request",
  statusCode: 400,
};
const VALIDATION_ERROR = jsonReply(400, VALIDATION_BODY);
/** A proxy's error page in front of the API: not JSON. */
const BAD_GATEWAY: CallWebReply = {
  status: 502,
  body: "<html>Bad gateway</html>",
  contentType: "text/html",
};
const SERVER_ERROR = jsonReply(500, { message: "Internal server error", statusCode: 500 });
const CREATED = jsonReply(201, WEB_CALL);

// Clients to destroy after the test, even when it failed half-way.
const clients: { destroy: () => void }[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What one `start()` of the real SDK did: its events and its outcome, in one ordered list. */
interface RawStart {
  /** `error:<type>`, `call-start-failed`, `progress:<stage>:failed`, ..., then `resolved:<value>`. */
  readonly order: string[];
  /** The payloads of the SDK's `error` events, in order. */
  readonly errors: unknown[];
  /** The payloads of the SDK's `call-start-failed` events. */
  readonly failed: unknown[];
}

async function startRaw(vapi: Vapi): Promise<RawStart> {
  const order: string[] = [];
  const errors: unknown[] = [];
  const failed: unknown[] = [];
  vapi.on("error", (error: unknown) => {
    errors.push(error);
    order.push(`error:${String(field(error, "type"))}`);
  });
  vapi.on("call-start-failed", (event) => {
    failed.push(event);
    order.push("call-start-failed");
  });
  vapi.on("call-start-progress", ({ stage, status }) => {
    if (status === "failed") order.push(`progress:${stage}:failed`);
  });
  vapi.on("call-start-success", () => order.push("call-start-success"));
  vapi.on("call-start", () => order.push("call-start"));
  vapi.on("call-end", () => order.push("call-end"));
  try {
    const call = await vapi.start("asst_test");
    order.push(`resolved:${call === null ? "null" : "call"}`);
  } catch (error) {
    order.push(`rejected:${String(error)}`);
  }
  return { order, errors, failed };
}

/** A fresh SDK instance: the constructor also points the SDK's module-wide API client at it. */
const newVapi = () => new Vapi("pk_test", "https://api.vapi.test", { avoidEval: true });

/**
 * The failure voice-core's `interpretSdkError` reads from an SDK `error` payload before any call
 * is active (`undefined` when it sees none). Only `.failure` is read, so that this does not
 * depend on the rest of the verdict's shape.
 */
const failureOf = (payload: unknown): unknown =>
  field(interpretSdkError(payload, false), "failure");

const throwing = (message: string) => () => {
  throw new Error(message);
};

describe("raw @vapi-ai/web start() failures", () => {
  it("HTTP 500: call-start-failed, then error start-method-error, then start() resolves null", async () => {
    const fetch = stubFetch(SERVER_ERROR);
    const createCallObject = stubDaily(() => new FakeDailyCall());
    const { order, errors } = await startRaw(newVapi());

    expect(order).toEqual(["call-start-failed", "error:start-method-error", "resolved:null"]);
    // The stub is what the SDK called: the key and base URL of the newest instance.
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://api.vapi.test/call/web");
    expect(init).toMatchObject({ method: "POST", headers: { Authorization: "Bearer pk_test" } });
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    expect(body).toMatchObject({ assistantId: "asst_test" });
    expect(createCallObject).not.toHaveBeenCalled();
    expect(failureOf(errors[0])).toMatchObject({ reason: "network" });
  });

  it("createCallObject throws: progress failed, error daily-call-object-creation-error, call-start-failed, error start-method-error, resolves null", async () => {
    stubFetch(CREATED);
    const createCallObject = stubDaily(throwing("Duplicate DailyIframe instances are not allowed"));
    const { order, errors } = await startRaw(newVapi());

    expect(order).toEqual([
      "progress:daily-call-object-creation:failed",
      "error:daily-call-object-creation-error",
      "call-start-failed",
      "error:start-method-error",
      "resolved:null",
    ]);
    expect(createCallObject).toHaveBeenCalledTimes(1);
    // voice-core's avoidEval reaches Daily (pages with a strict CSP need it).
    expect(createCallObject).toHaveBeenCalledWith({
      audioSource: true,
      videoSource: false,
      dailyConfig: { avoidEval: true },
    });
    // Both error events carry the serialised Error (no status, no data).
    for (const error of errors) {
      expect(field(error, "error")).toMatchObject({
        name: "Error",
        message: "Duplicate DailyIframe instances are not allowed",
      });
    }
  });

  it("join() rejects: daily-error first, then daily-call-join-error, call-start-failed, start-method-error, resolves null", async () => {
    stubFetch(CREATED);
    const call = new FakeDailyCall(DAILY_JOIN_ERROR);
    const createCallObject = stubDaily(() => call);
    const { order, errors } = await startRaw(newVapi());

    expect(order).toEqual([
      "error:daily-error",
      "progress:daily-call-join:failed",
      "error:daily-call-join-error",
      "call-start-failed",
      "error:start-method-error",
      "resolved:null",
    ]);
    expect(createCallObject).toHaveBeenCalledTimes(1);
    expect(call.joins).toEqual([
      { url: WEB_CALL.webCallUrl, subscribeToTracksAutomatically: false },
    ]);
    expect(call.destroyed).toBe(true); // the SDK's clean-up destroyed the failed call object
    // voice-core acts on the first one: Daily's fatal type, here a network failure.
    expect(failureOf(errors[0])).toMatchObject({ reason: "network" });
  });

  it("HTTP 400 validation error: same order; the error payload's .error carries Vapi's body with statusCode 400", async () => {
    stubFetch(VALIDATION_ERROR);
    const { order, errors, failed } = await startRaw(newVapi());

    expect(order).toEqual(["call-start-failed", "error:start-method-error", "resolved:null"]);
    expect(errors[0]).toMatchObject({ type: "start-method-error", stage: "unknown" });
    // The thrown Response, spread: its parsed body as `error` (and as `message`), `data` null,
    // and no `status` (a getter, lost by the spread).
    const error = field(errors[0], "error");
    expect(field(error, "error")).toEqual(VALIDATION_BODY);
    expect(field(error, "data")).toBeNull();
    expect(field(error, "status")).toBeUndefined();
    // call-start-failed's `error` (typed string by the SDK) is the body object here.
    expect(field(failed[0], "error")).toEqual(VALIDATION_BODY);
    expect(failureOf(errors[0])).toMatchObject({ reason: "not-configured", retryable: false });
  });

  it("HTTP 502 with an HTML body: the payload has no status at all, only the JSON SyntaxError; voice-core reads it as network", async () => {
    stubFetch(BAD_GATEWAY);
    const { order, errors } = await startRaw(newVapi());

    expect(order).toEqual(["call-start-failed", "error:start-method-error", "resolved:null"]);
    const error = field(errors[0], "error");
    expect(field(error, "data")).toBeNull();
    expect(field(error, "error")).toBeInstanceOf(SyntaxError);
    expect(field(error, "message")).toBeInstanceOf(SyntaxError); // not even a string
    expect(field(error, "status")).toBeUndefined();
    expect(field(error, "statusCode")).toBeUndefined();
    expect(field(field(error, "error"), "statusCode")).toBeUndefined();
    expect(failureOf(errors[0])).toMatchObject({ reason: "network", retryable: true });
  });
});

describe("voice-core on the real SDK", () => {
  /** A client on the real Vapi class, with its states, errors and retries. */
  async function setUp() {
    vi.useFakeTimers();
    stubBrowser();
    const RealVapi = await loadVapiSdk(); // what the default loader would give it
    expect(RealVapi).toBe(Vapi);
    const client = createVoiceClient({
      publicKey: "pk_test",
      assistantId: "asst_test",
      baseUrl: "https://api.vapi.test",
      loadSdk: () => Promise.resolve(RealVapi),
    });
    clients.push(client);
    const states: CallState[] = [];
    const errors: VoiceFailure[] = [];
    const retries: RetryEvent[] = [];
    client.on("state", (state) => states.push(state));
    client.on("error", (failure) => errors.push(failure));
    client.on("retry", (retry) => retries.push(retry));
    return { client, states, errors, retries };
  }

  /** Starts a call and lets it run for `ms` of fake time; returns what start() resolved. */
  async function startFor(client: { start: () => Promise<CallState> }, ms: number) {
    const started = client.start();
    await vi.advanceTimersByTimeAsync(ms);
    return started;
  }

  it("a 400 validation error fails as not-configured at once, without a retry", async () => {
    const fetch = stubFetch(VALIDATION_ERROR);
    const t = await setUp();
    const state = await startFor(t.client, 10_000);

    expect(state).toMatchObject({
      status: "failed",
      failure: { reason: "not-configured", retryable: false },
    });
    expect(t.states.map((s) => s.status)).toEqual(["loading", "connecting", "failed"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("https://api.vapi.test/call/web");
    expect(t.retries).toEqual([]);
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toMatchObject({ reason: "not-configured" });
  });

  it("a 502 HTML body is retried as network after 1000, 2000 and 3000 ms, then fails as network", async () => {
    const fetch = stubFetch(BAD_GATEWAY);
    const t = await setUp();
    const started = t.client.start();
    // How many POST /call/web the SDK has sent after `ms` more of fake time.
    const requestsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetch.mock.calls.length;
    };
    expect(await requestsAfter(0)).toBe(1);
    expect(await requestsAfter(999)).toBe(1);
    expect(await requestsAfter(1)).toBe(2);
    expect(await requestsAfter(1999)).toBe(2);
    expect(await requestsAfter(1)).toBe(3);
    expect(await requestsAfter(2999)).toBe(3);
    expect(await requestsAfter(1)).toBe(4);
    const state = await started;

    expect(
      t.retries.map(({ attempt, delayMs, failure }) => [attempt, delayMs, failure.reason]),
    ).toEqual([
      [2, 1000, "network"],
      [3, 2000, "network"],
      [4, 3000, "network"],
    ]);
    expect(state).toMatchObject({ status: "failed", failure: { reason: "network" } });
    expect(
      t.states.map((s) => (s.status === "connecting" ? `connecting:${s.attempt}` : s.status)),
    ).toEqual([
      "loading",
      "connecting:1",
      "connecting:2",
      "connecting:3",
      "connecting:4",
      "failed",
    ]);
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toMatchObject({ reason: "network", retryable: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(t.errors).toHaveLength(1);
  });

  // Daily's own messages: the first is what the real createCallObject throws where there is no
  // WebRTC (this Node process, old browsers, some in-app web views), the second when another
  // Daily call object is still on the page. Neither is retried: only `network` is.
  it.each([
    ["WebRTC not supported or suppressed", "unknown"],
    ["Duplicate DailyIframe instances are not allowed", "busy"],
  ])("createCallObject throwing %j fails as %s, without a retry", async (message, reason) => {
    stubFetch(CREATED);
    const createCallObject = stubDaily(throwing(message));
    const t = await setUp();
    const state = await startFor(t.client, 10_000);

    expect(createCallObject).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ status: "failed", failure: { reason, retryable: true } });
    expect(t.retries).toEqual([]);
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toMatchObject({ reason });
  });

  it("join() rejecting (Daily connection-error) is retried as network, then fails as network", async () => {
    const fetch = stubFetch(CREATED);
    const calls: FakeDailyCall[] = [];
    stubDaily(() => {
      const call = new FakeDailyCall(DAILY_JOIN_ERROR);
      calls.push(call);
      return call;
    });
    const t = await setUp();
    const state = await startFor(t.client, 20_000);

    expect(t.retries.map((r) => r.failure.reason)).toEqual(["network", "network", "network"]);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(calls).toHaveLength(4);
    expect(calls.every((call) => call.destroyed)).toBe(true);
    expect(state).toMatchObject({ status: "failed", failure: { reason: "network" } });
    expect(t.errors).toHaveLength(1);
  });
});
