// A stand-in for @vapi-ai/web's Vapi class that a test drives by hand: the package's own tests,
// and an app's through `@novaline/voice-core/testing` (./public.ts). It emits the same events
// with the same payload shapes as the SDK 2.7.1 (see ../sdk-types.ts), throws on an unhandled
// "error" like the SDK's `events` polyfill, and counts its listeners.
import type {
  AssistantConfig,
  AssistantOverrideConfig,
  DailyCallConfig,
  SquadConfig,
  VapiClientMessage,
  VapiConstructor,
  VapiEventListeners,
  VapiEventName,
  VapiLike,
  VapiWebCall,
} from "../sdk-types";
import { SPEECH_END_DELAY_MS, SPEECH_THRESHOLD, VOLUME_SCALE } from "../sdk-behaviour";

/** A `start()` or `reconnect()` of a {@link FakeVapi} that the test has not settled yet. */
export interface StartRequest {
  readonly assistant: AssistantConfig | string | undefined;
  readonly assistantOverrides: AssistantOverrideConfig | undefined;
  readonly squad: SquadConfig | string | undefined;
  readonly options: { roomDeleteOnUserLeaveEnabled?: boolean } | undefined;
  /** The call rejoined, for a reconnect() */
  readonly webCall?: VapiWebCall;
  readonly resolve: (call: unknown) => void;
  settled: boolean;
}

type AnyListener = (...args: never[]) => void;

/**
 * The fake Vapi instance: records what the client asked (`starts`, `sent`, `muteCalls`,
 * `deviceCalls`, `volumes`, `stopCount`) and does what the test tells it: `join()` settles the
 * pending start, `listen()` is the agent's "listening" (the SDK's `call-start`), `connect()` does
 * both; `transcript()`, `leave()`, `failJoin()`, `dailyError()` and the others emit what the SDK
 * would.
 *
 * @example
 * ```ts
 * const fake = createFakeSdk();
 * const client = createVoiceClient({ publicKey: "test", assistantId: "test", loadSdk: fake.loadSdk });
 * const started = client.start();
 * await vi.advanceTimersByTimeAsync(0);
 * fake.vapi.connect();
 * await started; // { status: "active", ... }
 * fake.vapi.transcript("assistant", "final", "Hi! How can I help?");
 * ```
 */
export class FakeVapi implements VapiLike {
  readonly publicKey: string;
  readonly apiBaseUrl: string | undefined;
  readonly dailyCallConfig: DailyCallConfig | undefined;
  readonly starts: StartRequest[] = [];
  readonly sent: VapiClientMessage[] = [];
  readonly muteCalls: boolean[] = [];
  stopCount = 0;
  inCall = false;
  /** Makes stop() never settle, like a Daily call machine that never confirms leaving. */
  hangOnStop = false;
  private readonly listeners = new Map<string, Set<AnyListener>>();
  private speakingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(publicKey: string, apiBaseUrl?: string, dailyCallConfig?: DailyCallConfig) {
    this.publicKey = publicKey;
    this.apiBaseUrl = apiBaseUrl;
    this.dailyCallConfig = dailyCallConfig;
  }

  // --- VapiLike ---

  start(
    assistant?: AssistantConfig | string,
    assistantOverrides?: AssistantOverrideConfig,
    squad?: SquadConfig | string,
    _workflow?: undefined,
    _workflowOverrides?: undefined,
    options?: { roomDeleteOnUserLeaveEnabled?: boolean },
  ): Promise<unknown> {
    return new Promise((resolve) => {
      const request: StartRequest = {
        assistant,
        assistantOverrides,
        squad,
        options,
        settled: false,
        resolve: (call) => {
          request.settled = true;
          resolve(call);
        },
      };
      this.starts.push(request);
    });
  }

  /**
   * Like the SDK: rejoins `webCall`; it is a StartRequest too (`join()`, `failJoin()` settle
   * it), resolved with nothing, and rejecting (after a `reconnect-error` event) when it fails.
   */
  reconnect(webCall: VapiWebCall): Promise<void> {
    return new Promise((resolve, reject) => {
      const request: StartRequest = {
        assistant: undefined,
        assistantOverrides: undefined,
        squad: undefined,
        options: undefined,
        webCall,
        settled: false,
        resolve: (call) => {
          request.settled = true;
          if (call) {
            resolve();
            return;
          }
          this.emit("error", { type: "reconnect-error", error: { message: "Failed to join" } });
          reject(new Error("Failed to join"));
        },
      };
      this.starts.push(request);
    });
  }

  async stop(): Promise<void> {
    this.stopCount += 1;
    if (this.hangOnStop) await new Promise(() => undefined);
    await Promise.resolve();
    this.leave();
  }

  send(message: VapiClientMessage): void {
    if (!this.inCall) return; // the SDK drops messages without a call
    this.sent.push(message);
  }

  setMuted(muted: boolean): void {
    if (!this.inCall) throw new Error("Call object is not available.");
    this.muteCalls.push(muted);
  }

  /** Device switches, as `["input" | "output", deviceId]`. */
  readonly deviceCalls: ["input" | "output", string][] = [];

  setInputDevicesAsync({ audioDeviceId }: { audioDeviceId: string }): Promise<void> {
    this.deviceCalls.push(["input", audioDeviceId]);
    return Promise.resolve();
  }

  /** The playback volumes set, in order. */
  readonly volumes: number[] = [];

  setVolume(volume: number): void {
    this.volumes.push(volume);
  }

  setOutputDeviceAsync({ outputDeviceId }: { outputDeviceId: string }): void {
    this.deviceCalls.push(["output", outputDeviceId]);
  }

  on<E extends VapiEventName>(event: E, listener: VapiEventListeners[E]): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener<E extends VapiEventName>(event: E, listener: VapiEventListeners[E]): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  // --- test controls ---

  emit<E extends VapiEventName>(event: E, ...args: Parameters<VapiEventListeners[E]>): void {
    const set = this.listeners.get(event);
    if (event === "error" && !set?.size) {
      throw new Error("Unhandled error event (like the SDK's EventEmitter)");
    }
    for (const listener of [...(set ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }

  listenerCount(event?: VapiEventName): number {
    if (event) return this.listeners.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  get pendingStart(): StartRequest {
    const request = this.starts.at(-1);
    if (!request || request.settled) throw new Error("no start() in flight");
    return request;
  }

  /** The SDK's start() resolves: the call is joined (the agent is not listening yet). */
  join(): void {
    this.inCall = true;
    const request = this.pendingStart;
    request.resolve(
      request.webCall ?? { id: `call-${this.starts.length}`, webCallUrl: "https://x" },
    );
  }

  /** The agent's "listening" app message: the SDK emits call-start. */
  listen(): void {
    this.emit("call-start");
  }

  /** join() then listen(). */
  connect(): void {
    this.join();
    this.listen();
  }

  /** A Daily join failure: two error events, then start() resolves null (SDK 2.7.1). */
  failJoin(message = "Failed to join"): void {
    const error = { message, name: "Error" };
    this.emit("error", { type: "daily-call-join-error", stage: "daily-call-join", error });
    this.emit("error", { type: "start-method-error", stage: "unknown", error });
    this.pendingStart.resolve(null);
  }

  /**
   * Daily refuses a second call object on the page (another instance holds one), as SDK 2.7.1
   * reports it: a `daily-call-object-creation-error`, then `start-method-error`, then null.
   */
  failDuplicateCallObject(): void {
    const error = { message: "Duplicate DailyIframe instances are not allowed", name: "Error" };
    this.emit("error", {
      type: "daily-call-object-creation-error",
      stage: "daily-call-object-creation",
      error,
    });
    this.emit("error", { type: "start-method-error", stage: "unknown", error });
    this.pendingStart.resolve(null);
  }

  /** start() fails with the given `start-method-error` cause (e.g. an HTTP error body). */
  failStart(error: unknown): void {
    this.emit("error", { type: "start-method-error", stage: "unknown", error });
    this.pendingStart.resolve(null);
  }

  /** A Daily fatal error as the SDK forwards it: `{ type: "daily-error", error: <event> }`. */
  dailyError(type: string, msg = type, details?: unknown): void {
    this.emit("error", {
      type: "daily-error",
      error: { message: msg, action: "error", errorMsg: msg, error: { type, msg, details } },
    });
  }

  /** A Daily camera-error as the SDK forwards it. */
  cameraError(type: string, extra: Record<string, unknown> = {}): void {
    this.emit("camera-error", {
      type: "camera-error",
      error: { action: "camera-error", errorMsg: { errorMsg: type }, error: { type, ...extra } },
    });
  }

  /** Daily left the meeting: the SDK emits call-end. */
  leave(): void {
    if (!this.inCall) return;
    this.inCall = false;
    this.emit("call-end");
  }

  /** The SDK's speech detection, fed with a summed remote audio level (it runs every 100 ms). */
  audioLevel(level: number): void {
    this.emit("volume-level", Math.min(1, level / VOLUME_SCALE));
    if (level <= SPEECH_THRESHOLD) return;
    if (this.speakingTimer) clearTimeout(this.speakingTimer);
    else this.emit("speech-start");
    this.speakingTimer = setTimeout(() => {
      this.speakingTimer = undefined;
      this.emit("speech-end");
    }, SPEECH_END_DELAY_MS);
  }

  /**
   * Daily's participant-updated for the visitor's own participant, as the SDK relays it: the
   * documented `tracks.audio.state` and, unless `deprecatedField` is false, the old `audio` flag.
   */
  localAudio(on: boolean, deprecatedField = true): void {
    const tracks = { audio: on ? { state: "playable" } : { state: "off", off: { byUser: true } } };
    this.emit(
      "daily-participant-updated",
      deprecatedField ? { local: true, audio: on, tracks } : { local: true, tracks },
    );
  }

  transcript(role: "assistant" | "user", transcriptType: "partial" | "final", text: string): void {
    this.emit("message", { type: "transcript", role, transcriptType, transcript: text });
  }
}

/** What {@link createFakeSdk} returns: the `loadSdk` to pass and the instances it made. */
export interface FakeSdk {
  /** Pass as `loadSdk`; counts its calls. */
  readonly loadSdk: () => Promise<VapiConstructor>;
  readonly loads: number;
  readonly instances: readonly FakeVapi[];
  /** The latest instance; throws if none was created. */
  readonly vapi: FakeVapi;
}

/**
 * A fake SDK: pass its `loadSdk` to `createVoiceClient` (or `createLazyVoiceClient`), then drive
 * the latest instance, `vapi`, by hand. The client's microphone pre-check still calls
 * `navigator.mediaDevices.getUserMedia`: stub it too.
 *
 * @example
 * ```ts
 * const fake = createFakeSdk();
 * const client = createVoiceClient({ publicKey: "test", assistantId: "test", loadSdk: fake.loadSdk });
 * ```
 */
export function createFakeSdk(): FakeSdk {
  const instances: FakeVapi[] = [];
  let loads = 0;
  class Vapi extends FakeVapi {
    constructor(publicKey: string, apiBaseUrl?: string, dailyCallConfig?: DailyCallConfig) {
      super(publicKey, apiBaseUrl, dailyCallConfig);
      instances.push(this);
    }
  }
  return {
    loadSdk: () => {
      loads += 1;
      return Promise.resolve(Vapi);
    },
    get loads() {
      return loads;
    },
    instances,
    get vapi() {
      const vapi = instances.at(-1);
      if (!vapi) throw new Error("the SDK was not instantiated");
      return vapi;
    },
  };
}
