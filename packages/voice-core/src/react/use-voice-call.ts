import { useContext, useState, useSyncExternalStore } from "react";
import {
  IDLE_SNAPSHOT,
  getButtonState,
  getCallFailure,
  type ButtonState,
  type CallState,
  type CallStatus,
  type TranscriptTurn,
  type VoiceCallSnapshot,
  type VoiceClient,
  type VoiceFailure,
} from "@novaline/voice-core";
import { VoiceCallContext } from "./voice-call-context";

/**
 * What {@link useVoiceCall} returns: the call's state, derived flags for rendering, and the
 * client's commands (stable functions, safe in dependency arrays).
 *
 * @example
 * ```tsx
 * const { buttonState, toggle, preload } = useVoiceCall();
 * ```
 */
export interface UseVoiceCallResult {
  /** The full call state (discriminated union). */
  readonly state: CallState;
  /** `state.status`: idle, loading, connecting, active, ending, ended or failed. */
  readonly status: CallStatus;
  /** What a call button shows: `idle`, `busy` or `active`. */
  readonly buttonState: ButtonState;
  /** Whether the agent is speaking. */
  readonly isSpeaking: boolean;
  /** The agent's audio level, 0..1. */
  readonly volume: number;
  /** The conversation so far, as `{ role, text, final }` turns. */
  readonly transcript: readonly TranscriptTurn[];
  /** The failure of the last call (reason, message for people, retryable), or `null`. */
  readonly error: VoiceFailure | null;
  /** Whether the microphone is muted. */
  readonly isMuted: boolean;
  /** See {@link VoiceClient.start}. */
  readonly start: VoiceClient["start"];
  /** See {@link VoiceClient.stop}. */
  readonly stop: VoiceClient["stop"];
  /** See {@link VoiceClient.toggle}. */
  readonly toggle: VoiceClient["toggle"];
  /** See {@link VoiceClient.setMuted}. */
  readonly setMuted: VoiceClient["setMuted"];
  /** See {@link VoiceClient.preload}; call it on hover or focus of a call button. */
  readonly preload: VoiceClient["preload"];
  /** See {@link VoiceClient.say}. */
  readonly say: VoiceClient["say"];
  /** See {@link VoiceClient.send}. */
  readonly send: VoiceClient["send"];
  /** The underlying client, for events (`client.on("volume", ...)`). */
  readonly client: VoiceClient;
}

const subscribeToNothing = () => () => undefined;

function toResult(client: VoiceClient, snapshot: VoiceCallSnapshot): UseVoiceCallResult {
  const { state } = snapshot;
  return {
    state,
    status: state.status,
    buttonState: getButtonState(state),
    isSpeaking: state.status === "active" && state.activity === "speaking",
    volume: snapshot.volume,
    transcript: snapshot.transcript,
    error: getCallFailure(state),
    isMuted: snapshot.isMuted,
    start: client.start,
    stop: client.stop,
    toggle: client.toggle,
    setMuted: client.setMuted,
    preload: client.preload,
    say: client.say,
    send: client.send,
    client,
  };
}

// What a component last read: recomputed only when the snapshot changes, and kept (same
// reference) when the selection is equal, so the component re-renders only when it changes.
interface Selection<T> {
  client: VoiceClient;
  select: (call: UseVoiceCallResult) => T;
  snapshot: VoiceCallSnapshot;
  value: T;
}

function useSelectedCall<T>(
  client: VoiceClient | null,
  select: (call: UseVoiceCallResult) => T,
): T | null {
  const [cache] = useState<{ current?: Selection<T> }>(() => ({}));
  const read = (snapshot: VoiceCallSnapshot): T | null => {
    if (!client) return null;
    const last = cache.current;
    const same = last?.client === client;
    // A selector that changed (one written inline, reading props) reads the snapshot again.
    if (same && last.select === select && last.snapshot === snapshot) return last.value;
    const value = select(toResult(client, snapshot));
    const kept = same && Object.is(last.value, value) ? last.value : value;
    cache.current = { client, select, snapshot, value: kept };
    return kept;
  };
  // The server snapshot is always idle, so prerendered HTML matches the first client render.
  return useSyncExternalStore(
    client?.subscribe ?? subscribeToNothing,
    () => read(client?.getSnapshot() ?? IDLE_SNAPSHOT),
    () => read(IDLE_SNAPSHOT),
  );
}

const whole = (call: UseVoiceCallResult) => call;
const noProvider = () =>
  new Error(
    "useVoiceCall() must be used inside a <VoiceCallProvider>. " +
      "Use useVoiceCallOptional() in components that may render without one.",
  );

/**
 * The voice call of the nearest {@link VoiceCallProvider}. Every component that calls it sees
 * the same call. Throws when there is no provider.
 *
 * With a `selector`, it returns what the selector picks and the component re-renders only when
 * that changes (compared with `Object.is`): a call button that reads `buttonState` is not
 * re-rendered ten times a second by the volume. Return one value (or a stable one) per call;
 * an object built in the selector changes at every update.
 *
 * @example
 * ```tsx
 * function TalkButton() {
 *   const { buttonState, toggle, preload } = useVoiceCall();
 *   return (
 *     <button type="button" onClick={() => void toggle()} onPointerEnter={() => void preload()} aria-busy={buttonState === "busy"}>
 *       {buttonState === "active" ? "End Call" : "Talk to the AI"}
 *     </button>
 *   );
 * }
 * ```
 * @example
 * ```tsx
 * const buttonState = useVoiceCall((call) => call.buttonState);
 * const volume = useVoiceCall((call) => call.volume); // in the meter only
 * ```
 */
export function useVoiceCall(): UseVoiceCallResult;
export function useVoiceCall<T>(selector: (call: UseVoiceCallResult) => T): T;
export function useVoiceCall<T>(
  selector?: (call: UseVoiceCallResult) => T,
): T | UseVoiceCallResult {
  const client = useContext(VoiceCallContext);
  const selected = useSelectedCall<T | UseVoiceCallResult>(client, selector ?? whole);
  if (!client) throw noProvider();
  return selected as T | UseVoiceCallResult;
}

/**
 * Like {@link useVoiceCall}, but returns `null` outside a {@link VoiceCallProvider}, for
 * components that may render without voice (say, in a Storybook story).
 *
 * @example
 * ```tsx
 * const call = useVoiceCallOptional();
 * if (!call) return null;
 * ```
 */
export function useVoiceCallOptional(): UseVoiceCallResult | null {
  return useSelectedCall(useContext(VoiceCallContext), whole);
}

/**
 * The call's status alone (see {@link useVoiceCall} with a selector).
 *
 * @example
 * ```tsx
 * const status = useCallStatus(); // "idle" | "loading" | "connecting" | "active" | ...
 * ```
 */
export function useCallStatus(): CallStatus {
  return useVoiceCall(selectStatus);
}

/**
 * The agent's audio level alone, 0..1: for a meter, so that nothing else re-renders with it.
 *
 * @example
 * ```tsx
 * const volume = useCallVolume();
 * return <meter min={0} max={1} value={volume} />;
 * ```
 */
export function useCallVolume(): number {
  return useVoiceCall(selectVolume);
}

const selectStatus = (call: UseVoiceCallResult) => call.status;
const selectVolume = (call: UseVoiceCallResult) => call.volume;
