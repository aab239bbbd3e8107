// @vitest-environment node
import { describe, expect, it } from "vitest";
import { calibratedSlowdown, slowdownFor } from "./cpu-slowdown.ts";

describe("slowdownFor", () => {
  it("is Lighthouse's 4× on the machine the goals were set on", () => {
    expect(slowdownFor(2_500)).toBe(4);
  });

  it("slows a faster machine down more and a slower one less, to the same phone", () => {
    expect(slowdownFor(2_900)).toBe(4.6);
    expect(slowdownFor(1_150)).toBe(1.8);
    expect(slowdownFor(1_250)).toBe(2);
  });

  it("never speeds a machine slower than the phone up", () => {
    expect(slowdownFor(400)).toBe(1);
  });

  it("refuses an index that is not a measurement", () => {
    expect(() => slowdownFor(0)).toThrow(RangeError);
    expect(() => slowdownFor(Number.NaN)).toThrow(RangeError);
  });
});

describe("calibratedSlowdown", () => {
  it("takes a factor set by hand without measuring", async () => {
    await expect(calibratedSlowdown("4")).resolves.toEqual({
      slowdown: 4,
      reason: "LIGHTHOUSE_CPU_SLOWDOWN=4",
    });
  });

  it("refuses a factor under 1 or not a number", async () => {
    await expect(calibratedSlowdown("0.5")).rejects.toThrow(/factor of 1 or more/);
    await expect(calibratedSlowdown("fast")).rejects.toThrow(/factor of 1 or more/);
  });
});
