// The store of a voice client: the snapshot a UI renders, its subscribers and the typed events.
// It applies call events to the state machine and tells everyone, guarded; it knows nothing of
// the SDK or of sessions.
import { IDLE_STATE, transition, type CallEvent, type CallState } from "./call-state";
import { createEmitter, type Emitter } from "./emitter";
import type { VoiceCallSnapshot, VoiceClientEvents } from "./voice-client-types";

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
  agent: "idle",
  audioBlocked: false,
  callId: undefined,
};

/** The snapshot, its subscribers and the events of one client. */
export interface VoiceStore {
  readonly events: Emitter<VoiceClientEvents>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => VoiceCallSnapshot;
  /** Changes the snapshot and tells the subscribers. */
  readonly update: (patch: Partial<VoiceCallSnapshot>) => void;
  /**
   * Applies `event` to the state machine. When the state changes, `settle` runs with the new
   * state before anyone is told (so a listener can start the next call at once), then the
   * events go out and the subscribers are told. Returns whether the state changed.
   */
  readonly apply: (event: CallEvent, settle: (state: CallState) => void) => boolean;
  /** Back to {@link IDLE_SNAPSHOT}, telling everyone. */
  readonly reset: () => void;
}

/** Creates an empty {@link VoiceStore}. Every subscriber and event listener runs guarded. */
export function createVoiceStore(): VoiceStore {
  // Subscribers are an emitter's listeners too: each runs guarded, and a function subscribed
  // twice is called twice (each unsubscribe removes one).
  const subscribers = createEmitter<{ change: undefined }>();
  const events = createEmitter<VoiceClientEvents>();
  let snapshot = IDLE_SNAPSHOT;

  function notify(): void {
    subscribers.emit("change", undefined);
  }

  // Leaving `active` resets what the SDK leaves behind: a pending speech-end and a last volume
  // above 0.
  function emitReset({ state, volume }: VoiceCallSnapshot): void {
    if (state.status === "active" && state.activity === "speaking") {
      events.emit("speech-end", undefined);
    }
    if (volume > 0) events.emit("volume", 0);
  }

  return {
    events,
    subscribe: (listener) => subscribers.on("change", listener),
    getSnapshot: () => snapshot,
    update(patch) {
      snapshot = { ...snapshot, ...patch };
      notify();
    },
    apply(event, settle) {
      const before = snapshot;
      const state = transition(before.state, event);
      if (state === before.state) return false;
      const leftActive = before.state.status === "active" && state.status !== "active";
      const over = state.status === "ended" || state.status === "failed";
      snapshot = {
        state,
        volume: leftActive ? 0 : before.volume,
        // A new call starts with an empty conversation; a muted microphone ends with the call.
        transcript: event.type === "start" ? [] : before.transcript,
        isMuted: !over && before.isMuted,
        // Blocked audio is the call's (it may be blocked before the agent listens).
        audioBlocked: event.type !== "start" && !over && before.audioBlocked,
        // The call's id stays after it ends (feedback names it) until the next call starts.
        callId: event.type === "start" ? undefined : before.callId,
        // The agent listens first once the call is active (again), and is idle without one.
        agent:
          state.status !== "active"
            ? "idle"
            : before.state.status === "active"
              ? before.agent
              : "listening",
      };
      settle(state);
      events.emit("state", state);
      if (snapshot.agent !== before.agent) events.emit("agent", snapshot.agent);
      if (leftActive) emitReset(before);
      if ("failure" in event) events.emit("error", event.failure);
      notify();
      return true;
    },
    reset() {
      const before = snapshot;
      if (before === IDLE_SNAPSHOT) return;
      snapshot = IDLE_SNAPSHOT;
      events.emit("state", IDLE_STATE);
      if (before.agent !== "idle") events.emit("agent", "idle");
      emitReset(before);
      notify();
    },
  };
}
