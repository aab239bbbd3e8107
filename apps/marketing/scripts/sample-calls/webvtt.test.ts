import { describe, expect, it } from "vitest";
import { spokenText } from "./spoken-text.ts";
import { formatWebVtt, vttTimestamp } from "./webvtt.ts";

describe("formatWebVtt", () => {
  it("writes one cue per turn, its speaker as the cue's voice", () => {
    expect(
      formatWebVtt([
        { speaker: "agent", text: "Hello, I'm the AI assistant.", start: 0.4, end: 2.25 },
        { speaker: "caller", text: "Q&A <today>?", start: 2.8, end: 3.1 },
      ]),
    ).toBe(
      "WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.250\n<v Agent>Hello, I'm the AI assistant.\n\n" +
        "2\n00:00:02.800 --> 00:00:03.100\n<v Caller>Q&amp;A &lt;today&gt;?\n",
    );
  });

  it("writes times as hh:mm:ss.ttt", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(61.0005)).toBe("00:01:01.001");
    expect(vttTimestamp(3725.25)).toBe("01:02:05.250");
  });
});

describe("spokenText", () => {
  it("spells out what the speech engines misread, and prefers the script's own reading", () => {
    expect(spokenText({ text: "I'm the clinic's AI assistant, open 9 AM to 5 PM." })).toBe(
      "I'm the clinic's A I assistant, open 9 A M to 5 P M.",
    );
    expect(spokenText({ text: "It's 48217.", say: "It's four, eight, two, one, seven." })).toBe(
      "It's four, eight, two, one, seven.",
    );
    expect(spokenText({ text: "Aim for the PMO at 10." })).toBe("Aim for the PMO at 10.");
  });
});
