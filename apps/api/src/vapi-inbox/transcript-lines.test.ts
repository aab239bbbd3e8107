import { describe, expect, it } from "vitest";
import { readCallMessage } from "./vapi-message.js";
import { transcriptLinesOf } from "./transcript-lines.js";

describe("transcriptLinesOf", () => {
  it("keeps the spoken lines with their start and end in seconds, as Vapi sends them", () => {
    expect(
      transcriptLinesOf([
        { role: "system", message: "You are a receptionist", time: 1, secondsFromStart: 0 },
        {
          role: "bot",
          message: " Hi Jane. ",
          time: 1_700_000_000_500,
          endTime: 1_700_000_002_100,
          secondsFromStart: 0.5,
          duration: 1600,
        },
        // No end time: the duration, in milliseconds.
        { role: "user", message: "Book me in", secondsFromStart: 2.25, duration: 1250 },
        { role: "tool_calls", message: "", secondsFromStart: 3 },
        { role: "user", message: "no time" },
      ]),
    ).toEqual([
      { speaker: "agent", text: "Hi Jane.", start: 0.5, end: 2.1 },
      { speaker: "visitor", text: "Book me in", start: 2.25, end: 3.5 },
    ]);
  });

  it("has nothing without a list, and skips what no call could say", () => {
    expect(transcriptLinesOf(undefined)).toBeUndefined();
    expect(transcriptLinesOf("lines")).toBeUndefined();
    expect(
      transcriptLinesOf([
        { role: "user", message: "late", secondsFromStart: 90_000 },
        { role: "user", message: "negative", secondsFromStart: -1 },
        null,
      ]),
    ).toEqual([]);
  });

  it("is what an end-of-call report's event carries", () => {
    const read = readCallMessage(
      JSON.stringify({
        message: {
          type: "end-of-call-report",
          endedReason: "customer-ended-call",
          call: { id: "vapi-1" },
          durationSeconds: 4,
          artifact: {
            transcript: "AI: Hello",
            messages: [{ role: "bot", message: "Hello", secondsFromStart: 0, duration: 900 }],
          },
        },
      }),
    );
    expect(read?.event.transcriptLines).toEqual([
      { speaker: "agent", text: "Hello", start: 0, end: 0.9 },
    ]);
  });
});
