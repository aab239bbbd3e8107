// The part of `@vapi-ai/web`'s `Vapi` class that voice-core uses, typed by us: the SDK types its
// `error`, `camera-error` and `message` payloads as `any`, and a small interface lets tests and
// other transports stand in for it. `load-sdk.test.ts` checks that the real class fits.
import type {
  AssistantOverrides,
  CreateAssistantDTO,
  CreateSquadDTO,
} from "@vapi-ai/web/dist/api.js";

/**
 * An inline assistant configuration, as accepted by `POST /call/web` (the SDK's type).
 *
 * @example
 * ```ts
 * const assistant: AssistantConfig = { firstMessage: "Hi! How can I help?" };
 * ```
 */
export type AssistantConfig = CreateAssistantDTO;

/**
 * An inline squad configuration (the SDK's type).
 *
 * @example
 * ```ts
 * const squad: SquadConfig = { members: [{ assistantId: "asst_front_desk" }] };
 * ```
 */
export type SquadConfig = CreateSquadDTO;

/**
 * Per-call changes to an assistant (the SDK's type).
 *
 * @example
 * ```ts
 * const overrides: AssistantOverrideConfig = { variableValues: { name: "Ada" } };
 * ```
 */
export type AssistantOverrideConfig = AssistantOverrides;

/**
 * A message the page sends to the agent during a call (spec section 3), checked by type.
 *
 * @example
 * ```ts
 * client.send({ type: "control", control: "mute-assistant" });
 * client.send({ type: "say", message: "One moment please.", endCallAfterSpoken: false });
 * ```
 */
export type VapiClientMessage =
  | {
      readonly type: "add-message";
      readonly message: {
        readonly role: "system" | "user" | "assistant";
        readonly content: string;
      };
      readonly triggerResponseEnabled?: boolean;
    }
  | {
      readonly type: "control";
      readonly control: "mute-assistant" | "unmute-assistant" | "say-first-message";
      readonly videoRecordingStartDelaySeconds?: number;
    }
  | {
      readonly type: "say";
      readonly message: string;
      readonly endCallAfterSpoken?: boolean;
      readonly interruptionsEnabled?: boolean;
      readonly interruptAssistantEnabled?: boolean;
    }
  | { readonly type: "end-call" };

/**
 * A transcript update from the agent: partials repeat the whole utterance so far, a final
 * closes it. `type` is `"transcript"`, or `"transcript[transcriptType='final']"` when the
 * assistant subscribed to final transcripts only (both are in the SDK's own type).
 *
 * @example
 * ```ts
 * const m: TranscriptMessage = { type: "transcript", role: "user", transcriptType: "final", transcript: "Hi" };
 * ```
 */
export interface TranscriptMessage {
  readonly type: "transcript" | "transcript[transcriptType='final']";
  readonly role: "assistant" | "user";
  readonly transcriptType: "partial" | "final";
  readonly transcript: string;
}

/**
 * A call status update from the agent, e.g. `{ type: "status-update", status: "ended" }`.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (m.type === "status-update") console.log(m.status);
 * });
 * ```
 */
export interface StatusUpdateMessage {
  readonly type: "status-update";
  readonly status: string;
  readonly endedReason?: string;
}

/**
 * Vapi's news of who speaks: `role` started or stopped (the agent's speech, or the visitor's as
 * Vapi's endpointing hears it). Sent when the assistant's `clientMessages` include it.
 *
 * @example
 * ```ts
 * const m: SpeechUpdateMessage = { type: "speech-update", role: "assistant", status: "started" };
 * ```
 */
export interface SpeechUpdateMessage {
  readonly type: "speech-update";
  readonly role: "assistant" | "user";
  readonly status: "started" | "stopped";
  /** The number of the turn, counted by Vapi. */
  readonly turn?: number;
}

/**
 * The visitor cut the agent off: Vapi stopped the agent's speech to listen.
 *
 * @example
 * ```ts
 * const m: UserInterruptedMessage = { type: "user-interrupted" };
 * ```
 */
export interface UserInterruptedMessage {
  readonly type: "user-interrupted";
  /** When Vapi noticed it (ms since the epoch), where it says. */
  readonly timestamp?: number;
}

/**
 * One entry of the conversation as the model sees it (see {@link ConversationUpdateMessage}):
 * `role` is `system`, `bot`, `user`, `tool_calls` or `tool_call_result`.
 *
 * @example
 * ```ts
 * const entry: ConversationEntry = { role: "bot", message: "Hi! How can I help?", secondsFromStart: 1.2 };
 * ```
 */
export interface ConversationEntry {
  readonly role: string;
  /** What was said or decided, where the entry has text. */
  readonly message?: string;
  /** When, in seconds after the call started. */
  readonly secondsFromStart?: number;
  readonly [key: string]: unknown;
}

/**
 * The whole conversation so far, as the model sees it, after each turn: what the agent was
 * interrupted in does not appear as spoken.
 *
 * @example
 * ```ts
 * const m: ConversationUpdateMessage = { type: "conversation-update", messages: [{ role: "user", message: "Hi" }] };
 * ```
 */
export interface ConversationUpdateMessage {
  readonly type: "conversation-update";
  readonly messages: readonly ConversationEntry[];
  /** The same conversation in OpenAI's chat format, where Vapi sends it. */
  readonly messagesOpenAIFormatted?: readonly unknown[];
}

/**
 * A piece of the model's answer as it streams (text, or the start of a tool call).
 *
 * @example
 * ```ts
 * const m: ModelOutputMessage = { type: "model-output", output: "Sure, " };
 * ```
 */
export interface ModelOutputMessage {
  readonly type: "model-output";
  readonly output: unknown;
}

/**
 * The text the agent's voice is about to speak.
 *
 * @example
 * ```ts
 * const m: VoiceInputMessage = { type: "voice-input", input: "Sure, Friday at ten works." };
 * ```
 */
export interface VoiceInputMessage {
  readonly type: "voice-input";
  readonly input: string;
}

/**
 * Vapi's notice that the agent has not answered for a while: the call may be stuck (a slow model
 * or tool). A page can say so ("Still thinking…") or offer to hang up.
 *
 * @example
 * ```ts
 * const m: HangMessage = { type: "hang" };
 * ```
 */
export interface HangMessage {
  readonly type: "hang";
}

/**
 * Any other message of the agent (tool calls, conversation updates and so on).
 *
 * @example
 * ```ts
 * client.on("message", (m) => console.log(m.type));
 * ```
 */
export interface OtherVapiMessage {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * A message from the agent, as relayed by the client's `message` event.
 *
 * @example
 * ```ts
 * client.on("message", (m: VapiMessage) => console.log(m.type));
 * ```
 */
export type VapiMessage =
  | TranscriptMessage
  | StatusUpdateMessage
  | SpeechUpdateMessage
  | UserInterruptedMessage
  | ConversationUpdateMessage
  | ModelOutputMessage
  | VoiceInputMessage
  | HangMessage
  | OtherVapiMessage;

/**
 * Payload of the SDK's `error` event: `type` names the failing step (`daily-error`,
 * `daily-call-join-error`, `start-method-error`, `audio-start-failed`, ...) and `error` is the
 * serialised cause (for Daily errors the Daily event, whose `error.type` is the fatal type).
 *
 * @example
 * ```ts
 * const e: VapiErrorEvent = { type: "daily-error", error: { error: { type: "ejected", msg: "Meeting has ended" } } };
 * ```
 */
export interface VapiErrorEvent {
  readonly type?: string;
  readonly stage?: string;
  readonly error?: unknown;
  readonly [key: string]: unknown;
}

/**
 * Payload of the SDK's `call-start-progress` event.
 *
 * @example
 * ```ts
 * const e: VapiCallStartProgressEvent = {
 *   stage: "audio-processing-setup",
 *   status: "completed",
 *   timestamp: new Date().toISOString(),
 * };
 * ```
 */
export interface VapiCallStartProgressEvent {
  readonly stage: string;
  readonly status: "started" | "completed" | "failed";
  readonly timestamp: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/**
 * The SDK events voice-core listens to, with the payloads it relies on. Payloads that come
 * from the network are `unknown` and parsed at runtime.
 *
 * @example
 * ```ts
 * const onVolume: VapiEventListeners["volume-level"] = (volume) => console.log(volume);
 * ```
 */
export interface VapiEventListeners {
  "call-start": () => void;
  "call-end": () => void;
  "speech-start": () => void;
  "speech-end": () => void;
  "volume-level": (volume: number) => void;
  message: (message: unknown) => void;
  error: (error: unknown) => void;
  "camera-error": (error: unknown) => void;
  "call-start-progress": (event: VapiCallStartProgressEvent) => void;
  /** The SDK attached the `<audio>` element that plays the agent. */
  audio: (player: HTMLAudioElement) => void;
  /** Daily's news of the connection: `threshold` is `good`, `low` or `very-low`. */
  "network-quality-change": (event: unknown) => void;
  /**
   * A Daily participant changed: for the visitor `local` is `true` and `tracks.audio.state` (or
   * the deprecated `audio`) says whether the microphone is on. The SDK passes Daily's
   * `DailyParticipant`; voice-core reads it as `unknown`. Declared as a method (its parameter
   * is checked both ways) so that the SDK's class, whose listener takes the whole
   * `DailyParticipant`, still fits {@link VapiLike}.
   */
  "daily-participant-updated"(participant: VapiParticipant): void;
}

/**
 * The fields of Daily's `DailyParticipant` (the payload of `daily-participant-updated`) that
 * matter here, all optional so that any stand-in's participant fits; Daily's real object has
 * them all, and more.
 *
 * @example
 * ```ts
 * vapi.on("daily-participant-updated", (participant: VapiParticipant) => {
 *   if (participant.local) console.log("microphone", participant.tracks?.audio?.state);
 * });
 * ```
 */
export interface VapiParticipant {
  /** Daily's id of this participant in the meeting. */
  readonly session_id?: string;
  readonly user_id?: string;
  /** `"Vapi Speaker"` for the agent. */
  readonly user_name?: string;
  /** `true` for the visitor's own participant. */
  readonly local?: boolean;
  readonly owner?: boolean;
  /** Whether the microphone is on (deprecated by Daily for `tracks.audio.state`). */
  readonly audio?: boolean;
  /** The participant's tracks; `audio.state` is `"off"` while muted, `"playable"` when heard. */
  readonly tracks?: {
    readonly audio?: {
      readonly state?: string;
      readonly persistentTrack?: MediaStreamTrack;
    };
  };
}

/**
 * Name of an SDK event voice-core listens to.
 *
 * @example
 * ```ts
 * const name: VapiEventName = "call-start";
 * ```
 */
export type VapiEventName = keyof VapiEventListeners;

/**
 * What voice-core needs from an instance of `@vapi-ai/web`'s `Vapi` class. Implement it to run
 * the client on a fake (tests) or another transport.
 *
 * @example
 * ```ts
 * const vapi: VapiLike = new Vapi("public-key");
 * vapi.on("call-start", () => console.log("listening"));
 * ```
 */
export interface VapiLike {
  /**
   * Creates and joins a web call; resolves the call (a {@link VapiWebCall}), or `null` on
   * failure (reported as events). voice-core passes no workflow and
   * `{ roomDeleteOnUserLeaveEnabled: false }`, so that a dropped call can be rejoined.
   */
  start(
    assistant?: AssistantConfig | string,
    assistantOverrides?: AssistantOverrideConfig,
    squad?: SquadConfig | string,
    workflow?: undefined,
    workflowOverrides?: undefined,
    options?: { roomDeleteOnUserLeaveEnabled?: boolean },
  ): Promise<unknown>;
  /** Rejoins a call `start()` created (same conversation); rejects when it cannot. */
  reconnect(webCall: VapiWebCall): Promise<void>;
  /** Leaves and destroys the call (a call kept for reconnection goes on without the visitor). */
  stop(): Promise<void>;
  /** Sends a live call control message. */
  send(message: VapiClientMessage): void;
  /** Mutes or unmutes the microphone; throws without a call. */
  setMuted(muted: boolean): void;
  /** Switches the microphone of the call (passed through to Daily). */
  setInputDevicesAsync(options: { audioDeviceId: string }): Promise<unknown>;
  /** Switches the speaker of the call (passed through to Daily). */
  setOutputDeviceAsync(options: { outputDeviceId: string }): unknown;
  /** The agent's playback volume, 0..1, remembered for its audio to come (SDK 2.7.1). */
  setVolume(volume: number): void;
  /** Daily's call object of the call, if any (SDK 2.7.1); read for the agent's audio track. */
  getDailyCallObject?(): unknown;
  /** Adds an event listener. */
  on<E extends VapiEventName>(event: E, listener: VapiEventListeners[E]): unknown;
  /** Removes an event listener added with `on`. */
  removeListener<E extends VapiEventName>(event: E, listener: VapiEventListeners[E]): unknown;
}

/**
 * The call `start()` resolves with, as `reconnect()` needs it: the Daily room, the call's id,
 * the room's meeting token when Vapi sent one, and whether the call records video (SDK 2.7.1
 * reads nothing else of it to rejoin).
 *
 * @example
 * ```ts
 * const webCall: VapiWebCall = { id: "call_123", webCallUrl: "https://vapi.daily.co/abc" };
 * ```
 */
export interface VapiWebCall {
  readonly webCallUrl: string;
  readonly id?: string;
  readonly transport?: { readonly callToken?: string };
  readonly artifactPlan?: { readonly videoRecordingEnabled?: boolean };
}

/**
 * Options of the Daily call object the SDK creates; voice-core always passes `avoidEval: true`
 * so pages can keep a strict Content Security Policy.
 *
 * @example
 * ```ts
 * const config: DailyCallConfig = { avoidEval: true };
 * ```
 */
export interface DailyCallConfig {
  avoidEval?: boolean;
  alwaysIncludeMicInPermissionPrompt?: boolean;
}

/**
 * The constructor of the `Vapi` class: `new Vapi(publicKey, apiBaseUrl, dailyCallConfig)`.
 *
 * @example
 * ```ts
 * const loadSdk = async (): Promise<VapiConstructor> => (await import("./my-transport")).Transport;
 * ```
 */
export type VapiConstructor = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: DailyCallConfig,
) => VapiLike;
