import type { VoiceFailure } from "./failure-reasons";

/**
 * Why a call ended: the visitor hung up (`user`), the agent or the server did (`agent`), or the
 * connection broke beyond repair (`error`, with the failure).
 *
 * @example
 * ```ts
 * if (state.status === "ended" && state.reason === "agent") showThanks();
 * ```
 */
export type EndReason = "user" | "agent" | "error";

/**
 * The state of the voice call, as a discriminated union on `status`:
 *
 * - `idle`: no call yet.
 * - `loading`: loading the SDK and checking the microphone.
 * - `connecting`: creating and joining the call; `attempt` is 1, then 2..4 on automatic retries
 *   (the `attempt` of the `retry` event that led to it).
 * - `active`: the agent is on the line; `activity` says whether it is `speaking` or `listening`.
 * - `reconnecting`: the connection of an active call dropped; the client rejoins the same call
 *   (same conversation), `attempt` 2..4 as for `connecting`.
 * - `ending`: hanging up.
 * - `ended`: the call is over (`reason`); a new one can start. When the agent's side ended it,
 *   `endedReason` is Vapi's reason when Vapi sent one (`"assistant-ended-call"`,
 *   `"exceeded-max-duration"`, ...).
 * - `failed`: the call could not be made; `failure` says why, in the same shape as the failure
 *   of an `ended` call with reason `error`.
 *
 * @example
 * ```ts
 * switch (state.status) {
 *   case "active": return state.activity === "speaking" ? "AI is talking" : "Your turn";
 *   case "failed": return state.failure.message;
 *   default: return state.status;
 * }
 * ```
 */
export type CallState =
  | { readonly status: "idle" }
  | { readonly status: "loading" }
  | { readonly status: "connecting"; readonly attempt: ConnectAttempt }
  | { readonly status: "active"; readonly activity: "listening" | "speaking" }
  | { readonly status: "reconnecting"; readonly attempt: ConnectAttempt }
  | { readonly status: "ending" }
  | { readonly status: "ended"; readonly reason: "user" }
  | { readonly status: "ended"; readonly reason: "agent"; readonly endedReason?: string }
  | { readonly status: "ended"; readonly reason: "error"; readonly failure: VoiceFailure }
  | { readonly status: "failed"; readonly failure: VoiceFailure };

/**
 * Which try of a call is connecting: 1, then 2..4 for the automatic retries (at most 3 in a
 * failure run, see `MAX_RETRIES`).
 *
 * @example
 * ```ts
 * const label = attempt > 1 ? `Reconnecting (try ${attempt} of 4)…` : "Connecting…";
 * ```
 */
export type ConnectAttempt = 1 | 2 | 3 | 4;

/**
 * The `status` of a {@link CallState}.
 *
 * @example
 * ```ts
 * const busy: CallStatus[] = ["loading", "connecting", "ending"];
 * ```
 */
export type CallStatus = CallState["status"];

/**
 * What moves the call from one state to the next. Each event leads to exactly one target
 * status; {@link CALL_TRANSITIONS} says in which states it is accepted.
 *
 * @example
 * ```ts
 * transition({ status: "idle" }, { type: "start" }); // { status: "loading" }
 * ```
 */
export type CallEvent =
  | { readonly type: "start" }
  | { readonly type: "connect" }
  | { readonly type: "retry"; readonly attempt: ConnectAttempt }
  | { readonly type: "reconnect"; readonly attempt: ConnectAttempt }
  | { readonly type: "call-start" }
  | { readonly type: "speech-start" }
  | { readonly type: "speech-end" }
  | { readonly type: "stop" }
  | { readonly type: "end"; readonly reason: "user" }
  | { readonly type: "end"; readonly reason: "agent"; readonly endedReason?: string }
  | { readonly type: "end"; readonly reason: "error"; readonly failure: VoiceFailure }
  | { readonly type: "fail"; readonly failure: VoiceFailure };

/**
 * The transition table: for each status, the events it accepts and the status they lead to.
 * Events not listed are ignored, so impossible moves (say, `call-start` after `ended`) cannot
 * happen.
 *
 * @example
 * ```ts
 * CALL_TRANSITIONS.connecting["call-start"]; // "active"
 * ```
 */
export const CALL_TRANSITIONS = {
  idle: { start: "loading" },
  loading: { connect: "connecting", stop: "ending", fail: "failed" },
  connecting: {
    "call-start": "active",
    retry: "connecting",
    stop: "ending",
    end: "ended",
    fail: "failed",
  },
  active: {
    "speech-start": "active",
    "speech-end": "active",
    reconnect: "reconnecting",
    stop: "ending",
    end: "ended",
  },
  reconnecting: { "call-start": "active", reconnect: "reconnecting", stop: "ending", end: "ended" },
  ending: { end: "ended" },
  ended: { start: "loading" },
  failed: { start: "loading" },
} as const satisfies Record<CallStatus, Partial<Record<CallEvent["type"], CallStatus>>>;

/**
 * The state before the first call.
 *
 * @example
 * ```ts
 * getButtonState(IDLE_STATE); // "idle"
 * ```
 */
export const IDLE_STATE: CallState = { status: "idle" };

// The state an accepted event leads to: the target status with the event's data (`attempt`,
// `reason`, `endedReason`, `failure`); `active` says who speaks, `connecting` starts at 1.
function target(status: CallStatus, { type, ...data }: CallEvent): CallState {
  return (
    status === "active"
      ? { status, activity: type === "speech-start" ? "speaking" : "listening" }
      : { status, ...(status === "connecting" ? { attempt: 1 } : {}), ...data }
  ) as CallState;
}

/**
 * Applies an event to a state using {@link CALL_TRANSITIONS}. Returns the same object when
 * the event is not accepted or changes nothing, so `next === state` means "ignored".
 *
 * @example
 * ```ts
 * const next = transition({ status: "connecting", attempt: 1 }, { type: "call-start" });
 * // { status: "active", activity: "listening" }
 * ```
 */
export function transition(state: CallState, event: CallEvent): CallState {
  const accepted: Partial<Record<CallEvent["type"], CallStatus>> = CALL_TRANSITIONS[state.status];
  const status = accepted[event.type];
  if (!status) return state;
  const next = target(status, event);
  return next.status === "active" && state.status === "active" && next.activity === state.activity
    ? state
    : next;
}

/**
 * What a call button shows: `idle` (start a call), `busy` (spinner while starting or hanging
 * up) or `active` (end the call). A failed or ended call is `idle` again, as the spec's hero
 * and widget buttons require.
 *
 * @example
 * ```ts
 * const label = { idle: "Talk to the AI", busy: "…", active: "End Call" }[getButtonState(state)];
 * ```
 */
export type ButtonState = "idle" | "busy" | "active";

/**
 * Maps a call state to the state of a call button (see {@link ButtonState}).
 *
 * @example
 * ```ts
 * getButtonState({ status: "connecting", attempt: 1 }); // "busy"
 * ```
 */
export function getButtonState(state: CallState): ButtonState {
  switch (state.status) {
    case "active":
    case "reconnecting":
      return "active";
    case "loading":
    case "connecting":
    case "ending":
      return "busy";
    default:
      return "idle";
  }
}

/**
 * The failure behind a `failed` state or an `ended` state with reason `error`, else `null`.
 *
 * @example
 * ```ts
 * const failure = getCallFailure(client.getSnapshot().state);
 * if (failure) toast.error(failure.message);
 * ```
 */
export function getCallFailure(state: CallState): VoiceFailure | null {
  return state.status === "failed" || (state.status === "ended" && state.reason === "error")
    ? state.failure
    : null;
}
