/** The simulated call's states (spec "Call demo"). */
export type CallSimulationStatus = "idle" | "ringing" | "inCall" | "ended";

export type CallSimulationEvent = "start" | "answer" | "end" | "restart";

/** Which event moves which state where; anything else is ignored. */
export const CALL_SIMULATION_TRANSITIONS: Readonly<
  Record<CallSimulationStatus, Partial<Record<CallSimulationEvent, CallSimulationStatus>>>
> = {
  idle: { start: "ringing" },
  ringing: { answer: "inCall", end: "ended" },
  inCall: { end: "ended" },
  ended: { restart: "idle" },
};

export interface CallSimulationState {
  status: CallSimulationStatus;
  /** The scenario the visitor picked during this call, if any. */
  scenarioId: string | null;
}

export type CallSimulationAction =
  { type: CallSimulationEvent } | { type: "pick"; scenarioId: string };

export const INITIAL_CALL_SIMULATION: CallSimulationState = { status: "idle", scenarioId: null };

/** The demo's reducer: a start clears the chosen scenario; a pick only counts during the call. */
export function callSimulationReducer(
  state: CallSimulationState,
  action: CallSimulationAction,
): CallSimulationState {
  if (action.type === "pick") {
    return state.status === "inCall" ? { ...state, scenarioId: action.scenarioId } : state;
  }
  const next = CALL_SIMULATION_TRANSITIONS[state.status][action.type];
  if (!next) return state;
  return { status: next, scenarioId: action.type === "start" ? null : state.scenarioId };
}
