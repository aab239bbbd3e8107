import { describe, expect, it } from "vitest";
import { percentOf } from "./percent-of.js";

describe("percentOf", () => {
  it.each([
    // [amount, percent, expected, what a naive `amount * (percent / 100)` rounds to]
    [200, 35, 70, 70],
    [250, 28, 70, 70],
    [90, 35, 32, 31], // 90 * 0.35 = 31.499999999999996
    [50, 29, 15, 14], // 50 * 0.29 = 14.499999999999998
    [170, 35, 60, 59], // 170 * 0.35 = 59.49999999999999
    [150, 57, 86, 85], // 150 * 0.57 = 85.49999999999999
  ])("%i × %i%% = %i (naive float would give %i)", (amount, percent, expected, naive) => {
    expect(percentOf(amount, percent)).toBe(expected);
    expect(Math.round(amount * (percent / 100))).toBe(naive);
  });

  it("rounds exact halves up", () => {
    expect(percentOf(50, 1)).toBe(1); // 0.5
    expect(percentOf(50, 35)).toBe(18); // 17.5
  });
});
