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
  { type: "reconnect", attempt: 2 },
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
  { status: "reconnecting", attempt: 3 },
  { status: "ending" },
  { status: "ended", reason: "agent" },
  { status: "failed", failure },
];

// Every legal move, written out by hand: a wrong entry in CALL_TRANSITIONS fails here.
const legalMoves: Record<CallStatus, Partial<Record<CallEvent["type"], CallStatus>>> = {
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
};

describe("transition()", () => {
  it("has exactly the expected table", () => {
    expect(CALL_TRANSITIONS).toEqual(legalMoves);
  });

  it.each(sampleStates)("makes exactly the legal moves from %j", (state) => {
    const legal = legalMoves[state.status];
    for (const event of events) {
      const next = transition(state, event);
      const expected = legal[event.type];
      if (expected) expect(next.status).toBe(expected);
      else expect(next).toBe(state);
    }
  });

  it.each<[CallState, CallEvent]>([
    [IDLE_STATE, { type: "call-start" }],
    [IDLE_STATE, { type: "stop" }],
    [{ status: "loading" }, { type: "call-start" }],
    [{ status: "loading" }, { type: "end", reason: "user" }],
    [{ status: "active", activity: "listening" }, { type: "connect" }],
    // A call that has been active rejoins (`reconnecting`) and, past its retries, ends.
    [
      { status: "active", activity: "listening" },
      { type: "retry", attempt: 2 },
    ],
    [
      { status: "active", activity: "listening" },
      { type: "fail", failure },
    ],
    [
      { status: "reconnecting", attempt: 2 },
      { type: "fail", failure },
    ],
    [{ status: "reconnecting", attempt: 2 }, { type: "speech-start" }],
    [
      { status: "connecting", attempt: 2 },
      { type: "reconnect", attempt: 3 },
    ],
    [{ status: "ending" }, { type: "call-start" }],
    [{ status: "ending" }, { type: "fail", failure }],
    [{ status: "ended", reason: "user" }, { type: "call-start" }],
    [
      { status: "failed", failure },
      { type: "retry", attempt: 2 },
    ],
  ])("rejects from %j the illegal %j", (state, event) => {
    expect(transition(state, event)).toBe(state);
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
    expect(transition({ status: "connecting", attempt: 1 }, { type: "retry", attempt: 2 })).toEqual(
      { status: "connecting", attempt: 2 },
    );
    expect(
      transition({ status: "active", activity: "listening" }, { type: "reconnect", attempt: 2 }),
    ).toEqual({ status: "reconnecting", attempt: 2 });
    expect(
      transition({ status: "reconnecting", attempt: 2 }, { type: "reconnect", attempt: 3 }),
    ).toEqual({ status: "reconnecting", attempt: 3 });
    expect(transition({ status: "connecting", attempt: 1 }, { type: "fail", failure })).toEqual({
      status: "failed",
      failure,
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
    expect(transition({ status: "failed", failure }, { type: "start" })).toEqual({
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
    // The call is on: the visitor can still hang up.
    [{ status: "reconnecting", attempt: 2 }, "active"],
    [{ status: "active", activity: "speaking" }, "active"],
    [{ status: "ending" }, "busy"],
    [{ status: "ended", reason: "agent" }, "idle"],
    [{ status: "failed", failure }, "idle"],
  ])("%j → %s", (state, expected) => {
    expect(getButtonState(state)).toBe(expected);
  });
});

describe("getCallFailure()", () => {
  it("returns the failure of failed and error-ended calls only", () => {
    expect(getCallFailure({ status: "failed", failure })).toEqual(failure);
    expect(getCallFailure({ status: "ended", reason: "error", failure })).toBe(failure);
    expect(getCallFailure({ status: "ended", reason: "user" })).toBeNull();
    expect(getCallFailure(IDLE_STATE)).toBeNull();
  });
});
