import { describe, expect, it } from "vitest";
import {
  callSimulationReducer,
  INITIAL_CALL_SIMULATION,
  type CallSimulationState,
} from "./call-simulation-machine";

describe("call demo machine", () => {
  it("goes idle → ringing → inCall → ended → idle", () => {
    let state: CallSimulationState = INITIAL_CALL_SIMULATION;
    state = callSimulationReducer(state, { type: "start" });
    expect(state.status).toBe("ringing");
    state = callSimulationReducer(state, { type: "answer" });
    expect(state.status).toBe("inCall");
    state = callSimulationReducer(state, { type: "end" });
    expect(state.status).toBe("ended");
    state = callSimulationReducer(state, { type: "restart" });
    expect(state).toEqual(INITIAL_CALL_SIMULATION);
  });

  it("takes a scenario only during the call and clears it on the next start", () => {
    const ringing = callSimulationReducer(INITIAL_CALL_SIMULATION, { type: "start" });
    expect(
      callSimulationReducer(ringing, { type: "pick", scenarioId: "ask-hours" }).scenarioId,
    ).toBeNull();
    const inCall = callSimulationReducer(ringing, { type: "answer" });
    const picked = callSimulationReducer(inCall, { type: "pick", scenarioId: "ask-hours" });
    expect(picked.scenarioId).toBe("ask-hours");
    expect(
      callSimulationReducer(picked, { type: "pick", scenarioId: "cancel-booking" }).scenarioId,
    ).toBe("cancel-booking");
    const ended = callSimulationReducer(picked, { type: "end" });
    const again = callSimulationReducer(callSimulationReducer(ended, { type: "restart" }), {
      type: "start",
    });
    expect(again).toEqual({ status: "ringing", scenarioId: null });
  });

  it("ignores events a state does not accept", () => {
    expect(callSimulationReducer(INITIAL_CALL_SIMULATION, { type: "end" })).toBe(
      INITIAL_CALL_SIMULATION,
    );
    const inCall = callSimulationReducer(
      callSimulationReducer(INITIAL_CALL_SIMULATION, { type: "start" }),
      {
        type: "answer",
      },
    );
    expect(callSimulationReducer(inCall, { type: "start" })).toBe(inCall);
    expect(callSimulationReducer(inCall, { type: "answer" })).toBe(inCall);
  });
});
