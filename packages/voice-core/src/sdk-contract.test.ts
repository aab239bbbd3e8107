// Contract test: the real @vapi-ai/web 2.7.1 build (not the fake SDK of the other tests), with
// only its edges stubbed: `fetch` for `POST /call/web` and Daily's `createCallObject`. The raw
// tests pin down what the SDK emits, in which order, and what voice-core reads from it; the
// client tests run voice-core on top of it.
import Vapi from "@vapi-ai/web";
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallState } from "./call-state";
import { watchCallMetrics, type CallMetrics } from "./call-metrics";
import { handleClientTools } from "./client-tools";
import {
  field,
  interpretSdkError,
  isDuplicateCallObject,
  type VoiceFailure,
} from "./failure-reasons";
import { loadVapiSdk } from "./load-sdk";
import { createVoiceClient, type RetryEvent } from "./voice-client";
import {
  DAILY_CONNECTION_LOST,
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
    // voice-core reads it as Daily refusing a second call object (busy, unless a start of its
    // own that was given up on explains it).
    const failure = failureOf(errors[0]) as VoiceFailure;
    expect(failure).toMatchObject({ reason: "busy" });
    expect(isDuplicateCallObject(failure)).toBe(true);
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

// The agent's side of an active call, as Vapi sends it through Daily's app messages (strings).
/** The agent is ready: the SDK's `onAppMessage` turns exactly this into `call-start`. */
const LISTENING = "listening";
const transcript = (role: "assistant" | "user", text: string) =>
  JSON.stringify({ type: "transcript", role, transcriptType: "final", transcript: text });
const GREETING = transcript("assistant", "Hi! How can I help?");
const REPLY = transcript("user", "I'd like a booking");
/** What voice-core's hang-up sends through `vapi.send`: Vapi's live call control to end the call. */
const END_CALL = JSON.stringify({ type: "end-call" });

/** The SDK events the logs below show (with their payload's `type`, if any). */
const SDK_EVENTS: ReadonlySet<string> = new Set([
  "call-start",
  "call-end",
  "call-start-failed",
  "error",
  "message",
]);

/** A state in a log line: its status, with the attempt of `connecting` and `reconnecting`. */
function label(state: CallState): string {
  return "attempt" in state ? `${state.status}:${String(state.attempt)}` : state.status;
}

describe("voice-core on the real SDK: an active call", () => {
  /**
   * A client on the real Vapi class with one `POST /call/web` reply (`CREATED`). Each Daily call
   * object the SDK creates joins, except that the ones after the first fail their join with
   * `rejoinError` (when given). The client's states, retries and errors go into the same `log`
   * as the call objects' method calls and events, so their order shows.
   */
  function setUp(rejoinError?: Readonly<Record<string, unknown>>) {
    vi.useFakeTimers();
    stubBrowser();
    const fetch = stubFetch(CREATED);
    const log: string[] = [];
    const calls: FakeDailyCall[] = [];
    const createCallObject = stubDaily(() => {
      const call = new FakeDailyCall(calls.length > 0 ? rejoinError : undefined, log);
      calls.push(call);
      return call;
    });
    // Spies that call through: which of the SDK's entry points voice-core used, with what, and
    // the SDK's events that matter here (the call's life, its errors and the agent's messages).
    vi.spyOn(Vapi.prototype, "emit").mockImplementation(function (
      this: Vapi,
      event: Parameters<Vapi["emit"]>[0],
      ...args: unknown[]
    ) {
      const [payload] = args;
      if (SDK_EVENTS.has(event)) {
        const type = field(payload, "type");
        log.push(`sdk:${event}${typeof type === "string" ? `:${type}` : ""}`);
      }
      return EventEmitter.prototype.emit.call(this, event, ...args);
    });
    const start = vi.spyOn(Vapi.prototype, "start");
    const reconnect = vi.spyOn(Vapi.prototype, "reconnect");
    const client = createVoiceClient({
      publicKey: "pk_test",
      assistantId: "asst_test",
      baseUrl: "https://api.vapi.test",
      loadSdk: () => Promise.resolve(Vapi),
    });
    clients.push(client);
    const errors: VoiceFailure[] = [];
    const retries: RetryEvent[] = [];
    client.on("state", (state) => log.push(`state:${label(state)}`));
    client.on("retry", (retry) => {
      retries.push(retry);
      log.push(`retry:${String(retry.attempt)}:${String(retry.delayMs)}`);
    });
    client.on("error", (failure) => {
      errors.push(failure);
      log.push(`client-error:${failure.reason}`);
    });
    return { client, fetch, log, calls, createCallObject, start, reconnect, errors, retries };
  }

  type Harness = ReturnType<typeof setUp>;

  /**
   * Starts the call; once the SDK has joined the first call object, the agent says it listens
   * (the SDK's `call-start`) and greets: start() resolves active. Returns that call object.
   */
  async function connect(t: Harness): Promise<FakeDailyCall> {
    const started = t.client.start();
    await vi.advanceTimersByTimeAsync(0);
    const call = t.calls[0];
    if (!call) throw new Error("the SDK created no Daily call object");
    expect(call.state).toBe("joined-meeting");
    call.receiveAppMessage(LISTENING);
    call.receiveAppMessage(GREETING);
    // start() names the call by the id of the web call Vapi created.
    expect(await started).toEqual({ status: "active", activity: "listening", callId: WEB_CALL.id });
    return call;
  }

  /** The app messages every call object sent, in order. */
  const sentAppMessages = (t: Harness) => t.calls.flatMap((call) => call.sentAppMessages);

  it("creates the call with roomDeleteOnUserLeaveEnabled: false in the POST /call/web body", async () => {
    const t = setUp();
    await connect(t);

    expect(t.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = t.fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://api.vapi.test/call/web");
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    expect(body).toMatchObject({ assistantId: "asst_test", roomDeleteOnUserLeaveEnabled: false });
    expect(t.start).toHaveBeenCalledWith("asst_test", undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
  });

  it("Vapi's speech updates, model output and interruptions reach voice-core as messages, in order, and tell what the agent does", async () => {
    const t = setUp();
    const call = await connect(t);
    const agents: string[] = [];
    t.client.on("agent", (agent) => agents.push(agent));
    t.log.length = 0;
    const speech = (role: string, status: string) =>
      JSON.stringify({ type: "speech-update", role, status, turn: 2 });
    call.receiveAppMessage(speech("user", "started"));
    call.receiveAppMessage(speech("user", "stopped"));
    call.receiveAppMessage(JSON.stringify({ type: "model-output", output: "Sure" }));
    call.receiveAppMessage(speech("assistant", "started"));
    call.receiveAppMessage(JSON.stringify({ type: "user-interrupted" }));
    call.receiveAppMessage(speech("assistant", "stopped"));
    expect(t.log.filter((line) => line.startsWith("sdk:"))).toEqual([
      "sdk:message:speech-update",
      "sdk:message:speech-update",
      "sdk:message:model-output",
      "sdk:message:speech-update",
      "sdk:message:user-interrupted",
      "sdk:message:speech-update",
    ]);
    expect(agents).toEqual(["thinking", "speaking", "listening"]);
    expect(t.client.getSnapshot().agent).toBe("listening");
  });

  it("sendText() and sendContext() reach Vapi as add-message app messages on the call object", async () => {
    const t = setUp();
    const call = await connect(t);
    t.client.sendText("Friday at 10");
    t.client.sendContext("The visitor is on /pricing.");
    expect(call.sentAppMessages.map((message) => JSON.parse(String(message)) as unknown)).toEqual([
      {
        type: "add-message",
        message: { role: "user", content: "Friday at 10" },
        triggerResponseEnabled: true,
      },
      {
        type: "add-message",
        message: { role: "system", content: "The visitor is on /pricing." },
        triggerResponseEnabled: false,
      },
    ]);
  });

  it("a tool-calls app message runs the page's tool, whose outcome goes back as an add-message on the call object", async () => {
    const t = setUp();
    const call = await connect(t);
    const days: unknown[] = [];
    handleClientTools(t.client, {
      showBookingLink: (args: { day?: string }) => {
        days.push(args.day);
        return "open";
      },
    });
    call.receiveAppMessage(
      JSON.stringify({
        type: "tool-calls",
        toolCallList: [
          {
            id: "call_tool_1",
            type: "function",
            function: { name: "showBookingLink", arguments: '{"day":"Friday"}' },
          },
        ],
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(days).toEqual(["Friday"]);
    expect(call.sentAppMessages.map((message) => JSON.parse(String(message)) as unknown)).toEqual([
      {
        type: "add-message",
        message: {
          role: "system",
          content: "Tool showBookingLink (call call_tool_1) returned: open",
        },
        triggerResponseEnabled: false,
      },
    ]);
    expect(t.client.getSnapshot().state.status).toBe("active");
  });

  it("Daily's network quality reaches the client's event and the call metrics", async () => {
    const t = setUp();
    const seen: CallMetrics[] = [];
    watchCallMetrics(t.client, (metrics) => seen.push(metrics));
    const call = await connect(t);
    const qualities: string[] = [];
    t.client.on("network-quality", (quality) => qualities.push(quality));
    call.networkQuality("low", 42);
    call.networkQuality("very-low", 12);
    expect(qualities).toEqual(["low", "very-low"]);
    expect(seen.at(-1)).toMatchObject({ networkQuality: "very-low", retries: 0 });
    expect(seen.at(-1)?.timeToListeningMs).toEqual(expect.any(Number));
  });

  it("a dropped connection: active → reconnecting (attempt 2) → active, rejoining the same room through reconnect(), keeping the transcript", async () => {
    const t = setUp();
    const first = await connect(t);
    t.log.length = 0;

    // The connection breaks: Daily's fatal error, then its left-meeting (same tick).
    first.fail(DAILY_CONNECTION_LOST);
    first.leftMeeting();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.client.getSnapshot().state).toEqual({ status: "reconnecting", attempt: 2 });
    expect(first.destroyed).toBe(true); // the SDK was stopped: Daily's call object is gone
    await vi.advanceTimersByTimeAsync(999);
    expect(t.createCallObject).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    // reconnect() joined a second call object on the same room and emitted call-start itself,
    // without waiting for "listening" (start() does wait for it).
    expect(t.reconnect).toHaveBeenCalledTimes(1);
    expect(t.reconnect).toHaveBeenCalledWith(WEB_CALL);
    expect(t.calls).toHaveLength(2);
    const second = t.calls[1];
    expect(second?.joins).toEqual([
      { url: WEB_CALL.webCallUrl, subscribeToTracksAutomatically: false },
    ]);
    expect(first.joins).toEqual(second?.joins);
    expect(t.client.getSnapshot().state).toEqual({ status: "active", activity: "listening" });
    expect(t.log).toEqual([
      "event:error",
      "sdk:error:daily-error", // voice-core: a network failure of an active call
      "state:reconnecting:2",
      "retry:2:1000",
      "destroy", // voice-core's vapi.stop(), without an end-call
      "event:left-meeting",
      "sdk:call-end", // ignored by voice-core while it waits to reconnect
      "sdk:message:status-update", // the SDK's own "ended", customer-ended-call
      "destroy", // the SDK's own clean-up on left-meeting
      `join:${WEB_CALL.webCallUrl}`, // 1000 ms later: reconnect()
      "event:joined-meeting",
      "sdk:call-start", // emitted by reconnect() itself
      "state:active",
    ]);

    // Same call: no second POST /call/web, no second start(), nothing ended, transcript kept.
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.start).toHaveBeenCalledTimes(1);
    expect(sentAppMessages(t)).toEqual([]);
    expect(t.retries.map(({ attempt, delayMs }) => [attempt, delayMs])).toEqual([[2, 1000]]);
    expect(t.errors).toEqual([]);
    // The conversation goes on over the new call object.
    second?.receiveAppMessage(REPLY);
    expect(t.client.getSnapshot().transcript).toMatchObject([
      { id: "1", role: "assistant", text: "Hi! How can I help?", final: true },
      { id: "2", role: "user", text: "I'd like a booking", final: true },
    ]);

    // A hang-up now ends the call through the new call object.
    await t.client.stop();
    expect(first.sentAppMessages).toEqual([]);
    expect(second?.sentAppMessages).toEqual([END_CALL]);
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
  });

  it("a fatal error whose left-meeting never reaches the SDK (destroyed first) reconnects the same way", async () => {
    const t = setUp();
    const first = await connect(t);
    t.log.length = 0;
    first.fail(DAILY_CONNECTION_LOST);
    await vi.advanceTimersByTimeAsync(0);
    first.leftMeeting(); // too late: the call object no longer emits
    await vi.advanceTimersByTimeAsync(1000);

    expect(t.log).toEqual([
      "event:error",
      "sdk:error:daily-error",
      "state:reconnecting:2",
      "retry:2:1000",
      "destroy",
      `join:${WEB_CALL.webCallUrl}`,
      "event:joined-meeting",
      "sdk:call-start",
      "state:active",
    ]);
    expect(t.calls[1]?.joins).toEqual(first.joins);
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(sentAppMessages(t)).toEqual([]);
  });

  it("stop() sends the end-call app message before the Daily call object is destroyed, and ends as user", async () => {
    const t = setUp();
    const call = await connect(t);
    t.log.length = 0;

    const stopped = t.client.stop();
    expect(t.client.getSnapshot().state).toEqual({ status: "ending" });
    await stopped;

    expect(call.sentAppMessages).toEqual([END_CALL]);
    expect(call.destroyed).toBe(true);
    expect(t.log).toEqual([
      "state:ending",
      `sendAppMessage:${END_CALL}:*`,
      "destroy", // vapi.stop()
      "event:left-meeting", // daily-js leaves the meeting it is destroying
      "sdk:call-end",
      "state:ended",
      "sdk:message:status-update",
      "destroy", // the SDK's own clean-up on left-meeting
    ]);
    expect(t.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(t.errors).toEqual([]);
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });

  it("destroy() sends the end-call app message before the Daily call object is destroyed", async () => {
    const t = setUp();
    const call = await connect(t);
    t.log.length = 0;

    t.client.destroy();
    await vi.advanceTimersByTimeAsync(0);

    expect(call.sentAppMessages).toEqual([END_CALL]);
    expect(call.destroyed).toBe(true);
    expect(t.log).toEqual([
      `sendAppMessage:${END_CALL}:*`,
      "destroy", // vapi.stop(), in the background
      "state:idle",
      "event:left-meeting",
      "sdk:call-end", // the client no longer listens
      "sdk:message:status-update",
      "destroy",
    ]);
  });

  it("reconnect() failing (join rejects) is retried after 1000, 2000 and 3000 ms, then the call ends with a network error", async () => {
    const t = setUp(DAILY_JOIN_ERROR);
    const first = await connect(t);
    t.log.length = 0;
    first.fail(DAILY_CONNECTION_LOST);
    first.leftMeeting();
    // How many Daily call objects the SDK has created (and tried to join) after `ms` more.
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return t.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(1999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(2999)).toBe(3);
    expect(await callsAfter(1)).toBe(4);

    expect(t.reconnect).toHaveBeenCalledTimes(3);
    expect(t.reconnect.mock.calls).toEqual([[WEB_CALL], [WEB_CALL], [WEB_CALL]]);
    for (const call of t.calls.slice(1)) {
      expect(call.joins).toEqual([
        { url: WEB_CALL.webCallUrl, subscribeToTracksAutomatically: false },
      ]);
      expect(call.destroyed).toBe(true); // the SDK's clean-up after the failed reconnect()
    }
    expect(
      t.retries.map(({ attempt, delayMs, failure }) => [attempt, delayMs, failure.reason]),
    ).toEqual([
      [2, 1000, "network"],
      [3, 2000, "network"],
      [4, 3000, "network"],
    ]);
    expect(t.client.getSnapshot().state).toMatchObject({
      status: "ended",
      reason: "error",
      failure: { reason: "network" },
    });
    // One failed reconnect(): Daily's error on the new call object (voice-core keeps this
    // first failure), then the SDK's call-start-failed and reconnect-error, its clean-up, and
    // reconnect() rejects.
    const failedRejoin = [
      `join:${WEB_CALL.webCallUrl}`,
      "event:error",
      "sdk:error:daily-error",
      "sdk:call-start-failed",
      "sdk:error:reconnect-error",
      "destroy",
    ];
    expect(t.log).toEqual([
      "event:error",
      "sdk:error:daily-error",
      "state:reconnecting:2",
      "retry:2:1000",
      "destroy",
      "event:left-meeting",
      "sdk:call-end",
      "sdk:message:status-update",
      "destroy",
      ...failedRejoin, // at +1000 ms
      "state:reconnecting:3",
      "retry:3:2000",
      ...failedRejoin, // at +3000 ms
      "state:reconnecting:4",
      "retry:4:3000",
      ...failedRejoin, // at +6000 ms
      "state:ended",
      "client-error:network",
    ]);
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toMatchObject({ reason: "network", retryable: true });
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.calls).toHaveLength(4);
    expect(t.errors).toHaveLength(1);
  });
});
