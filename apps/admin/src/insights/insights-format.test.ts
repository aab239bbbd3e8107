import { describe, expect, it } from "vitest";
import { deltaOf, formatDuration } from "./insights-format.js";
import { periodFromParams } from "./insights-period.js";

describe("deltaOf", () => {
  it("reads a change as good or bad news by which way is better", () => {
    expect(deltaOf({ current: 15, previous: 10 })).toEqual({
      direction: "up",
      text: "+50%",
      tone: "good",
    });
    expect(deltaOf({ current: 15, previous: 10 }, "down").tone).toBe("bad");
    expect(deltaOf({ current: 5, previous: 10 }, "down")).toEqual({
      direction: "down",
      text: "−50%",
      tone: "good",
    });
    expect(deltaOf({ current: 3, previous: 0 }).text).toBe("new");
    expect(deltaOf({ current: 3, previous: 3 }).direction).toBe("same");
    expect(deltaOf({ current: null, previous: 3 }).direction).toBe("none");
  });
});

describe("formatDuration", () => {
  it("says a duration in the largest units that fit", () => {
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(750)).toBe("13 min");
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatDuration(52 * 3600)).toBe("2 d 4 h");
    expect(formatDuration(null)).toBe("—");
  });
});

describe("periodFromParams", () => {
  it("reads a preset, a custom period, or falls back to the last 30 days", () => {
    expect(periodFromParams(new URLSearchParams("period=7"), "2026-03-08")).toEqual({
      from: "2026-03-02",
      to: "2026-03-08",
      preset: 7,
    });
    expect(
      periodFromParams(new URLSearchParams("from=2026-01-01&to=2026-01-31"), "2026-03-08"),
    ).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      preset: "custom",
    });
    // Backwards, or not days at all: the default.
    for (const query of ["from=2026-02-01&to=2026-01-01", "from=x&to=y", "period=12"]) {
      expect(periodFromParams(new URLSearchParams(query), "2026-03-08").preset).toBe(30);
    }
  });
});
