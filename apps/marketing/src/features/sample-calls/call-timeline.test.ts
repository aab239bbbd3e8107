import { describe, expect, it } from "vitest";
import { activeTurnIndex, formatClock } from "./call-timeline";

describe("activeTurnIndex", () => {
  const turns = [{ start: 0.4 }, { start: 6.5 }, { start: 10.5 }];

  it("is none before the first turn, then the last turn to have started", () => {
    expect(activeTurnIndex(turns, 0)).toBe(-1);
    expect(activeTurnIndex(turns, 0.4)).toBe(0);
    expect(activeTurnIndex(turns, 6.49)).toBe(0);
    expect(activeTurnIndex(turns, 6.5)).toBe(1);
    expect(activeTurnIndex(turns, 99)).toBe(2);
  });
});

describe("formatClock", () => {
  it("writes m:ss, rounding down", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(7.9)).toBe("0:07");
    expect(formatClock(62)).toBe("1:02");
    expect(formatClock(NaN)).toBe("0:00");
  });
});
