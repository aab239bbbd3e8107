import { describe, expect, it } from "vitest";
import { callDemoReducer, INITIAL_CALL_DEMO, type CallDemoState } from "./call-simulation-machine";

describe("call demo machine", () => {
  it("goes idle → ringing → inCall → ended → idle", () => {
    let state: CallDemoState = INITIAL_CALL_DEMO;
    state = callDemoReducer(state, { type: "start" });
    expect(state.status).toBe("ringing");
    state = callDemoReducer(state, { type: "answer" });
    expect(state.status).toBe("inCall");
    state = callDemoReducer(state, { type: "end" });
    expect(state.status).toBe("ended");
    state = callDemoReducer(state, { type: "restart" });
    expect(state).toEqual(INITIAL_CALL_DEMO);
  });

  it("takes a scenario only during the call and clears it on the next start", () => {
    const ringing = callDemoReducer(INITIAL_CALL_DEMO, { type: "start" });
    expect(
      callDemoReducer(ringing, { type: "pick", scenarioId: "ask-hours" }).scenarioId,
    ).toBeNull();
    const inCall = callDemoReducer(ringing, { type: "answer" });
    const picked = callDemoReducer(inCall, { type: "pick", scenarioId: "ask-hours" });
    expect(picked.scenarioId).toBe("ask-hours");
    expect(callDemoReducer(picked, { type: "pick", scenarioId: "cancel-booking" }).scenarioId).toBe(
      "cancel-booking",
    );
    const ended = callDemoReducer(picked, { type: "end" });
    const again = callDemoReducer(callDemoReducer(ended, { type: "restart" }), { type: "start" });
    expect(again).toEqual({ status: "ringing", scenarioId: null });
  });

  it("ignores events a state does not accept", () => {
    expect(callDemoReducer(INITIAL_CALL_DEMO, { type: "end" })).toBe(INITIAL_CALL_DEMO);
    const inCall = callDemoReducer(callDemoReducer(INITIAL_CALL_DEMO, { type: "start" }), {
      type: "answer",
    });
    expect(callDemoReducer(inCall, { type: "start" })).toBe(inCall);
    expect(callDemoReducer(inCall, { type: "answer" })).toBe(inCall);
  });
});
