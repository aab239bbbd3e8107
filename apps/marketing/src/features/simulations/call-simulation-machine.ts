/** The simulated call's states (spec "Call demo"). */
export type CallDemoStatus = "idle" | "ringing" | "inCall" | "ended";

export type CallDemoEvent = "start" | "answer" | "end" | "restart";

/** Which event moves which state where; anything else is ignored. */
export const CALL_DEMO_TRANSITIONS: Readonly<
  Record<CallDemoStatus, Partial<Record<CallDemoEvent, CallDemoStatus>>>
> = {
  idle: { start: "ringing" },
  ringing: { answer: "inCall", end: "ended" },
  inCall: { end: "ended" },
  ended: { restart: "idle" },
};

export interface CallDemoState {
  status: CallDemoStatus;
  /** The scenario the visitor picked during this call, if any. */
  scenarioId: string | null;
}

export type CallDemoAction = { type: CallDemoEvent } | { type: "pick"; scenarioId: string };

export const INITIAL_CALL_DEMO: CallDemoState = { status: "idle", scenarioId: null };

/** The demo's reducer: a start clears the chosen scenario; a pick only counts during the call. */
export function callDemoReducer(state: CallDemoState, action: CallDemoAction): CallDemoState {
  if (action.type === "pick") {
    return state.status === "inCall" ? { ...state, scenarioId: action.scenarioId } : state;
  }
  const next = CALL_DEMO_TRANSITIONS[state.status][action.type];
  if (!next) return state;
  return { status: next, scenarioId: action.type === "start" ? null : state.scenarioId };
}
