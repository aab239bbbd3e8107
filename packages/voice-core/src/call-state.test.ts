import { describe, expect, it } from "vitest";
import {
  CALL_TRANSITIONS,
  IDLE_STATE,
  getButtonState,
  getCallFailure,
  transition,
  type CallEvent,
  type CallState,
  type CallStatus,
} from "./call-state";
import { createFailure } from "./failure-reasons";

const failure = createFailure("network");
const events: CallEvent[] = [
  { type: "start" },
  { type: "connect" },
  { type: "retry", attempt: 2 },
  { type: "call-start" },
  { type: "speech-start" },
  { type: "speech-end" },
  { type: "stop" },
  { type: "end", reason: "user" },
  { type: "end", reason: "error", failure },
  { type: "fail", failure },
];
const sampleStates: CallState[] = [
  IDLE_STATE,
  { status: "loading" },
  { status: "connecting", attempt: 1 },
  { status: "active", activity: "listening" },
  { status: "active", activity: "speaking" },
  { status: "ending" },
  { status: "ended", reason: "agent" },
  { status: "failed", ...failure },
];

describe("transition()", () => {
  it.each(sampleStates)("follows the table from %j", (state) => {
    const accepted: Partial<Record<CallEvent["type"], CallStatus>> = CALL_TRANSITIONS[state.status];
    for (const event of events) {
      const next = transition(state, event);
      const expected = accepted[event.type];
      if (expected) expect(next.status).toBe(expected);
      else expect(next).toBe(state);
    }
  });

  it("walks the happy path of a call", () => {
    const path: CallEvent[] = [
      { type: "start" },
      { type: "connect" },
      { type: "call-start" },
      { type: "speech-start" },
      { type: "speech-end" },
      { type: "stop" },
      { type: "end", reason: "user" },
    ];
    const states = path.reduce<CallState[]>(
      (acc, event) => [...acc, transition(acc.at(-1) ?? IDLE_STATE, event)],
      [],
    );
    expect(states).toEqual([
      { status: "loading" },
      { status: "connecting", attempt: 1 },
      { status: "active", activity: "listening" },
      { status: "active", activity: "speaking" },
      { status: "active", activity: "listening" },
      { status: "ending" },
      { status: "ended", reason: "user" },
    ]);
  });

  it("returns the same object when nothing changes", () => {
    const speaking: CallState = { status: "active", activity: "speaking" };
    expect(transition(speaking, { type: "speech-start" })).toBe(speaking);
  });

  it("carries the retry attempt and the failure", () => {
    expect(
      transition({ status: "active", activity: "listening" }, { type: "retry", attempt: 2 }),
    ).toEqual({
      status: "connecting",
      attempt: 2,
    });
    expect(transition({ status: "connecting", attempt: 1 }, { type: "fail", failure })).toEqual({
      status: "failed",
      ...failure,
    });
    expect(
      transition(
        { status: "active", activity: "listening" },
        { type: "end", reason: "error", failure },
      ),
    ).toEqual({ status: "ended", reason: "error", failure });
  });

  it("makes a finished call restartable, and only then", () => {
    expect(transition({ status: "ended", reason: "user" }, { type: "start" })).toEqual({
      status: "loading",
    });
    expect(transition({ status: "failed", ...failure }, { type: "start" })).toEqual({
      status: "loading",
    });
    const active: CallState = { status: "active", activity: "listening" };
    expect(transition(active, { type: "start" })).toBe(active);
  });
});

describe("getButtonState()", () => {
  it.each<[CallState, string]>([
    [IDLE_STATE, "idle"],
    [{ status: "loading" }, "busy"],
    [{ status: "connecting", attempt: 3 }, "busy"],
    [{ status: "active", activity: "speaking" }, "active"],
    [{ status: "ending" }, "busy"],
    [{ status: "ended", reason: "agent" }, "idle"],
    [{ status: "failed", ...failure }, "idle"],
  ])("%j → %s", (state, expected) => {
    expect(getButtonState(state)).toBe(expected);
  });
});

describe("getCallFailure()", () => {
  it("returns the failure of failed and error-ended calls only", () => {
    expect(getCallFailure({ status: "failed", ...failure })).toEqual(failure);
    expect(getCallFailure({ status: "ended", reason: "error", failure })).toBe(failure);
    expect(getCallFailure({ status: "ended", reason: "user" })).toBeNull();
    expect(getCallFailure(IDLE_STATE)).toBeNull();
  });
});
