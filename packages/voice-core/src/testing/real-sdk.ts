// The real `@vapi-ai/web` build with only its edges replaced: `fetch` (the SDK's HTTP client
// for `POST /call/web`) and Daily's `createCallObject` (WebRTC). Used by the contract tests.
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { vi } from "vitest";
import { field } from "../failure-reasons";
import { stubMicrophone, type FakeMicrophone } from "./test-client";

const require = createRequire(import.meta.url);

/** Path of the SDK's `dist/vapi.js` (its `main`): the module whose `require`s we reach. */
export const SDK_ENTRY = require.resolve("@vapi-ai/web");

/** The part of Daily's `DailyIframe` class the SDK calls (`createCallObject`). */
interface DailyFactory {
  createCallObject(options?: unknown): unknown;
}

function isDailyFactory(value: unknown): value is DailyFactory {
  return typeof value === "function" && "createCallObject" in value;
}

/**
 * The very `@daily-co/daily-js` instance the SDK uses: required from the SDK's own file, so
 * Node's module cache hands back the same object (the SDK reads `createCallObject` off it at
 * call time, so a spy on it intercepts the SDK's calls).
 */
export function sdkDaily(): DailyFactory {
  const daily: unknown = createRequire(SDK_ENTRY)("@daily-co/daily-js");
  if (!isDailyFactory(daily)) throw new TypeError("@daily-co/daily-js has no createCallObject");
  return daily;
}

/** Daily's meeting states that the fake goes through (daily-js's `meetingState()`). */
export type FakeMeetingState = "new" | "joined-meeting" | "left-meeting" | "error";

/**
 * A Daily call object that never touches WebRTC. `join()` either resolves (the meeting is
 * joined: `joined-meeting`), or fails like daily-js 0.87 does on a fatal error: it emits `error`
 * with the error event first and then rejects with that same event (`_joinedCallback(null,
 * event)` then `emitDailyJSEvent(event)`).
 *
 * The test plays the other side of the call: the agent's app messages (`receiveAppMessage`), a
 * fatal error (`fail`) and the end of the meeting (`leftMeeting`). Events are emitted as daily-js
 * emits them: `{ action, ...fields }`, a listener's throw swallowed, nothing once destroyed.
 * Method calls and events go to `log` (shareable between call objects, to see their order).
 */
export class FakeDailyCall extends EventEmitter {
  readonly joins: unknown[] = [];
  /** The data of every `sendAppMessage()` that went out, in order. */
  readonly sentAppMessages: unknown[] = [];
  destroyed = false;
  /** daily-js's `meetingState()`. */
  state: FakeMeetingState = "new";

  constructor(
    private readonly joinError?: Readonly<Record<string, unknown>>,
    readonly log: string[] = [],
  ) {
    super();
  }

  /** daily-js's `emitDailyJSEvent`: swallows a listener's throw; silent once destroyed. */
  private emitDaily(action: string, fields: Readonly<Record<string, unknown>> = {}): void {
    if (this.destroyed) return;
    this.log.push(`event:${action}`);
    try {
      this.emit(action, { ...fields, action, callClientId: "fake-call-client" });
    } catch {
      // ignored, as daily-js does
    }
  }

  iframe(): null {
    return null;
  }

  join(options: unknown): Promise<unknown> {
    this.joins.push(options);
    this.log.push(`join:${String(field(options, "url"))}`);
    const error = this.joinError;
    if (!error) {
      this.state = "joined-meeting";
      const participants = { local: { local: true, session_id: "visitor", user_name: "" } };
      this.emitDaily("joined-meeting", { participants });
      return Promise.resolve(participants);
    }
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as daily-js does
    const rejected = Promise.reject(error);
    this.state = "error";
    this.log.push("event:error");
    try {
      this.emit("error", error); // daily-js swallows a listener's throw here too
    } catch {
      // ignored, as daily-js does
    }
    return rejected;
  }

  /** An app message from the agent (Vapi sends a string: `"listening"` or a JSON message). */
  receiveAppMessage(data: unknown, fromId = "vapi-agent"): void {
    this.emitDaily("app-message", { data, fromId });
  }

  /** Daily's `network-quality-change`: its judgement of the connection. */
  networkQuality(threshold: "good" | "low" | "very-low", quality: number): void {
    this.emitDaily("network-quality-change", { threshold, quality });
  }

  /** A fatal error (Daily's `error` event, such as {@link DAILY_CONNECTION_LOST}). */
  fail(event: Readonly<Record<string, unknown>>): void {
    this.state = "error";
    this.emitDaily("error", event);
  }

  /** Daily's `left-meeting` (after a fatal error, or when the meeting ends). */
  leftMeeting(): void {
    if (this.state !== "error") this.state = "left-meeting";
    this.emitDaily("left-meeting");
  }

  /**
   * daily-js's `destroy()`: leaves a joined meeting first (`left-meeting` comes back from the
   * call machine a moment later); a meeting in error or already left is not left again. Then it
   * stops listening to the call machine: no event reaches the listeners afterwards.
   */
  async destroy(): Promise<void> {
    this.log.push("destroy");
    await Promise.resolve(); // the call machine's round trip
    if (this.state === "joined-meeting") this.leftMeeting();
    this.destroyed = true;
    this.removeAllListeners();
  }

  startRemoteParticipantsAudioLevelObserver(): void {
    // No remote audio in these tests.
  }

  updateInputSettings(): Promise<unknown> {
    return Promise.resolve({});
  }

  /** Sends to everyone in the meeting; daily-js throws outside of one. */
  sendAppMessage(data: unknown, to = "*"): this {
    if (this.state !== "joined-meeting") {
      throw new Error("sendAppMessage() only supported after join.");
    }
    this.sentAppMessages.push(data);
    this.log.push(`sendAppMessage:${String(data)}:${to}`);
    return this;
  }
}

/** Daily's fatal error event for a join that could not reach the room (a `connection-error`). */
export const DAILY_JOIN_ERROR: Readonly<Record<string, unknown>> = {
  action: "error",
  errorMsg: "Failed to connect to the room",
  error: { type: "connection-error", msg: "Failed to connect to the room" },
};

/** Daily's fatal error event for an active call whose connection was lost (then `left-meeting`). */
export const DAILY_CONNECTION_LOST: Readonly<Record<string, unknown>> = {
  action: "error",
  errorMsg: "Connection lost",
  error: { type: "connection-error", msg: "Connection lost", details: { on: "rtc-connection" } },
};

/**
 * Replaces Daily's `createCallObject` for the SDK: `make` returns the fake call object or
 * throws like Daily does. Restored by `vi.restoreAllMocks()`.
 */
export function stubDaily(make: () => unknown) {
  return vi.spyOn(sdkDaily(), "createCallObject").mockImplementation(make);
}

/** A reply of `POST /call/web`. */
export interface CallWebReply {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
}

export const jsonReply = (status: number, body: unknown): CallWebReply => ({
  status,
  body: JSON.stringify(body),
  contentType: "application/json; charset=utf-8",
});

/** A successful `POST /call/web`: the web call with its Daily room URL. */
export const WEB_CALL = { id: "call_1", webCallUrl: "https://vapi.daily.co/room_1" };

/**
 * Replaces the global `fetch` the SDK's HTTP client calls (`customFetch` reads the global at
 * each request) with one that answers `replies` in turn, the last one repeated. Each call gets
 * a fresh real `Response`, which the SDK parses itself. Restored by `vi.unstubAllGlobals()`.
 */
export function stubFetch(...replies: CallWebReply[]) {
  let calls = 0;
  // The SDK passes the URL as a string.
  const fetch = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(() => {
    const reply = replies[Math.min(calls, replies.length - 1)];
    calls += 1;
    if (!reply) return Promise.reject(new TypeError("no reply stubbed"));
    return Promise.resolve(
      new Response(reply.body, {
        status: reply.status,
        headers: { "content-type": reply.contentType },
      }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/**
 * The microphone stub of the client tests, on a navigator that also has the `userAgent` every
 * browser has: the SDK reads `navigator.userAgent` (mobile check) while starting and again in
 * its failure path, where a missing one would throw instead of reporting the failure.
 */
export function stubBrowser(): FakeMicrophone {
  const mic = stubMicrophone();
  vi.stubGlobal("navigator", {
    mediaDevices: navigator.mediaDevices,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/138.0 Safari/537.36",
  });
  return mic;
}
