// The voice client: runs one call at a time (a session) through its phases, on top of the SDK
// adapter (./sdk-adapter) and the store (./voice-store), and offers the commands of a call.
import { LISTENING, trackAgentMessage, trackAgentSpeech, type AgentTracking } from "./agent-state";
import { IDLE_STATE, type CallEvent, type CallState, type ConnectAttempt } from "./call-state";
import { listAudioDevices, type AudioDevice } from "./devices";
import { createFailure, field, isDuplicateCallObject, type VoiceFailure } from "./failure-reasons";
import { loadVapiSdk } from "./load-sdk";
import { checkMicrophone } from "./microphone-check";
import { getPageCall, trackSdkWork } from "./page-call";
import { noCall } from "./no-call";
import { callGuarded } from "./report-error";
import { ignore, listenToSdk, releaseSdk, settlesWithin, type SdkSignal } from "./sdk-adapter";
import type { AssistantOverrideConfig, VapiConstructor, VapiLike, VapiWebCall } from "./sdk-types";
import {
  addToTranscript,
  addTypedTurn,
  markInterrupted,
  readTranscriptMessage,
} from "./transcript";
import type {
  StartOptions,
  StartResult,
  VoiceClient,
  VoiceClientOptions,
} from "./voice-client-types";
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
import { createVoiceStore } from "./voice-store";

export type * from "./voice-client-types";

interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
}

function defer<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// One try of the SDK's start() (or reconnect()). A failed start reports up to three errors (for
// example daily-error, daily-call-join-error, start-method-error): the first one is kept and
// acted on once, after the SDK has returned. `timer` is the connect time-out.
interface Attempt {
  handled: boolean;
  failure?: VoiceFailure;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The phases of a session, and what an SDK signal does in each:
 *
 * - `preparing`: SDK load and microphone check. SDK failures are ignored (there is no call).
 * - `waiting`: a retry delay, the page's start gap, or SDK work of the page still running.
 *   Ignored likewise.
 * - `starting`: the SDK's `start()` or `reconnect()` is in flight. The first failure is kept
 *   and acted on once it returns.
 * - `started`: it has returned. A failure is retried or ends the session; the SDK leaving the
 *   call, or the server ending it, means the agent hung up.
 * - `stopping`: the visitor hung up (or the client was destroyed). Only the SDK leaving the call
 *   matters: it ends the session.
 */
type SessionPhase = "preparing" | "waiting" | "starting" | "started" | "stopping";

// One call, from start() until it has ended or failed, across its automatic retries.
/** `call`'s overrides over the client's: field by field, `variableValues` key by key. */
const layerOverrides = (
  client: AssistantOverrideConfig | undefined,
  call: AssistantOverrideConfig | undefined,
): AssistantOverrideConfig | undefined =>
  call
    ? {
        ...client,
        ...call,
        variableValues: { ...client?.variableValues, ...call.variableValues },
      }
    : client;

interface Session {
  phase: SessionPhase;
  // Retries of the current failure run, and of the whole call.
  retries: number;
  total: number;
  // Whether the call has been active: a retry then rejoins it (`reconnecting`), and a failure
  // ends it (`ended`, reason "error").
  connected?: boolean;
  // The call the SDK created, which a retry rejoins once it has been active.
  webCall?: VapiWebCall;
  // The client's overrides with those of this start() over them.
  readonly overrides: AssistantOverrideConfig | undefined;
  // Vapi's reason, from the "status-update" message that precedes the agent's hang-up.
  endedReason?: string;
  attempt: Attempt;
  // Resolved when the call is active or over: what start() returns.
  readonly settled: Deferred<StartResult>;
  // Resolved when the call is over: what stop() returns, and what ends the waits of a retry.
  readonly over: Deferred<undefined>;
  // Aborted when the call is over: removes the abort listeners of the start() signals linked to
  // it.
  readonly unlinks: AbortController;
}

// An SDK instance and the function that removes the client's listeners from it.
interface SdkInstance {
  readonly vapi: VapiLike;
  readonly detach: () => void;
}

// The room of a call outlives a dropped connection, so that reconnect() can rejoin it; a hang-up
// ends the call explicitly (releaseSdk).
const KEEP_ROOM = { roomDeleteOnUserLeaveEnabled: false };

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
    resume: kept,
  } = options;
  const loadSdk = options.loadSdk ?? loadVapiSdk;
  const assistant = options.assistant ?? options.assistantId;
  const squad = options.squad ?? options.squadId;

  const { events, subscribe, getSnapshot, update, apply, reset } = createVoiceStore();
  let sdkClass: Promise<VapiConstructor> | undefined;
  let sdk: SdkInstance | undefined;
  let session: Session | undefined;
  // The agent's playback volume chosen with setOutputVolume, given to every SDK instance.
  let outputVolume: number | undefined;
  // The <audio> element resumeAudio() plays the agent on, while the SDK's own was blocked.
  let agentPlayer: HTMLAudioElement | undefined;
  // What the agent is doing in the active call, and whether Vapi's speech updates tell it.
  let agentTracking: AgentTracking = LISTENING;
  // Until when Daily's microphone updates that contradict the last setMuted are ignored, and how
  // many updates of Daily's own, one per setMuted, are still to come in that time.
  let muteSettlesAt = 0;
  let muteEchoes = 0;
  // The devices chosen, by kind, before or during a call: applied to each call as it becomes
  // active (and again after a rejoin), and kept for the next calls.
  const chosen: Partial<Record<AudioDevice["kind"], string | undefined>> = {};
  const page = getPageCall();
  // The plug-in that keeps the active call for a reload follows the call from here.
  kept?.watch(subscribe, getSnapshot, () => session?.webCall);
  // Bumped by destroy(), so that a load finishing after it creates no SDK instance.
  let generation = 0;

  function endSession(s: Session): void {
    session = undefined;
    dropAgentPlayer();
    muteEchoes = 0;
    if (page.owner === s) page.owner = undefined;
    clearTimeout(s.attempt.timer);
    s.unlinks.abort();
    s.over.resolve(undefined);
    watchDevices("removeEventListener");
  }

  // Applies an event to the state machine for session `s` (ignored once `s` is over). The
  // session is cleared and its promises resolved before anyone is told, so a listener can start
  // the next call right away.
  function dispatch(s: Session | undefined, event: CallEvent): boolean {
    return (
      s === session &&
      apply(event, (state) => {
        // Active, ended or failed: what start() resolves with.
        const over = state.status === "ended" || state.status === "failed";
        if (s && (over || state.status === "active")) {
          s.settled.resolve(resultOf(state));
          if (over) endSession(s);
        }
      })
    );
  }

  // What start() resolves with: `state` and the call's id.
  function resultOf(state: CallState): StartResult {
    return { ...state, callId: getSnapshot().callId };
  }

  function finishWithFailure(s: Session, failure: VoiceFailure): void {
    dispatch(
      s,
      s.connected ? { type: "end", reason: "error", failure } : { type: "fail", failure },
    );
  }

  // What the SDK says, acted on according to the session's phase.
  function onSignal(signal: SdkSignal): void {
    const s = session;
    const { state, volume, isMuted, transcript } = getSnapshot();
    switch (signal.type) {
      case "call-start":
        if (
          (s?.phase === "starting" || s?.phase === "started") &&
          dispatch(s, { type: "call-start" })
        ) {
          clearTimeout(s.attempt.timer);
          agentTracking = LISTENING;
          // Each (re)joined call starts on the default devices: the chosen ones replace them.
          for (const kind of ["audioinput", "audiooutput"] as const) {
            const deviceId = chosen[kind];
            if (deviceId) void switchDevice(kind, deviceId).catch(ignore);
          }
          s.retries = 0;
          s.connected = true;
          // A reason from before (the SDK makes one up when a dropped call leaves) is stale.
          s.endedReason = undefined;
          watchDevices("addEventListener");
        }
        break;
      case "call-end":
      case "ended-by-agent":
        // Left the meeting without an error and without being asked to: the agent hung up. A call
        // being rejoined whose room is over (./failure-reasons) has ended too.
        if (s?.phase === "stopping") dispatch(s, { type: "end", reason: "user" });
        else if (
          s &&
          ((s.phase === "started" && !s.attempt.handled) ||
            (signal.type === "ended-by-agent" && s.connected))
        ) {
          dispatch(s, { type: "end", reason: "agent", endedReason: s.endedReason });
        }
        break;
      case "speech-start":
      case "speech-end":
        if (dispatch(s, { type: signal.type })) events.emit(signal.type, undefined);
        if (state.status === "active") track(trackAgentSpeech(agentTracking, signal.type));
        break;
      case "volume":
        if (state.status === "active" && signal.volume !== volume) {
          update({ volume: signal.volume });
          events.emit("volume", signal.volume);
        }
        break;
      case "message": {
        // Between two tries (the SDK's own "ended" status when a dropped call leaves).
        if (s?.phase === "waiting") break;
        const { message } = signal;
        events.emit("message", message);
        const endedReason = field(message, "endedReason");
        if (s && message.type === "status-update" && typeof endedReason === "string") {
          s.endedReason = endedReason;
        }
        if (state.status === "active") track(trackAgentMessage(agentTracking, message));
        const turn = readTranscriptMessage(message);
        const interrupted = message.type === "user-interrupted";
        const next = turn
          ? addToTranscript(transcript, turn)
          : interrupted
            ? markInterrupted(transcript)
            : transcript;
        if (next !== transcript) {
          update({ transcript: next });
          events.emit("transcript", next);
        }
        if (interrupted) events.emit("interrupted", undefined);
        break;
      }
      case "failure":
        if (s?.phase === "starting") s.attempt.failure ??= signal.failure;
        else if (s?.phase === "started") void handleFailure(s, s.attempt, signal.failure);
        break;
      case "noise-cancellation":
        events.emit("noise-cancellation", signal.event);
        break;
      case "network-quality":
        events.emit("network-quality", signal.quality);
        break;
      case "audio-blocked":
        if (s && s.phase !== "stopping") update({ audioBlocked: true });
        break;
      case "audio-playing":
        // The SDK plays the agent itself again (a renegotiated track): ours goes.
        dropAgentPlayer();
        if (getSnapshot().audioBlocked) update({ audioBlocked: false });
        break;
      case "microphone":
        // setMuted decides: within MUTE_SETTLE_MS, Daily's updates are the echoes of the
        // setMuted calls, one each, whatever they say (after true/false/true the first agrees
        // but is not the last one's). Then a change is Daily's own: the SDK itself unmutes after
        // a noise cancellation processor error.
        if (state.status !== "active") break;
        if (Date.now() >= muteSettlesAt) muteEchoes = 0;
        if (muteEchoes > 0) {
          muteEchoes -= 1;
          if (muteEchoes === 0 && signal.muted === isMuted) muteSettlesAt = 0;
        } else if (signal.muted === isMuted) muteSettlesAt = 0;
        else if (Date.now() >= muteSettlesAt) {
          update({ isMuted: signal.muted });
          if (!signal.muted) events.emit("noise-cancellation", { status: "disabled" });
        }
    }
  }

  // Keeps the agent's state, telling everyone when it changes.
  function track(next: AgentTracking): void {
    agentTracking = next;
    if (next.agent === getSnapshot().agent) return;
    update({ agent: next.agent });
    events.emit("agent", next.agent);
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
        // Once a call has been active, a room that is over means the call is.
        sdk = { vapi, detach: listenToSdk(vapi, onSignal, () => !!session?.connected) };
        page.instance = vapi;
        if (outputVolume !== undefined) vapi.setVolume(outputVolume);
      }
      return sdk.vapi;
    });
  }

  // Forgets the SDK instance in use: its listeners go at once. Unless `stopped`, it is hung up
  // in the background once the SDK work of the page (a start() it may be running) is over; the
  // next start on the page waits for that.
  function dropSdk(stopped?: boolean): void {
    const dropped = sdk;
    if (!dropped) return;
    sdk = undefined;
    dropped.detach();
    if (stopped) return;
    const pending = page.work;
    void trackSdkWork(
      (async () => {
        if (pending) await settlesWithin(pending, connectTimeoutMs);
        await releaseSdk(dropped.vapi, false, stopTimeoutMs);
      })(),
    );
  }

  // Leaves the call (ending it for good unless `keepCall`), waiting at most stopTimeoutMs; an
  // SDK that has not stopped by then is dropped.
  async function hangUp(vapi: VapiLike | undefined, keepCall = false): Promise<void> {
    if (vapi && !(await releaseSdk(vapi, keepCall, stopTimeoutMs)) && sdk?.vapi === vapi) {
      dropSdk(true);
    }
  }

  // The call did not connect within connectTimeoutMs: a network failure. An SDK still inside
  // start() may never return (its request has no time-out), so the retry uses a new instance.
  function connectTimedOut(s: Session, attempt: Attempt): void {
    if (s !== session || s.attempt !== attempt || attempt.handled || s.phase === "stopping") return;
    if (s.phase === "starting") dropSdk();
    s.phase = "started";
    void handleFailure(s, attempt, createFailure("network", "timeout", TIMEOUT_MESSAGE));
  }

  // Retries a transient failure (at most MAX_RETRIES per failure run and maxSessionRetries per
  // call, waiting RETRY_DELAY_MS × retry), or ends the session with it. Runs at most once per
  // attempt; an SDK that fails to load again is the next attempt's failure. A call that has been
  // active is rejoined (`reconnecting`), its room kept.
  async function handleFailure(s: Session, attempt: Attempt, failure: VoiceFailure) {
    // A session that is over has nothing to retry or end: the SDK may be the next call's.
    if (attempt.handled || s !== session) return;
    attempt.handled = true;
    clearTimeout(attempt.timer);
    const current = sdk?.vapi;
    const retry =
      failure.reason === "network" && s.retries < MAX_RETRIES && s.total < maxSessionRetries;
    if (retry) {
      s.retries += 1;
      s.total += 1;
      muteEchoes = 0; // whose microphone updates echo no setMuted of the last one
      s.phase = "waiting";
      const delayMs = RETRY_DELAY_MS * s.retries;
      const next = (s.retries + 1) as ConnectAttempt;
      dispatch(s, { type: s.connected ? "reconnect" : "retry", attempt: next });
      events.emit("retry", { attempt: next, delayMs, failure });
      // A call that has been active is kept, to be rejoined; one that never was is ended.
      await hangUp(current, s.connected);
      if (await settlesWithin(s.over.promise, delayMs)) return;
      const vapi = await loadedSdk();
      if (s === session) await attemptOrFail(s, vapi);
    } else {
      await hangUp(current);
      finishWithFailure(s, failure);
    }
  }

  // The SDK instance, or the network failure of its load.
  function loadedSdk(): Promise<VapiLike | VoiceFailure> {
    return getSdk().catch((error: unknown) => createFailure("network", error));
  }

  // Starts an attempt on the SDK; an SDK that failed to load (a network error, a deploy that
  // replaced the chunk) is retried like a failed connection.
  function attemptOrFail(s: Session, vapi: VapiLike | VoiceFailure): Promise<void> {
    return "reason" in vapi
      ? handleFailure(s, (s.attempt = { handled: false }), vapi)
      : attemptStart(s, vapi);
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
    const startedAt = (page.lastStartAt = Date.now());
    attempt.timer = setTimeout(() => {
      connectTimedOut(s, attempt);
    }, connectTimeoutMs);
    // A call that has been active is rejoined: same call, same conversation.
    const webCall = s.connected ? s.webCall : undefined;
    let call: unknown = null;
    const stale = () => s !== session || s.attempt !== attempt;
    // The SDK's part: start() or reconnect(), and the hang-up of a call that was stopped,
    // destroyed or timed out while the SDK was creating it.
    const sdkWork = (async () => {
      try {
        if (webCall) {
          await vapi.reconnect(webCall);
          call = webCall;
        } else
          call = await vapi.start(assistant, s.overrides, squad, undefined, undefined, KEEP_ROOM);
      } catch (error) {
        attempt.failure ??= createFailure(webCall ? "network" : "unknown", error);
      }
      if (stale() && call) {
        page.strayJoinAt = Date.now();
        await hangUp(vapi);
      }
    })();
    // The page waits for it at most connectTimeoutMs: an SDK still inside start() by then is
    // dropped, as it may never return, and the start is abandoned: it may still answer.
    void trackSdkWork(
      settlesWithin(sdkWork, connectTimeoutMs).then((settled) => {
        if (settled) return;
        if (sdk?.vapi === vapi) dropSdk();
        page.abandoned.add(sdkWork);
        void sdkWork.finally(() => page.abandoned.delete(sdkWork));
      }),
    );
    await sdkWork;
    if (stale()) return;
    s.phase = "started";
    if (typeof field(call, "webCallUrl") === "string") {
      s.webCall = call as VapiWebCall;
      const { id } = s.webCall;
      if (typeof id === "string" && id !== getSnapshot().callId) update({ callId: id });
    }
    // A mute chosen while connecting is applied as soon as the call is joined (and on every
    // retry, each a new Daily call).
    if (call && getSnapshot().isMuted) callGuarded(mute, vapi, true);
    if (!call || attempt.failure) {
      const failure = await ownDuplicateAsNetwork(attempt.failure, startedAt);
      // The call may have been stopped, and another started, while that start was awaited.
      if (!stale()) await handleFailure(s, attempt, failure);
    }
  }

  // A call object refused as a duplicate while a start of ours that was given up on answers
  // late (it creates one before it is hung up) is no other call's: once that start is over
  // (bounded by connectTimeoutMs), it is retried like a network failure. Otherwise it is busy.
  async function ownDuplicateAsNetwork(
    failure: VoiceFailure = createFailure("unknown"),
    startedAt: number,
  ): Promise<VoiceFailure> {
    if (!isDuplicateCallObject(failure)) return failure;
    if (page.abandoned.size === 0 && page.strayJoinAt < startedAt) return failure;
    await settlesWithin(Promise.allSettled([...page.abandoned]), connectTimeoutMs);
    return createFailure("network", failure.cause);
  }

  async function run(s: Session): Promise<void> {
    try {
      const [vapi, micFailure] = await Promise.all([loadedSdk(), checkMicrophone()]);
      if (micFailure) {
        finishWithFailure(s, micFailure);
        return;
      }
      if (dispatch(s, { type: "connect" })) {
        // A call to rejoin (kept from before a reload) is rejoined like a dropped one.
        s.connected = !!s.webCall;
        await attemptOrFail(s, vapi);
      }
    } catch (error) {
      finishWithFailure(s, createFailure("unknown", error));
    }
  }

  function linkSignal(s: Session, signal: AbortSignal | undefined): void {
    if (!signal) return;
    const onAbort = () => {
      if (session === s) void stop();
    };
    signal.addEventListener("abort", onAbort, { once: true, signal: s.unlinks.signal });
  }

  // Starts once `ended` resolves, unless destroy() came first.
  function startAfter(ended: Promise<unknown>, startOptions?: StartOptions) {
    const current = generation;
    return ended.then(() =>
      current === generation ? start(startOptions) : resultOf(getSnapshot().state),
    );
  }

  async function start(startOptions?: StartOptions): Promise<StartResult> {
    if (!assistant && !squad) throw new Error(ASSISTANT_OR_SQUAD_REQUIRED);
    const { state } = getSnapshot();
    const signal = startOptions?.signal;
    if (signal?.aborted) return resultOf(state);
    // The page's call (this client's, or another client's): wait for it if it is ending.
    const owner = page.owner;
    if (owner?.phase === "stopping") return startAfter(owner.over.promise, startOptions);
    if (session) {
      linkSignal(session, signal);
      // Once connected, the state now (active or reconnecting); before, when it settles.
      return session.connected ? resultOf(state) : session.settled.promise;
    }
    const s: Session = {
      overrides: layerOverrides(assistantOverrides, startOptions?.assistantOverrides),
      phase: "preparing",
      retries: 0,
      total: 0,
      webCall: startOptions?.rejoin,
      attempt: { handled: true },
      settled: defer(),
      over: defer(),
      unlinks: new AbortController(),
    };
    session = s;
    dispatch(s, { type: "start" });
    // A call rejoined is known by its id from the start.
    if (s.webCall) update({ callId: s.webCall.id });
    // Another client's call holds the page.
    if (owner) {
      finishWithFailure(s, createFailure("busy", undefined, PAGE_BUSY_MESSAGE));
    } else {
      page.owner = s;
      linkSignal(s, signal);
      void run(s);
    }
    return s.settled.promise;
  }

  async function stop(): Promise<void> {
    const s = session;
    if (!s) return;
    if (s.phase !== "stopping") {
      const started = s.phase === "started";
      s.phase = "stopping";
      dispatch(s, { type: "stop" });
      if (started) {
        void hangUp(sdk?.vapi).then(() => dispatch(s, { type: "end", reason: "user" }));
      } else {
        // Nothing connected yet: end now. A call the SDK is still creating is hung up when it
        // returns (attemptStart), and the next start waits for that.
        dispatch(s, { type: "end", reason: "user" });
      }
    }
    return s.over.promise;
  }

  // Chooses a device: switched at once during an active call, else used once one is.
  async function useDevice(kind: AudioDevice["kind"], deviceId: string): Promise<void> {
    if (getSnapshot().state.status === "active") await switchDevice(kind, deviceId);
    chosen[kind] = deviceId;
  }

  // Switches the active call's device of `kind` through the SDK.
  async function switchDevice(kind: AudioDevice["kind"], deviceId: string): Promise<void> {
    const vapi = activeSdk(kind === "audioinput" ? "setInputDevice" : "setOutputDevice");
    await (kind === "audioinput"
      ? vapi.setInputDevicesAsync({ audioDeviceId: deviceId })
      : vapi.setOutputDeviceAsync({ outputDeviceId: deviceId }));
  }

  // A chosen device unplugged during the call: report it and fall back to the first remaining
  // device of its kind.
  async function replaceLostDevices(): Promise<void> {
    const devices = await listAudioDevices();
    if (getSnapshot().state.status !== "active") return;
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
  // A `mediaDevices` that cannot be watched (a test's `{ getUserMedia }` stub, no `devicechange`
  // events or no `enumerateDevices`) is left alone rather than failing the call.
  function watchDevices(method: "addEventListener" | "removeEventListener"): void {
    const media = (globalThis.navigator as Partial<Navigator> | undefined)?.mediaDevices as
      Partial<MediaDevices> | undefined;
    if (media?.[method] && media.enumerateDevices) {
      (media as MediaDevices)[method]("devicechange", onDeviceChange);
    }
  }

  // Mutes the SDK's microphone; Daily's updates that contradict it are stale for a while.
  function mute(vapi: VapiLike, muted: boolean): void {
    vapi.setMuted(muted);
    muteSettlesAt = Date.now() + MUTE_SETTLE_MS;
    muteEchoes += 1;
  }

  // The call's audio tracks, from Daily's call object: the visitor's microphone and the agent.
  function audioTracks(): { input?: MediaStreamTrack; output?: MediaStreamTrack } {
    const call = sdk?.vapi.getDailyCallObject?.() as
      { participants?: () => Record<string, unknown> } | undefined;
    const tracks: { input?: MediaStreamTrack; output?: MediaStreamTrack } = {};
    for (const participant of Object.values(call?.participants?.() ?? {})) {
      const track = field(field(field(participant, "tracks"), "audio"), "persistentTrack");
      if (!track) continue;
      if (field(participant, "local") === true) tracks.input = track as MediaStreamTrack;
      else if (field(participant, "user_name") === "Vapi Speaker") {
        tracks.output = track as MediaStreamTrack;
      }
    }
    return tracks;
  }

  // Stops playing the agent on the player resumeAudio() made.
  function dropAgentPlayer(): void {
    agentPlayer?.remove();
    agentPlayer = undefined;
  }

  // `text` trimmed; a method given nothing to say throws.
  function wordsOf(text: string, method: string): string {
    const words = text.trim();
    if (words === "") throw new TypeError(`${method}() needs text.`);
    return words;
  }

  function activeSdk(method: string): VapiLike {
    if (getSnapshot().state.status !== "active" || !sdk) throw noCall(method);
    return sdk.vapi;
  }

  return {
    subscribe,
    getSnapshot,
    on: events.on,
    start,
    stop,
    toggle: () => (session ? stop() : start().then(ignore)),
    preload: () => getSdk().then(ignore, ignore),
    setMuted(muted) {
      if (getSnapshot().state.status === "active") mute(activeSdk("setMuted"), muted);
      else if (!session || session.phase === "stopping") throw noCall("setMuted", "a call");
      // Joined (or rejoined) and not yet listening: the microphone is live already. Before the
      // join, attemptStart() applies the choice as soon as the SDK has a call.
      else if (session.phase === "started" && !session.attempt.failure && sdk) {
        callGuarded(mute, sdk.vapi, muted);
      }
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
    sendText(text, textOptions) {
      const words = wordsOf(text, "sendText");
      const triggerResponse = textOptions?.triggerResponse ?? true;
      activeSdk("sendText").send({
        type: "add-message",
        message: { role: "user", content: words },
        triggerResponseEnabled: triggerResponse,
      });
      const transcript = addTypedTurn(getSnapshot().transcript, words);
      update({ transcript });
      events.emit("transcript", transcript);
      if (triggerResponse && agentTracking.agent !== "speaking") {
        track({ ...agentTracking, agent: "thinking" });
      }
    },
    setOutputVolume(volume) {
      if (!Number.isFinite(volume)) return;
      outputVolume = Math.min(1, Math.max(0, volume));
      sdk?.vapi.setVolume(outputVolume);
      if (agentPlayer) agentPlayer.volume = outputVolume;
    },
    getAudioTracks: () => (getSnapshot().state.status === "active" ? audioTracks() : {}),
    async resumeAudio() {
      activeSdk("resumeAudio");
      if (!getSnapshot().audioBlocked) return;
      // The SDK gave up its player: the agent's track plays on ours.
      const track = audioTracks().output;
      if (!track) throw new Error("No agent audio yet.");
      const player = document.createElement("audio");
      player.srcObject = new MediaStream([track]);
      if (outputVolume !== undefined) player.volume = outputVolume;
      document.body.append(player);
      try {
        await player.play();
      } catch (error) {
        player.remove();
        throw error;
      }
      dropAgentPlayer();
      agentPlayer = player;
      update({ audioBlocked: false });
    },
    sendContext(text) {
      activeSdk("sendContext").send({
        type: "add-message",
        message: { role: "system", content: wordsOf(text, "sendContext") },
        triggerResponseEnabled: false,
      });
    },
    setInputDevice: (deviceId) => useDevice("audioinput", deviceId),
    setOutputDevice: (deviceId) => useDevice("audiooutput", deviceId),
    destroy() {
      const s = session;
      generation += 1;
      if (s) {
        s.phase = "stopping";
        endSession(s);
        s.settled.resolve({ ...IDLE_STATE, callId: undefined });
      }
      dropSdk();
      reset();
    },
  };
}
