// The SDK adapter: listens to an instance of the SDK and turns its untyped, sometimes
// repetitive events into the typed signals the client acts on. Nothing of the SDK's payloads
// leaks past this file.
import {
  createFailure,
  failureFromCameraError,
  field,
  interpretSdkError,
  type SdkErrorVerdict,
  type VoiceFailure,
} from "./failure-reasons";
import { callGuarded } from "./report-error";
import type { VapiEventListeners, VapiEventName, VapiLike, VapiMessage } from "./sdk-types";
import type { NoiseCancellationEvent } from "./voice-client-types";

/**
 * What an SDK instance tells the client:
 *
 * - `call-start`: the agent is listening (after `start()`, or once a `reconnect()` has joined).
 * - `call-end`: the SDK left the call.
 * - `speech-start`, `speech-end`: the agent speaks, or stopped (sent again after `call-start`
 *   when the agent was already speaking before it).
 * - `volume`: the agent's audio level, 0..1.
 * - `message`: a message of the agent (an object with a string `type`).
 * - `failure`: something that stops the call (or its start), such as a call already started on
 *   the instance (`busy`).
 * - `ended-by-agent`: the server ended the meeting.
 * - `noise-cancellation`: see {@link NoiseCancellationEvent}.
 * - `microphone`: Daily reports the visitor's microphone muted or not.
 * - `network-quality`: Daily's threshold for the connection (`good`, `low`, `very-low`).
 * - `audio-blocked`: the browser refused to play the agent's audio (autoplay policy);
 *   `audio-playing`: the SDK plays it.
 */
export type SdkSignal =
  | {
      readonly type: "call-start" | "call-end" | "speech-start" | "speech-end" | "ended-by-agent";
    }
  | { readonly type: "volume"; readonly volume: number }
  | { readonly type: "message"; readonly message: VapiMessage }
  | { readonly type: "failure"; readonly failure: VoiceFailure }
  | { readonly type: "noise-cancellation"; readonly event: NoiseCancellationEvent }
  | NonNullable<SdkErrorVerdict>
  | { readonly type: "microphone"; readonly muted: boolean }
  | { readonly type: "network-quality"; readonly quality: string }
  | { readonly type: "audio-playing" };

/** Does nothing: for promises whose outcome does not matter. */
export const ignore = () => undefined;

/**
 * Listens to `vapi` and passes its events on as {@link SdkSignal}s; `isActive` says whether the
 * call is active (a room that expires then ends the call normally). Returns the function that
 * removes every listener at once. The SDK throws on an `error` nobody listens to (from inside
 * its `start()` or Daily's callbacks), so one listener that ignores everything stays until
 * {@link releaseSdk}.
 */
export function listenToSdk(
  vapi: VapiLike,
  onSignal: (signal: SdkSignal) => void,
  isActive: () => boolean,
): () => void {
  const removers: (() => void)[] = [];
  let attached = true;
  // Guarded (a throw would land in the SDK's own code and skip its clean-up), and silent once
  // detached: the SDK's emitter still calls a listener removed during the same emit.
  const listen = <E extends VapiEventName>(event: E, listener: VapiEventListeners[E]) => {
    const guarded = ((...args: Parameters<VapiEventListeners[E]>) => {
      if (attached) callGuarded(listener as (...a: typeof args) => void, ...args);
    }) as VapiEventListeners[E];
    vapi.on(event, guarded);
    removers.push(() => vapi.removeListener(event, guarded));
  };
  const failure = (failure: VoiceFailure | null) => {
    if (failure) onSignal({ type: "failure", failure });
  };
  // The SDK sends speech-start once per utterance, possibly before call-start: it is sent again
  // after call-start.
  let speaking = false;
  for (const type of ["call-start", "call-end", "speech-start", "speech-end"] as const) {
    listen(type, () => {
      if (type !== "call-start") speaking = type === "speech-start";
      onSignal({ type });
      if (type === "call-start" && speaking) onSignal({ type: "speech-start" });
    });
  }
  listen("volume-level", (level) => {
    onSignal({ type: "volume", volume: Math.min(1, Math.max(0, level)) });
  });
  listen("message", (message) => {
    if (typeof field(message, "type") === "string") {
      onSignal({ type: "message", message: message as VapiMessage });
    }
  });
  listen("call-start-progress", (progress) => {
    // start() found a call already started on the instance: it resolves null without an error.
    if (progress.metadata?.reason === "already-started") failure(createFailure("busy"));
    if (progress.stage === "audio-processing-setup" && progress.status === "completed") {
      onSignal({ type: "noise-cancellation", event: { status: "requested" } });
    }
  });
  // The visitor's microphone as Daily reports it: `tracks.audio.state`, or the deprecated
  // `audio` flag when there is no track state.
  listen("daily-participant-updated", (participant: unknown) => {
    const track = field(field(field(participant, "tracks"), "audio"), "state");
    const audio = field(participant, "audio");
    const muted =
      typeof track === "string" ? track === "off" : typeof audio === "boolean" ? !audio : null;
    if (field(participant, "local") === true && muted !== null) {
      onSignal({ type: "microphone", muted });
    }
  });
  listen("audio", () => {
    onSignal({ type: "audio-playing" });
  });
  listen("network-quality-change", (event) => {
    const quality = field(event, "threshold");
    if (typeof quality === "string") onSignal({ type: "network-quality", quality });
  });
  listen("camera-error", (error) => {
    failure(failureFromCameraError(error));
  });
  listen("error", (error) => {
    const verdict = interpretSdkError(error, isActive());
    if (verdict) onSignal(verdict);
  });

  return () => {
    attached = false;
    for (const remove of removers) remove();
    vapi.on("error", ignore);
  };
}

/**
 * Leaves the call of `vapi` and resolves `true` once the SDK has, or `false` when `timeoutMs`
 * runs out first; never rejects. Unless `keepCall`, the call is first ended for good (Vapi keeps
 * a call the visitor left, for `reconnect()`). Once the SDK has stopped, the listener
 * {@link listenToSdk} left behind is removed.
 */
export function releaseSdk(vapi: VapiLike, keepCall: boolean, timeoutMs: number): Promise<boolean> {
  if (!keepCall) {
    try {
      vapi.send({ type: "end-call" });
    } catch {
      // Daily throws when the call is not joined (yet): there is nothing to end then.
    }
  }
  let stopping: Promise<unknown>;
  try {
    stopping = vapi.stop().catch(ignore);
  } catch {
    return Promise.resolve(true); // nothing to do: the call object is gone either way
  }
  void stopping.then(() => vapi.removeListener("error", ignore));
  return settlesWithin(stopping, timeoutMs);
}

/** Resolves `true` when `promise` settles within `ms`, `false` when the time runs out first. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(done, done);
  });
}
