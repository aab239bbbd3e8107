// The public types of the voice client: its options, the snapshot it renders from, its events
// and its commands.
import type { AgentState } from "./agent-state";
import type { CallState, ConnectAttempt } from "./call-state";
import type { AudioDevice } from "./devices";
import type { VoiceFailure } from "./failure-reasons";
import type { CallResume } from "./resume";
import type {
  AssistantConfig,
  AssistantOverrideConfig,
  SquadConfig,
  VapiClientMessage,
  VapiConstructor,
  VapiMessage,
  VapiWebCall,
} from "./sdk-types";
import type { TranscriptTurn } from "./transcript";

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
  /**
   * Keeps the active call for a page load of the same tab, so that the next page can rejoin it
   * (`start({ rejoin: resume.read() })`): `resumeIn(() => sessionStorage)`. Opt-in; a client
   * without it carries none of its code.
   */
  resume?: CallResume;
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
   * What the agent is doing: `idle` without an active call, else `listening`, `thinking` or
   * `speaking`, from Vapi's messages (see {@link AgentState}).
   */
  readonly agent: AgentState;
  /**
   * Whether the visitor's microphone is muted: what `setMuted` last asked for (also before the
   * call is active: it is applied on join), or what Daily reports when the SDK changes it on its
   * own. Reset when the call ends.
   */
  readonly isMuted: boolean;
  /**
   * The browser refused to play the agent (its autoplay policy, before the visitor interacted
   * with the page): the call goes on, unheard, until `resumeAudio()` runs in a tap or a click.
   */
  readonly audioBlocked: boolean;
  /**
   * Vapi's id of the current (or last) call, once the SDK has created it (its web call's `id`):
   * what feedback, a support ticket or your server's records name the call by. Kept after the
   * call ends; `undefined` before the first call and again when the next one starts.
   */
  readonly callId: string | undefined;
}

/**
 * What `start()` resolves with: the call's state, with Vapi's id of the call when the SDK created
 * one (see {@link VoiceCallSnapshot.callId}).
 *
 * @example
 * ```ts
 * const result = await client.start();
 * if (result.status === "active") console.info("call", result.callId);
 * ```
 */
export type StartResult = CallState & { readonly callId: string | undefined };

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
 * `connecting` or `reconnecting` state it leads to), how long the client waits before it
 * (1000 ms × the number of the retry), and the transient failure that caused it.
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
  /** What the agent is doing changed (see {@link AgentState}). */
  agent: AgentState;
  /**
   * The visitor cut the agent off (Vapi's `user-interrupted`): its speech stopped, and its turn
   * in the transcript is marked `interrupted`.
   */
  interrupted: undefined;
  /** Daily's judgement of the connection changed: `good`, `low` or `very-low`. */
  "network-quality": string;
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
 * void client.start({ signal: controller.signal, assistantOverrides: { variableValues: { page: "/pricing" } } });
 * controller.abort(); // same as client.stop()
 * ```
 */
export interface StartOptions {
  /** Aborting it stops the call (whatever state it is in). */
  signal?: AbortSignal;
  /**
   * Overrides for this call only, laid over the client's `assistantOverrides` (field by field;
   * `variableValues` key by key): the visitor's name, the page they are on. Kept across the
   * call's retries and rejoins.
   */
  assistantOverrides?: AssistantOverrideConfig;
  /**
   * A call to rejoin instead of creating one: the call a page load interrupted, as the client's
   * `resume` plug-in kept it (`resume.read()`). It is rejoined through the SDK's `reconnect()`,
   * like a dropped call (same call, same conversation): `loading`, `connecting`, then `active`,
   * a failure to connect retried as a rejoin. A call that is over meanwhile (its room gone or
   * expired) ends at once as `ended` with reason `agent`. The microphone is checked first, as for
   * any call: a refusal fails the call (`failed`) and the plug-in keeps the call for another try.
   */
  rejoin?: VapiWebCall;
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
 * Options of {@link VoiceClient.sendText}.
 *
 * @example
 * ```ts
 * client.sendText("My number is 512 555 0134", { triggerResponse: false });
 * ```
 */
export interface SendTextOptions {
  /** Let the agent answer it at once. @defaultValue true */
  triggerResponse?: boolean;
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
   * call, retrying transient failures. Resolves with the state (and the call's `callId`) once the
   * call is `active`, has `failed` or has `ended` (stopped before it connected); it never rejects because a call
   * failed. It rejects only when the client has no assistant or squad
   * ({@link ASSISTANT_OR_SQUAD_REQUIRED}), before anything is loaded. While a call is starting
   * or on, it starts nothing and resolves like the call in progress (aborting its `signal` then
   * stops that call); while a call is ending, it waits for the end and starts a new call.
   */
  readonly start: (options?: StartOptions) => Promise<StartResult>;
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
   * Sends what the visitor typed to the agent during the call, as their words: it shows at once
   * as a turn of the transcript (`typed: true`), and the agent answers it unless
   * `triggerResponse` is false. Throws without an active call or without text (after trimming).
   */
  readonly sendText: (text: string, options?: SendTextOptions) => void;
  /**
   * The active call's audio tracks: the visitor's microphone (`input`) and the agent (`output`),
   * each once Daily has it; `{}` without an active call. For meters and visualisers (see
   * `createAudioLevelMeter`).
   */
  readonly getAudioTracks: () => { input?: MediaStreamTrack; output?: MediaStreamTrack };
  /**
   * Plays the agent's audio the browser blocked (`audioBlocked`): call it from a tap or a click
   * ("Tap to hear the agent"). Resolves once it plays; rejects when the browser still refuses,
   * or without an active call. Does nothing when nothing is blocked.
   */
  readonly resumeAudio: () => Promise<void>;
  /**
   * Sets how loud the agent plays, 0..1 (clamped; anything not a number is ignored), at once
   * during a call and for every call after; the microphone is not affected.
   */
  readonly setOutputVolume: (volume: number) => void;
  /**
   * Tells the agent `text` silently (a system message: what page the visitor is on, what they
   * chose): nothing shows, and the agent does not answer it. Throws like `sendText`.
   */
  readonly sendContext: (text: string) => void;
  /**
   * Chooses the microphone (`deviceId` from `listAudioDevices()`): during an active call it is
   * switched at once (rejecting when the device cannot be used); before one, it is remembered.
   * The choice is applied to every call as it becomes active (a rejoined call too) until another
   * is made, or the device is unplugged during a call (see `device-lost`).
   */
  readonly setInputDevice: (deviceId: string) => Promise<void>;
  /**
   * Chooses the speaker the agent plays on, like {@link VoiceClient.setInputDevice}. The SDK
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
