import {
  IDLE_STATE,
  transition,
  type CallEvent,
  type CallState,
  type ConnectAttempt,
} from "./call-state";
import { listAudioDevices, type AudioDevice } from "./devices";
import { createEmitter } from "./emitter";
import {
  createFailure,
  failureFromCameraError,
  field,
  interpretSdkError,
  type VoiceFailure,
} from "./failure-reasons";
import { loadVapiSdk } from "./load-sdk";
import { checkMicrophone } from "./microphone-check";
import { getPageCall, trackSdkWork } from "./page-call";
import type {
  AssistantConfig,
  AssistantOverrideConfig,
  SquadConfig,
  VapiClientMessage,
  VapiConstructor,
  VapiEventListeners,
  VapiEventName,
  VapiLike,
  VapiMessage,
} from "./sdk-types";
import { addToTranscript, readTranscriptMessage, type TranscriptTurn } from "./transcript";
import {
  ASSISTANT_OR_SQUAD_REQUIRED,
  CONNECT_TIMEOUT_MS,
  DEFAULT_API_BASE_URL,
  MAX_RETRIES,
  MAX_SESSION_RETRIES,
  MIN_START_GAP_MS,
  MUTE_SETTLE_MS,
  PAGE_BUSY_MESSAGE,
  RETRY_DELAY_MS,
  STOP_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from "./voice-defaults";
import { callGuarded } from "./report-error";

/**
 * Who answers the call: exactly one of an assistant id, an inline assistant, a squad id or an
 * inline squad.
 *
 * @example
 * ```ts
 * const target: VoiceTarget = { assistantId: "asst_123" };
 * ```
 */
export type VoiceTarget =
  | { assistantId: string; assistant?: never; squadId?: never; squad?: never }
  | { assistant: AssistantConfig; assistantId?: never; squadId?: never; squad?: never }
  | { squadId: string; squad?: never; assistantId?: never; assistant?: never }
  | { squad: SquadConfig; squadId?: never; assistantId?: never; assistant?: never };

/**
 * Options of {@link createVoiceClient}.
 *
 * @example
 * ```ts
 * const options: VoiceClientOptions = {
 *   publicKey: import.meta.env.VITE_VAPI_PUBLIC_KEY,
 *   assistantId: "asst_123",
 * };
 * ```
 */
export type VoiceClientOptions = VoiceTarget & {
  /** The Vapi public key (safe to ship to browsers). */
  publicKey: string;
  /** Per-call changes to the assistant (variable values, first message, ...). */
  assistantOverrides?: AssistantOverrideConfig;
  /**
   * Base URL of the Vapi API.
   * @defaultValue "https://api.vapi.ai"
   */
  baseUrl?: string;
  /**
   * Loads the `Vapi` class. Replace it to run on a fake in tests or on another transport.
   * @defaultValue a dynamic `import("@vapi-ai/web")`
   */
  loadSdk?: () => Promise<VapiConstructor>;
  /**
   * How long the SDK's `start()` and then the agent's first "listening" may take together
   * before the attempt fails as `network` (and is retried).
   * @defaultValue 20000 ({@link CONNECT_TIMEOUT_MS})
   */
  connectTimeoutMs?: number;
  /**
   * How long to wait for the SDK's `stop()`; past it the call counts as ended and the SDK
   * instance is dropped.
   * @defaultValue 5000 ({@link STOP_TIMEOUT_MS})
   */
  stopTimeoutMs?: number;
  /**
   * Automatic retries one call may use in all (at most 3 per failure run, the run starting
   * again each time the call connects). Past it the call ends with its failure.
   * @defaultValue 6 ({@link MAX_SESSION_RETRIES})
   */
  maxSessionRetries?: number;
};

/**
 * Everything a UI renders, as one immutable value: a new object after each change, so it can be
 * compared by reference (`useSyncExternalStore`).
 *
 * @example
 * ```ts
 * const { state, volume, transcript, isMuted } = client.getSnapshot();
 * ```
 */
export interface VoiceCallSnapshot {
  /** The call state machine (see {@link CallState}). */
  readonly state: CallState;
  /** The agent's audio level, 0..1; 0 when no call is active. */
  readonly volume: number;
  /** The conversation of the current (or last) call. */
  readonly transcript: readonly TranscriptTurn[];
  /**
   * Whether the visitor's microphone is muted: what `setMuted` last asked for (also before the
   * call is active: it is applied on join), or what Daily reports when the SDK changes it on its
   * own. Reset when the call ends.
   */
  readonly isMuted: boolean;
}

/**
 * The snapshot before any call, also used while rendering on the server.
 *
 * @example
 * ```ts
 * useSyncExternalStore(client.subscribe, client.getSnapshot, () => IDLE_SNAPSHOT);
 * ```
 */
export const IDLE_SNAPSHOT: VoiceCallSnapshot = {
  state: IDLE_STATE,
  volume: 0,
  transcript: [],
  isMuted: false,
};

/**
 * Noise cancellation as the SDK handles it: it is `requested` once the call is joined; if that
 * fails, or if switching it off after a processor error fails, the call goes on without it
 * (`failed`, with the `stage`). After a processor error the SDK switches it off and turns the
 * microphone back on, even if the visitor had muted it: the client then reports `disabled` and
 * sets `isMuted` to `false` (call `setMuted(true)` to mute again).
 *
 * @example
 * ```ts
 * client.on("noise-cancellation", (e) => { if (e.status === "failed") console.warn(e.stage); });
 * ```
 */
export type NoiseCancellationEvent =
  | { readonly status: "requested" }
  | { readonly status: "disabled" }
  | { readonly status: "failed"; readonly stage: "setup" | "recovery"; readonly cause: unknown };

/**
 * Payload of the `retry` event: the attempt the retry makes (2..4, the `attempt` of the
 * `connecting` state it leads to), how long the client waits before it (1000 ms × the number of
 * the retry), and the transient failure that caused it.
 *
 * @example
 * ```ts
 * client.on("retry", ({ attempt, delayMs }) => console.log(`attempt ${attempt} in ${delayMs} ms`));
 * ```
 */
export interface RetryEvent {
  readonly attempt: ConnectAttempt;
  readonly delayMs: number;
  readonly failure: VoiceFailure;
}

/**
 * The typed events of a {@link VoiceClient} and their payloads.
 *
 * @example
 * ```ts
 * client.on("speech-start", () => avatar.classList.add("talking"));
 * client.on("volume", (volume) => meter.style.setProperty("--level", String(volume)));
 * ```
 */
export interface VoiceClientEvents {
  /** Every state change. */
  state: CallState;
  /** The agent started speaking. */
  "speech-start": undefined;
  /** The agent stopped speaking (also sent when the call ends while it speaks). */
  "speech-end": undefined;
  /** The agent's audio level, 0..1 (a final 0 when the call ends). */
  volume: number;
  /** The transcript changed. */
  transcript: readonly TranscriptTurn[];
  /** Any message of the agent. */
  message: VapiMessage;
  /** The call failed or broke: sent once with the final failure (not for automatic retries). */
  error: VoiceFailure;
  /** A transient failure; the client retries automatically. */
  retry: RetryEvent;
  /** Noise cancellation news (see {@link NoiseCancellationEvent}). */
  "noise-cancellation": NoiseCancellationEvent;
  /**
   * A microphone or speaker chosen with `setInputDevice`/`setOutputDevice` was unplugged during
   * the call; the call goes on with the first remaining device of that kind (`fallback`, the
   * system default where the browser has one), or without one (`undefined`).
   */
  "device-lost": DeviceLostEvent;
}

/**
 * Payload of the `device-lost` event (see {@link VoiceClientEvents}).
 *
 * @example
 * ```ts
 * client.on("device-lost", ({ kind }) => toast(kind === "audioinput" ? "Microphone unplugged" : "Speaker unplugged"));
 * ```
 */
export interface DeviceLostEvent {
  readonly kind: AudioDevice["kind"];
  readonly deviceId: string;
  readonly fallback?: string;
}

/**
 * Options of {@link VoiceClient.start}.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * void client.start({ signal: controller.signal });
 * controller.abort(); // same as client.stop()
 * ```
 */
export interface StartOptions {
  /** Aborting it stops the call (whatever state it is in). */
  signal?: AbortSignal;
}

/**
 * Options of {@link VoiceClient.say}.
 *
 * @example
 * ```ts
 * client.say("Goodbye!", { endCallAfterSpoken: true });
 * ```
 */
export interface SayOptions {
  /** Hang up once the message has been spoken. @defaultValue false */
  endCallAfterSpoken?: boolean;
  /** Let the visitor interrupt the message. @defaultValue false */
  interruptionsEnabled?: boolean;
  /** Let the message interrupt the agent. @defaultValue false */
  interruptAssistantEnabled?: boolean;
}

/**
 * A voice call client: one per page (the SDK supports one call per page), shared by every call
 * button. All members are plain functions that can be passed around without `this`.
 *
 * @example
 * ```ts
 * const client = createVoiceClient({ publicKey, assistantId: "asst_123" });
 * client.subscribe(() => render(client.getSnapshot()));
 * button.onclick = () => void client.toggle();
 * ```
 */
export interface VoiceClient {
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The current {@link VoiceCallSnapshot} (same object until something changes). */
  readonly getSnapshot: () => VoiceCallSnapshot;
  /** Listens to a typed event; returns the function that removes the listener. */
  readonly on: <K extends keyof VoiceClientEvents>(
    type: K,
    listener: (payload: VoiceClientEvents[K]) => void,
  ) => () => void;
  /**
   * Starts a call: loads the SDK if needed, checks the microphone, then creates and joins the
   * call, retrying transient failures. Resolves with the state once the call is `active`, has
   * `failed` or has `ended` (stopped before it connected); it never rejects because a call
   * failed. It rejects only when the client has no assistant or squad
   * ({@link ASSISTANT_OR_SQUAD_REQUIRED}), before anything is loaded. While a call is starting
   * or on, it starts nothing and resolves like the call in progress (aborting its `signal` then
   * stops that call); while a call is ending, it waits for the end and starts a new call.
   */
  readonly start: (options?: StartOptions) => Promise<CallState>;
  /**
   * Ends the call, or cancels it while it starts (the call is `ended` at once; one the SDK is
   * still creating is hung up when the SDK returns it). Resolves once the call has ended, at the
   * latest after the stop time-out; does nothing without a call.
   */
  readonly stop: () => Promise<void>;
  /** Starts a call when the button would show `idle`, otherwise stops it. */
  readonly toggle: () => Promise<void>;
  /** Loads the SDK ahead of time (on hover or focus of a call button); never rejects. */
  readonly preload: () => Promise<void>;
  /**
   * Mutes or unmutes the microphone. While the call is starting, the choice is remembered and
   * applied as soon as it connects (and again after each reconnection). Throws without a call.
   */
  readonly setMuted: (muted: boolean) => void;
  /**
   * Makes the agent say `message` (by default the visitor cannot interrupt it and it does not
   * interrupt the agent). Throws without an active call.
   */
  readonly say: (message: string, options?: SayOptions) => void;
  /** Sends a live call control message. Throws without an active call. */
  readonly send: (message: VapiClientMessage) => void;
  /**
   * Switches the call's microphone to `deviceId` (from `listAudioDevices()`). Rejects without an
   * active call or when the device cannot be used. The choice lasts until the call ends.
   */
  readonly setInputDevice: (deviceId: string) => Promise<void>;
  /**
   * Switches the speaker the agent plays on, like {@link VoiceClient.setInputDevice}. The SDK
   * (2.7.1) does not pass on whether Daily managed it: this resolves once the switch is asked.
   */
  readonly setOutputDevice: (deviceId: string) => Promise<void>;
  /**
   * Ends any call, removes every SDK listener at once and drops the SDK instance (which is
   * stopped in the background, whatever it is doing). The client stays
   * usable: a later `start()` creates a new SDK instance (this is what React's StrictMode
   * remounts need). Subscribers and event listeners are kept; remove them with the functions
   * `subscribe` and `on` returned.
   */
  readonly destroy: () => void;
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
}

function defer<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// One try of the SDK's start(). A failed start reports up to three errors (for example
// daily-error, daily-call-join-error, start-method-error): the first one is kept and acted on
// once, after start() has returned. `timer` is the connect time-out.
interface Attempt {
  handled: boolean;
  failure?: VoiceFailure;
  alreadyStarted?: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

// One call, from start() until it has ended or failed, across its automatic retries.
interface Session {
  // preparing: SDK load and mic check; waiting: retry delay, start gap or a previous start still
  // in the SDK; starting: the SDK's start() is in flight; started: it has returned.
  phase: "preparing" | "waiting" | "starting" | "started";
  // Retries of the current failure run, and of the whole call.
  retries: number;
  total: number;
  // Whether the call has been active: a failure then ends it (`ended`, reason "error").
  connected: boolean;
  // Vapi's reason, from the "status-update" message that precedes the agent's hang-up.
  endedReason?: string;
  stopping: boolean;
  attempt: Attempt;
  // Resolved when the call is active or over: what start() returns.
  readonly settled: Deferred<CallState>;
  // Resolved when the call is over: what stop() returns, and what ends the waits of a retry.
  readonly over: Deferred<undefined>;
  // Remove the abort listeners of the start() signals linked to this call.
  readonly unlinks: (() => void)[];
}

// An SDK instance and the function that removes the client's listeners from it.
interface SdkInstance {
  readonly vapi: VapiLike;
  readonly detach: () => void;
}

/** Resolves `true` when `promise` settles within `ms`, `false` when the time runs out first. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
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

const noCall = (method: string, what = "an active call") =>
  new Error(`Call object is not available. ${method}() needs ${what}.`);

const ignore = () => undefined;

/**
 * Creates the voice call client. Construction is free of side effects: it touches no browser
 * API and loads nothing, so it is safe during server rendering and prerendering. The SDK is
 * loaded by the first `preload()` or `start()`.
 *
 * @example
 * ```ts
 * import { createVoiceClient, getButtonState } from "@novaline/voice-core";
 *
 * const client = createVoiceClient({ publicKey: "pk_live_...", assistantId: "asst_123" });
 * client.subscribe(() => {
 *   const { state } = client.getSnapshot();
 *   button.textContent = { idle: "Talk to the AI", busy: "Connecting…", active: "End Call" }[
 *     getButtonState(state)
 *   ];
 * });
 * button.addEventListener("pointerenter", () => void client.preload());
 * button.addEventListener("click", () => void client.toggle());
 * ```
 */
export function createVoiceClient(options: VoiceClientOptions): VoiceClient {
  const {
    publicKey,
    baseUrl = DEFAULT_API_BASE_URL,
    assistantOverrides,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
    stopTimeoutMs = STOP_TIMEOUT_MS,
    maxSessionRetries = MAX_SESSION_RETRIES,
  } = options;
  const loadSdk = options.loadSdk ?? loadVapiSdk;
  const assistant = options.assistant ?? options.assistantId;
  const squad = options.squad ?? options.squadId;

  const subscribers = new Set<() => void>();
  const events = createEmitter<VoiceClientEvents>();
  let snapshot = IDLE_SNAPSHOT;
  let sdkClass: Promise<VapiConstructor> | undefined;
  let sdk: SdkInstance | undefined;
  let session: Session | undefined;
  // Until when Daily's microphone updates that contradict the last setMuted are ignored.
  let muteSettlesAt = 0;
  // The devices chosen for the current call, by kind.
  let chosen: Partial<Record<AudioDevice["kind"], string | undefined>> = {};
  const page = getPageCall();
  // Bumped by destroy(), so that a load finishing after it creates no SDK instance.
  let generation = 0;

  // A subscriber that throws is reported and skipped: the others and the client carry on.
  function notify(): void {
    for (const listener of [...subscribers]) callGuarded(listener);
  }

  function update(patch: Partial<VoiceCallSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    notify();
  }

  // Leaving `active` resets what the SDK leaves behind: a pending speech-end and a last volume
  // above 0.
  function emitReset({ state, volume }: VoiceCallSnapshot): void {
    if (state.status === "active" && state.activity === "speaking") {
      events.emit("speech-end", undefined);
    }
    if (volume > 0) events.emit("volume", 0);
  }

  function endSession(s: Session): void {
    session = undefined;
    chosen = {};
    if (page.owner === s) page.owner = undefined;
    clearTimeout(s.attempt.timer);
    for (const unlink of s.unlinks) unlink();
    s.over.resolve(undefined);
    watchDevices("removeEventListener");
  }

  // Applies an event to the state machine for session `s` (ignored once `s` is over). The
  // session is cleared and its promises resolved before anyone is told, so a listener can start
  // the next call right away.
  function dispatch(s: Session | undefined, event: CallEvent): boolean {
    if (s !== session) return false;
    const before = snapshot;
    const previous = before.state;
    const state = transition(previous, event);
    if (state === previous) return false;
    const leftActive = previous.status === "active" && state.status !== "active";
    const over = state.status === "ended" || state.status === "failed";
    snapshot = {
      ...before,
      state,
      volume: leftActive ? 0 : before.volume,
      isMuted: over ? false : before.isMuted,
    };
    if (s && (state.status === "active" || state.status === "ended" || state.status === "failed")) {
      s.settled.resolve(state);
      if (state.status !== "active") endSession(s);
    }
    events.emit("state", state);
    if (leftActive) emitReset(before);
    if ("failure" in event) events.emit("error", event.failure);
    notify();
    return true;
  }

  function finishWithFailure(s: Session, failure: VoiceFailure): void {
    dispatch(
      s,
      s.connected ? { type: "end", reason: "error", failure } : { type: "fail", failure },
    );
  }

  function endedByAgent(s: Session): void {
    s.attempt.handled = true;
    dispatch(s, { type: "end", reason: "agent", endedReason: s.endedReason });
  }

  function attach(vapi: VapiLike): () => void {
    const removers: (() => void)[] = [];
    // Every listener runs guarded (a throw would land in the SDK's own code and skip its
    // clean-up) and ignores everything once this instance is dropped.
    const listen = <E extends VapiEventName>(event: E, listener: VapiEventListeners[E]) => {
      const guarded = ((...args: Parameters<VapiEventListeners[E]>) => {
        if (sdk?.vapi === vapi) callGuarded(listener as (...a: typeof args) => void, ...args);
      }) as VapiEventListeners[E];
      vapi.on(event, guarded);
      removers.push(() => vapi.removeListener(event, guarded));
    };
    // The SDK sends speech-start once per utterance, possibly before call-start.
    let speaking = false;
    const speech = (start: boolean) => {
      speaking = start;
      const type = start ? "speech-start" : "speech-end";
      if (dispatch(session, { type })) events.emit(type, undefined);
    };

    listen("call-start", () => {
      const s = session;
      if (s?.phase === "starting" || s?.phase === "started") {
        if (dispatch(s, { type: "call-start" })) {
          clearTimeout(s.attempt.timer);
          s.retries = 0;
          s.connected = true;
          watchDevices("addEventListener");
        }
        if (speaking) speech(true);
      }
    });
    listen("call-end", () => {
      speaking = false;
      const s = session;
      if (!s) return;
      if (s.stopping) {
        dispatch(s, { type: "end", reason: "user" });
      } else if (s.phase === "started" && !s.attempt.handled) {
        // Left the meeting without an error and without being asked to: the agent hung up.
        endedByAgent(s);
      }
    });
    listen("speech-start", () => {
      speech(true);
    });
    listen("speech-end", () => {
      speech(false);
    });
    listen("volume-level", (level) => {
      const volume = Math.min(1, Math.max(0, level));
      if (snapshot.state.status !== "active" || volume === snapshot.volume) return;
      update({ volume });
      events.emit("volume", volume);
    });
    listen("message", (message) => {
      if (typeof message !== "object" || message === null || !("type" in message)) return;
      if (typeof message.type !== "string") return;
      events.emit("message", message as VapiMessage);
      const endedReason = field(message, "endedReason");
      if (session && message.type === "status-update" && typeof endedReason === "string") {
        session.endedReason = endedReason;
      }
      const turn = readTranscriptMessage(message);
      if (turn) {
        const transcript = addToTranscript(snapshot.transcript, turn);
        update({ transcript });
        events.emit("transcript", transcript);
      }
    });
    listen("call-start-progress", (progress) => {
      if (progress.metadata?.reason === "already-started" && session) {
        session.attempt.alreadyStarted = true;
      }
      if (progress.stage === "audio-processing-setup" && progress.status === "completed") {
        events.emit("noise-cancellation", { status: "requested" });
      }
    });
    // The microphone as Daily reports it (`tracks.audio.state`, or the deprecated `audio`): the
    // SDK re-enables it after a noise cancellation processor error, whatever the visitor chose.
    // setMuted decides: updates that contradict it within MUTE_SETTLE_MS predate it.
    listen("daily-participant-updated", (participant: unknown) => {
      const track = field(field(field(participant, "tracks"), "audio"), "state");
      const audio = field(participant, "audio");
      const isMuted =
        typeof track === "string" ? track === "off" : typeof audio === "boolean" ? !audio : null;
      if (field(participant, "local") !== true || snapshot.state.status !== "active") return;
      if (isMuted === snapshot.isMuted) muteSettlesAt = 0;
      if (isMuted === null || isMuted === snapshot.isMuted || Date.now() < muteSettlesAt) return;
      update({ isMuted });
      if (!isMuted) events.emit("noise-cancellation", { status: "disabled" });
    });
    listen("camera-error", (error) => {
      const failure = failureFromCameraError(error);
      if (failure) onFailure(failure);
    });
    listen("error", (error) => {
      const verdict = interpretSdkError(error, snapshot.state.status === "active");
      const s = session;
      if (verdict.kind === "failure") {
        onFailure(verdict.failure);
      } else if (verdict.kind === "noise-cancellation") {
        events.emit("noise-cancellation", { status: "failed", stage: verdict.stage, cause: error });
      } else if (
        verdict.kind === "ended-by-agent" &&
        s?.phase === "started" &&
        !s.attempt.handled
      ) {
        endedByAgent(s);
      }
    });

    return () => {
      for (const remove of removers) remove();
      // The SDK throws on an `error` nobody listens to (from inside its start() or Daily's
      // callbacks): a dropped instance keeps one listener that ignores everything, until it has
      // stopped (dropSdk) or timed out.
      vapi.on("error", ignore);
    };
  }

  function getSdk(): Promise<VapiLike> {
    sdkClass ??= loadSdk().catch((error: unknown) => {
      sdkClass = undefined; // let the next start() try again
      throw error;
    });
    const current = generation;
    return sdkClass.then((Vapi) => {
      if (current !== generation) throw new Error("destroyed");
      if (!sdk) {
        const vapi = new Vapi(publicKey, baseUrl, { avoidEval: true });
        sdk = { vapi, detach: attach(vapi) };
        page.instance = vapi;
      }
      return sdk.vapi;
    });
  }

  // Forgets the SDK instance in use: its listeners go at once; it is stopped in the background
  // once the SDK work of the page (a start() it may be running) is over. The next start on the
  // page waits for that stop.
  function dropSdk(): void {
    const dropped = sdk;
    if (!dropped) return;
    sdk = undefined;
    dropped.detach();
    const pending = page.work;
    void trackSdkWork(
      (async () => {
        if (pending) await settlesWithin(pending, connectTimeoutMs);
        await stopSdk(dropped.vapi);
        dropped.vapi.removeListener("error", ignore);
      })(),
    );
  }

  // The SDK's stop(), waited for at most stopTimeoutMs; past that, the instance is dropped.
  async function stopSdk(vapi: VapiLike | undefined): Promise<void> {
    if (!vapi) return;
    let stopping: Promise<void>;
    try {
      stopping = vapi.stop().catch(ignore);
    } catch {
      return; // nothing to do: the call object is gone either way
    }
    if (!(await settlesWithin(stopping, stopTimeoutMs)) && sdk?.vapi === vapi) {
      const dropped = sdk;
      sdk = undefined;
      dropped.detach();
      void stopping.then(() => vapi.removeListener("error", ignore));
    }
  }

  function onFailure(failure: VoiceFailure): void {
    const s = session;
    if (!s || s.stopping) return;
    if (s.phase === "starting") s.attempt.failure ??= failure;
    else if (s.phase === "started") void handleFailure(s, s.attempt, failure);
  }

  // The call did not connect within connectTimeoutMs: a network failure. An SDK still inside
  // start() may never return (its request has no time-out), so the retry uses a new instance.
  function connectTimedOut(s: Session, attempt: Attempt): void {
    if (s !== session || s.attempt !== attempt || attempt.handled) return;
    if (s.phase === "starting") dropSdk();
    s.phase = "started";
    void handleFailure(s, attempt, createFailure("network", "timeout", TIMEOUT_MESSAGE));
  }

  // Retries a transient failure (at most MAX_RETRIES per failure run and maxSessionRetries per
  // call, waiting RETRY_DELAY_MS × retry), or ends the session with it. Runs at most once per
  // attempt; an SDK that fails to load again is the next attempt's failure.
  async function handleFailure(s: Session, attempt: Attempt, failure: VoiceFailure) {
    if (attempt.handled) return;
    attempt.handled = true;
    clearTimeout(attempt.timer);
    const current = sdk?.vapi;
    const retry =
      failure.reason === "network" && s.retries < MAX_RETRIES && s.total < maxSessionRetries;
    if (retry) {
      s.retries += 1;
      s.total += 1;
      chosen = {}; // the retry is a new Daily call, on the default devices
      s.phase = "waiting";
      const delayMs = RETRY_DELAY_MS * s.retries;
      const next = (s.retries + 1) as ConnectAttempt;
      dispatch(s, { type: "retry", attempt: next });
      events.emit("retry", { attempt: next, delayMs, failure });
      await stopSdk(current);
      if (await settlesWithin(s.over.promise, delayMs)) return;
      const vapi = await getSdk().catch((error: unknown) => createFailure("network", error));
      if (s !== session) return;
      if ("reason" in vapi) await handleFailure(s, (s.attempt = { handled: false }), vapi);
      else await attemptStart(s, vapi);
    } else {
      await stopSdk(current);
      finishWithFailure(s, failure);
    }
  }

  async function attemptStart(s: Session, vapi: VapiLike): Promise<void> {
    // SDK work left on the page (an abandoned call being created or hung up, by this client or
    // another) finishes first: the SDK and Daily run one call per page. That work is bounded by
    // the time-outs.
    if (page.work) {
      s.phase = "waiting";
      await page.work;
      if (s !== session) return;
    }
    // A dropped instance is replaced, and so is one whose key is no longer the SDK's (another
    // client constructed an instance since).
    if (sdk?.vapi !== vapi || page.instance !== vapi) {
      dropSdk();
      const next = await getSdk().catch(() => undefined);
      if (s !== session) return;
      if (!next) {
        finishWithFailure(s, createFailure("network"));
        return;
      }
      vapi = next;
    }
    const gap = page.lastStartAt + MIN_START_GAP_MS - Date.now();
    if (gap > 0) {
      s.phase = "waiting";
      if (await settlesWithin(s.over.promise, gap)) return;
    }
    const attempt: Attempt = { handled: false };
    s.attempt = attempt;
    s.phase = "starting";
    page.lastStartAt = Date.now();
    attempt.timer = setTimeout(() => {
      connectTimedOut(s, attempt);
    }, connectTimeoutMs);
    let call: unknown = null;
    // The SDK's part, tracked in `inFlight` until it is over: start(), and the hang-up of a call
    // that was stopped, destroyed or timed out while the SDK was creating it.
    const stale = () => s !== session || s.attempt !== attempt;
    const sdkWork = (async () => {
      try {
        call = await vapi.start(assistant, assistantOverrides, squad);
      } catch (error) {
        attempt.failure ??= createFailure("unknown", error);
      }
      if (stale() && call) await stopSdk(vapi);
    })();
    // The page waits for it at most connectTimeoutMs: an SDK still inside start() by then is
    // dropped, as it may never return.
    void trackSdkWork(
      settlesWithin(sdkWork, connectTimeoutMs).then((settled) => {
        if (!settled && sdk?.vapi === vapi) dropSdk();
      }),
    );
    await sdkWork;
    if (stale()) return;
    s.phase = "started";
    // A mute chosen while connecting is applied as soon as the call is joined (and on every
    // retry, each a new Daily call).
    if (call && snapshot.isMuted) callGuarded(mute, vapi, true);
    if (!call || attempt.failure) {
      await handleFailure(
        s,
        attempt,
        attempt.failure ?? createFailure(attempt.alreadyStarted ? "busy" : "unknown"),
      );
    }
  }

  async function run(s: Session): Promise<void> {
    try {
      const [vapi, micFailure] = await Promise.all([
        getSdk().catch((error: unknown) => createFailure("network", error)),
        checkMicrophone(),
      ]);
      if (micFailure) {
        finishWithFailure(s, micFailure);
        return;
      }
      if (!dispatch(s, { type: "connect" })) return;
      // An SDK that failed to load (a network error, a deploy that replaced the chunk) is
      // retried like a failed connection.
      if ("reason" in vapi) await handleFailure(s, (s.attempt = { handled: false }), vapi);
      else await attemptStart(s, vapi);
    } catch (error) {
      finishWithFailure(s, createFailure("unknown", error));
    }
  }

  function linkSignal(s: Session, signal: AbortSignal | undefined): void {
    if (!signal) return;
    const onAbort = () => {
      if (session === s) void stop();
    };
    signal.addEventListener("abort", onAbort, { once: true });
    s.unlinks.push(() => {
      signal.removeEventListener("abort", onAbort);
    });
  }

  // Starts once `ended` resolves, unless destroy() came first.
  function startAfter(ended: Promise<unknown>, startOptions?: StartOptions): Promise<CallState> {
    const current = generation;
    return ended.then(() => (current === generation ? start(startOptions) : snapshot.state));
  }

  function start(startOptions?: StartOptions): Promise<CallState> {
    if (!assistant && !squad) return Promise.reject(new Error(ASSISTANT_OR_SQUAD_REQUIRED));
    const { state } = snapshot;
    const signal = startOptions?.signal;
    if (signal?.aborted) return Promise.resolve(state);
    if (session) {
      const current = session;
      if (current.stopping) return startAfter(current.over.promise, startOptions);
      linkSignal(current, signal);
      return state.status === "active" ? Promise.resolve(state) : current.settled.promise;
    }
    // Another client's call holds the page: wait for it to end if it is ending, else fail.
    const other = page.owner;
    if (other?.stopping) return startAfter(other.over.promise, startOptions);
    const s: Session = {
      phase: "preparing",
      retries: 0,
      total: 0,
      connected: false,
      stopping: false,
      attempt: { handled: true },
      settled: defer(),
      over: defer(),
      unlinks: [],
    };
    session = s;
    snapshot = { ...snapshot, transcript: [] }; // published with the state change below
    dispatch(s, { type: "start" });
    if (other) {
      finishWithFailure(s, createFailure("busy", undefined, PAGE_BUSY_MESSAGE));
    } else {
      page.owner = s;
      linkSignal(s, signal);
      void run(s);
    }
    return s.settled.promise;
  }

  function stop(): Promise<void> {
    const s = session;
    if (!s) return Promise.resolve();
    if (!s.stopping) {
      s.stopping = true;
      dispatch(s, { type: "stop" });
      if (s.phase === "started") {
        void stopSdk(sdk?.vapi).then(() => dispatch(s, { type: "end", reason: "user" }));
      } else {
        // Nothing connected yet: end now. A call the SDK is still creating is hung up when it
        // returns (attemptStart), and the next start waits for that.
        dispatch(s, { type: "end", reason: "user" });
      }
    }
    return s.over.promise;
  }

  async function useDevice(kind: AudioDevice["kind"], deviceId: string): Promise<void> {
    const vapi = activeSdk(kind === "audioinput" ? "setInputDevice" : "setOutputDevice");
    const s = session;
    await (kind === "audioinput"
      ? vapi.setInputDevicesAsync({ audioDeviceId: deviceId })
      : vapi.setOutputDeviceAsync({ outputDeviceId: deviceId }));
    if (s === session) chosen[kind] = deviceId;
  }

  // A chosen device unplugged during the call: report it and fall back to the first remaining
  // device of its kind.
  async function replaceLostDevices(): Promise<void> {
    const devices = await listAudioDevices();
    if (snapshot.state.status !== "active") return;
    for (const [kind, deviceId] of Object.entries(chosen) as [AudioDevice["kind"], string?][]) {
      const left = devices.filter((device) => device.kind === kind);
      if (!deviceId || left.some((device) => device.deviceId === deviceId)) continue;
      const fallback = left[0]?.deviceId;
      chosen[kind] = undefined;
      events.emit("device-lost", { kind, deviceId, fallback });
      if (fallback) await useDevice(kind, fallback).catch(ignore);
    }
  }

  const onDeviceChange = () => void replaceLostDevices();

  // Watches the page's devices during a call (there are none on the server or an insecure page).
  function watchDevices(method: "addEventListener" | "removeEventListener"): void {
    (globalThis.navigator as Partial<Navigator> | undefined)?.mediaDevices?.[method](
      "devicechange",
      onDeviceChange,
    );
  }

  // Mutes the SDK's microphone; Daily's updates that contradict it are stale for a while.
  function mute(vapi: VapiLike, muted: boolean): void {
    vapi.setMuted(muted);
    muteSettlesAt = Date.now() + MUTE_SETTLE_MS;
  }

  function activeSdk(method: string): VapiLike {
    if (snapshot.state.status !== "active" || !sdk) throw noCall(method);
    return sdk.vapi;
  }

  return {
    subscribe(listener) {
      const entry = () => {
        listener();
      };
      subscribers.add(entry);
      return () => {
        subscribers.delete(entry);
      };
    },
    getSnapshot: () => snapshot,
    on: (type, listener) => events.on(type, listener),
    start,
    stop,
    toggle: () => (session ? stop() : start().then(ignore)),
    preload: () => getSdk().then(ignore, ignore),
    setMuted(muted) {
      if (snapshot.state.status === "active") mute(activeSdk("setMuted"), muted);
      else if (!session || session.stopping) throw noCall("setMuted", "a call");
      update({ isMuted: muted });
    },
    say(message, sayOptions) {
      activeSdk("say").send({
        type: "say",
        message,
        endCallAfterSpoken: sayOptions?.endCallAfterSpoken ?? false,
        interruptionsEnabled: sayOptions?.interruptionsEnabled ?? false,
        interruptAssistantEnabled: sayOptions?.interruptAssistantEnabled ?? false,
      });
    },
    send(message) {
      activeSdk("send").send(message);
    },
    setInputDevice: (deviceId) => useDevice("audioinput", deviceId),
    setOutputDevice: (deviceId) => useDevice("audiooutput", deviceId),
    destroy() {
      const s = session;
      const before = snapshot;
      generation += 1;
      if (s) {
        s.stopping = true;
        endSession(s);
        s.settled.resolve(IDLE_STATE);
      }
      dropSdk();
      if (before !== IDLE_SNAPSHOT) {
        snapshot = IDLE_SNAPSHOT;
        events.emit("state", IDLE_STATE);
        emitReset(before);
        notify();
      }
    },
  };
}
