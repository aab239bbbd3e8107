import { describe, expect, it } from "vitest";
import { clipTurns, recordingUrlOf, turnsOfCall, type VapiCall } from "./vapi-call.ts";

// Shaped as GET /call/{id} returns a call: epoch-millisecond `time`/`endTime`, `duration` in
// milliseconds, `secondsFromStart` in seconds, and system and tool messages among the turns.
const t0 = 1_735_448_123_681;
const call: VapiCall = {
  id: "call-1",
  status: "ended",
  recordingUrl: "https://storage.example/old.wav",
  artifact: {
    recordingUrl: "https://storage.example/mono.wav",
    recording: { mono: { combinedUrl: "https://storage.example/combined.wav" } },
    messages: [
      { role: "system", message: "You are the receptionist of…", time: t0, secondsFromStart: 0 },
      {
        role: "bot",
        message: "Hi, I'm the clinic's AI assistant. How can I help?",
        time: t0 + 1200,
        endTime: t0 + 4800,
        secondsFromStart: 1.2,
        duration: 3600,
      },
      {
        role: "user",
        message: " Can I book a cleaning? ",
        time: t0 + 5600,
        endTime: t0 + 7900,
        secondsFromStart: 5.6,
        duration: 2300,
      },
      { role: "tool_calls", message: "", time: t0 + 8000, secondsFromStart: 8 },
      // No endTime: its duration, in milliseconds.
      { role: "bot", message: "Sure, Tuesday at 9:30?", secondsFromStart: 8.4, duration: 2100 },
      // The caller talks over the end of the agent's line.
      {
        role: "user",
        message: "Yes!",
        time: t0 + 10_000,
        endTime: t0 + 10_700,
        secondsFromStart: 10,
      },
      { role: "user", message: "", secondsFromStart: 11, duration: 500 },
    ],
  },
};

describe("recordingUrlOf", () => {
  it("takes the mono recording of both sides, then the older fields", () => {
    expect(recordingUrlOf(call)).toBe("https://storage.example/combined.wav");
    expect(recordingUrlOf({ ...call, artifact: { recordingUrl: "https://a/b.wav" } })).toBe(
      "https://a/b.wav",
    );
    expect(recordingUrlOf({ id: "x", recordingUrl: "https://a/old.wav" })).toBe(
      "https://a/old.wav",
    );
    expect(recordingUrlOf({ id: "x" })).toBeUndefined();
  });
});

describe("turnsOfCall", () => {
  it("keeps the spoken turns, timed in seconds from the start of the recording", () => {
    expect(turnsOfCall(call)).toEqual([
      {
        speaker: "agent",
        text: "Hi, I'm the clinic's AI assistant. How can I help?",
        start: 1.2,
        end: 4.8,
      },
      { speaker: "caller", text: "Can I book a cleaning?", start: 5.6, end: 7.9 },
      // Cut where the caller starts talking over it.
      { speaker: "agent", text: "Sure, Tuesday at 9:30?", start: 8.4, end: 10 },
      { speaker: "caller", text: "Yes!", start: 10, end: 10.7 },
    ]);
  });

  it("reads the older top-level messages, and `assistant` as the agent", () => {
    expect(
      turnsOfCall({
        id: "x",
        messages: [{ role: "assistant", message: "Hello.", secondsFromStart: 0.5, duration: 1000 }],
      }),
    ).toEqual([{ speaker: "agent", text: "Hello.", start: 0.5, end: 1.5 }]);
  });
});

describe("clipTurns", () => {
  it("keeps the turns wholly inside the part kept, timed from its start", () => {
    expect(clipTurns(turnsOfCall(call), 5, 10.5)).toEqual([
      { speaker: "caller", text: "Can I book a cleaning?", start: 0.6, end: 2.9 },
      { speaker: "agent", text: "Sure, Tuesday at 9:30?", start: 3.4, end: 5 },
    ]);
  });
});
