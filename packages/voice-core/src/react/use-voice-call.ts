import { useState, useSyncExternalStore } from "react";
import {
  IDLE_SNAPSHOT,
  finalTranscript,
  getButtonState,
  getCallFailure,
  type AgentState,
  type ButtonState,
  type CallState,
  type CallStatus,
  type TranscriptTurn,
  type VoiceCallSnapshot,
  type VoiceClient,
  type VoiceFailure,
} from "@novaline/voice-core";
import { useContextClient } from "./use-context-client";

/**
 * What {@link useVoiceCall} returns: the call's state, derived flags for rendering, and the
 * client's commands (stable functions, safe in dependency arrays). What changes many times a
 * second is not in it, so that a component using it re-renders only when something it shows
 * changes: the agent's audio level ({@link useCallVolume}), the phrase being spoken
 * ({@link useTranscript} has the transcript with it) and what the agent is doing
 * ({@link useAgentState}).
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
  /**
   * The conversation so far, one turn per side's say (`{ id, role, text, … }`), in finished
   * phrases (see `finalTranscript`): it changes once a phrase, not with every word.
   * {@link useTranscript} has the words as they come.
   */
  readonly transcript: readonly TranscriptTurn[];
  /** The failure of the last call (reason, message for people, retryable), or `null`. */
  readonly error: VoiceFailure | null;
  /** Whether the microphone is muted. */
  readonly isMuted: boolean;
  /** The browser blocked the agent's audio: offer a "Tap to hear the agent" that calls `resumeAudio`. */
  readonly audioBlocked: boolean;
  /**
   * Vapi's id of the current (or last) call, kept after it ends: what feedback on the call
   * (`sendFeedback`) names it by. See {@link VoiceCallSnapshot.callId}.
   */
  readonly callId: string | undefined;
  /** See {@link VoiceClient.resumeAudio}. */
  readonly resumeAudio: VoiceClient["resumeAudio"];
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
  /** See {@link VoiceClient.sendText}. */
  readonly sendText: VoiceClient["sendText"];
  /** See {@link VoiceClient.sendContext}. */
  readonly sendContext: VoiceClient["sendContext"];
  /** See {@link VoiceClient.setOutputVolume}. */
  readonly setOutputVolume: VoiceClient["setOutputVolume"];
  /** The underlying client, for events (`client.on("volume", ...)`). */
  readonly client: VoiceClient;
}

/**
 * What a selector of {@link useVoiceCall} reads: the result, and what changes many times a
 * second: the agent's audio level, what the agent is doing and the transcript with the phrase
 * being spoken.
 *
 * @example
 * ```tsx
 * const volume = useVoiceCall((call: VoiceCallView) => call.volume);
 * ```
 */
export interface VoiceCallView extends UseVoiceCallResult {
  /** The agent's audio level, 0..1 (ten updates a second while the agent speaks). */
  readonly volume: number;
  /** What the agent is doing: `idle`, `listening`, `thinking` or `speaking`. */
  readonly agent: AgentState;
  /** The transcript with the phrase being spoken, word by word (`final: false` on its turn). */
  readonly liveTranscript: readonly TranscriptTurn[];
}

const subscribeToNothing = () => () => undefined;

/** `turns` as the last result had them when they read the same, so that nothing re-renders. */
function sameTurns(
  last: readonly TranscriptTurn[] | undefined,
  turns: readonly TranscriptTurn[],
): readonly TranscriptTurn[] {
  const same = (a: TranscriptTurn | undefined, b: TranscriptTurn) =>
    a === b ||
    (a?.id === b.id &&
      a.text === b.text &&
      a.final === b.final &&
      a.endedAt === b.endedAt &&
      a.interrupted === b.interrupted);
  const kept = turns.map((turn, index) =>
    same(last?.[index], turn) ? (last?.[index] ?? turn) : turn,
  );
  return last?.length === kept.length && kept.every((turn, index) => turn === last[index])
    ? last
    : kept;
}

function toResult(
  client: VoiceClient,
  snapshot: VoiceCallSnapshot,
  last?: UseVoiceCallResult,
): UseVoiceCallResult {
  const { state } = snapshot;
  return {
    state,
    status: state.status,
    buttonState: getButtonState(state),
    isSpeaking: state.status === "active" && state.activity === "speaking",
    transcript: sameTurns(last?.transcript, finalTranscript(snapshot.transcript)),
    error: getCallFailure(state),
    isMuted: snapshot.isMuted,
    audioBlocked: snapshot.audioBlocked,
    callId: snapshot.callId,
    resumeAudio: client.resumeAudio,
    start: client.start,
    stop: client.stop,
    toggle: client.toggle,
    setMuted: client.setMuted,
    preload: client.preload,
    say: client.say,
    send: client.send,
    sendText: client.sendText,
    sendContext: client.sendContext,
    setOutputVolume: client.setOutputVolume,
    client,
  };
}

// What a component last read: recomputed only when the snapshot changes, and kept (same
// reference) when the selection is equal, so the component re-renders only when it changes.
interface Selection<T> {
  client: VoiceClient;
  select: Select<T>;
  snapshot: VoiceCallSnapshot;
  value: T;
  result: UseVoiceCallResult;
}

/** A selector: the view (the result and the volume), and the result alone. */
type Select<T> = (view: VoiceCallView, result: UseVoiceCallResult) => T;

// The whole result, without the volume: a volume update alone re-renders nothing.
const whole = (_view: VoiceCallView, result: UseVoiceCallResult) => result;

/** Whether two selections are the same: `Object.is`, or field by field for the whole result. */
function sameSelection(a: unknown, b: unknown, fieldByField: boolean): boolean {
  if (Object.is(a, b)) return true;
  if (!fieldByField || typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

function useSelectedCall<T>(client: VoiceClient | null, select: Select<T>): T | null {
  const [cache] = useState<{ current?: Selection<T> }>(() => ({}));
  const read = (snapshot: VoiceCallSnapshot): T | null => {
    if (!client) return null;
    const last = cache.current;
    const same = last?.client === client;
    // A selector that changed (one written inline, reading props) reads the snapshot again.
    if (same && last.select === select && last.snapshot === snapshot) return last.value;
    const result = toResult(client, snapshot, same ? last.result : undefined);
    const value = select(
      {
        ...result,
        volume: snapshot.volume,
        agent: snapshot.agent,
        liveTranscript: snapshot.transcript,
      },
      result,
    );
    const kept = same && sameSelection(last.value, value, select === whole) ? last.value : value;
    cache.current = { client, select, snapshot, value: kept, result };
    return kept;
  };
  // The server snapshot is always idle, so prerendered HTML matches the first client render.
  return useSyncExternalStore(
    client?.subscribe ?? subscribeToNothing,
    () => read(client?.getSnapshot() ?? IDLE_SNAPSHOT),
    () => read(IDLE_SNAPSHOT),
  );
}

const noProvider = () =>
  new Error(
    "useVoiceCall() must be used inside a <VoiceCallProvider>. " +
      "Use useVoiceCallOptional() in components that may render without one.",
  );

/**
 * The voice call of the nearest {@link VoiceCallProvider}. Every component that calls it sees
 * the same call. Throws when there is no provider.
 *
 * Without a selector, the component re-renders when any field of the result changes, but not
 * with the volume (which is not in it). With a `selector`, it returns what the selector picks
 * (the selector also sees `volume`) and the component re-renders only when that changes
 * (compared with `Object.is`). Return one value (or a stable one) per call; an object built in
 * the selector changes at every update.
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
export function useVoiceCall<T>(selector: (call: VoiceCallView) => T): T;
export function useVoiceCall<T>(selector?: (call: VoiceCallView) => T): T | UseVoiceCallResult {
  const client = useContextClient();
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
  return useSelectedCall(useContextClient(), whole);
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

/**
 * What the agent is doing alone (`idle`, `listening`, `thinking`, `speaking`): for a label such
 * as "Thinking…"; the component re-renders only when it changes.
 *
 * @example
 * ```tsx
 * const agent = useAgentState();
 * return <p aria-live="polite">{agent === "thinking" ? "Thinking…" : null}</p>;
 * ```
 */
export function useAgentState(): AgentState {
  return useVoiceCall(selectAgent);
}

/**
 * The conversation with the phrase being spoken, word by word as Vapi transcribes it (the turn
 * being spoken has `final: false`): for a live caption or transcript panel, which re-renders
 * with each word. `useVoiceCall().transcript` has the finished phrases only.
 *
 * @example
 * ```tsx
 * const turns = useTranscript();
 * return <ol>{turns.map((t) => <li key={t.id} aria-busy={!t.final}>{t.text}</li>)}</ol>;
 * ```
 */
export function useTranscript(): readonly TranscriptTurn[] {
  return useVoiceCall(selectLiveTranscript);
}

const selectLiveTranscript = (call: VoiceCallView) => call.liveTranscript;
const selectAgent = (call: VoiceCallView) => call.agent;
const selectStatus = (call: VoiceCallView) => call.status;
const selectVolume = (call: VoiceCallView) => call.volume;
