import { useContext, useMemo, useSyncExternalStore } from "react";
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
const getIdleSnapshot = () => IDLE_SNAPSHOT;

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

function useCallOf(client: VoiceClient | null): UseVoiceCallResult | null {
  // The server snapshot is always idle, so prerendered HTML matches the first client render.
  const snapshot = useSyncExternalStore(
    client?.subscribe ?? subscribeToNothing,
    client?.getSnapshot ?? getIdleSnapshot,
    getIdleSnapshot,
  );
  return useMemo(() => (client ? toResult(client, snapshot) : null), [client, snapshot]);
}

/**
 * The voice call of the nearest {@link VoiceCallProvider}. Every component that calls it sees
 * the same call. Throws when there is no provider.
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
 */
export function useVoiceCall(): UseVoiceCallResult {
  const call = useCallOf(useContext(VoiceCallContext));
  if (!call) {
    throw new Error(
      "useVoiceCall() must be used inside a <VoiceCallProvider>. " +
        "Use useVoiceCallOptional() in components that may render without one.",
    );
  }
  return call;
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
  return useCallOf(useContext(VoiceCallContext));
}
