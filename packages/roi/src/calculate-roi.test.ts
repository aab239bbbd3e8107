import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateRoi } from "./calculate-roi.js";
import { DEFAULT_ROI_INPUT, ROI_INPUT_FIELDS, ROI_INPUT_LIMITS } from "./roi-constants.js";
import { RoiInputError } from "./roi-input-error.js";
import { integerInRange, ROI_RESULT_KEYS, validRoiInput } from "./roi-test-arbitraries.js";
import type { RoiInput, RoiResult } from "./roi-types.js";

describe("calculateRoi worked examples", () => {
  it("matches the spec for the defaults (200 inquiries, $150, 35%)", () => {
    // extraLeads       = round(200 × 28%) = 56
    // currentCustomers = round(200 × 35%) = 70
    // extraCustomers   = round(56 × 35%) = round(19.6) = 20
    // hoursSaved       = round(200 × 35%) = 70
    expect(calculateRoi(DEFAULT_ROI_INPUT)).toStrictEqual<RoiResult>({
      extraLeads: 56,
      newTotalLeads: 256,
      currentCustomers: 70,
      extraCustomers: 20,
      newCustomers: 90,
      currentRevenue: 10_500,
      newRevenue: 13_500,
      revenueGain: 3_000,
      hoursSaved: 70,
    });
  });

  it("handles every input at its maximum (2000 inquiries, $5000, 80%)", () => {
    // extraLeads       = round(2000 × 28%) = 560
    // currentCustomers = round(2000 × 80%) = 1600
    // extraCustomers   = round(560 × 80%) = 448
    // newCustomers     = 1600 + 448 = 2048
    // currentRevenue   = 1600 × 5000 = 8,000,000; newRevenue = 2048 × 5000 = 10,240,000
    // hoursSaved       = round(2000 × 35%) = 700
    expect(
      calculateRoi({ monthlyInquiries: 2000, valuePerConversion: 5000, closeRatePercent: 80 }),
    ).toStrictEqual<RoiResult>({
      extraLeads: 560,
      newTotalLeads: 2560,
      currentCustomers: 1600,
      extraCustomers: 448,
      newCustomers: 2048,
      currentRevenue: 8_000_000,
      newRevenue: 10_240_000,
      revenueGain: 2_240_000,
      hoursSaved: 700,
    });
  });

  it("handles every input at its minimum (50 inquiries, $50, 1%)", () => {
    // extraLeads       = round(50 × 28%) = 14
    // currentCustomers = round(50 × 1%) = round(0.5) = 1 (halves round up)
    // extraCustomers   = round(14 × 1%) = round(0.14) = 0
    // hoursSaved       = round(50 × 35%) = round(17.5) = 18
    expect(
      calculateRoi({ monthlyInquiries: 50, valuePerConversion: 50, closeRatePercent: 1 }),
    ).toStrictEqual<RoiResult>({
      extraLeads: 14,
      newTotalLeads: 64,
      currentCustomers: 1,
      extraCustomers: 0,
      newCustomers: 1,
      currentRevenue: 50,
      newRevenue: 50,
      revenueGain: 0,
      hoursSaved: 18,
    });
  });

  it("avoids floating-point rounding traps (90 inquiries, $150, 35%)", () => {
    // 90 × 0.35 is 31.499999999999996 in floating point, which would round to 31;
    // the exact value is 31.5, so currentCustomers and hoursSaved must be 32.
    // extraLeads     = round(90 × 28%) = round(25.2) = 25
    // extraCustomers = round(25 × 35%) = round(8.75) = 9
    // newCustomers   = 32 + 9 = 41; revenue 32 × 150 = 4800 → 41 × 150 = 6150
    // 90 is also between slider steps, which calculateRoi accepts on purpose.
    expect(
      calculateRoi({ monthlyInquiries: 90, valuePerConversion: 150, closeRatePercent: 35 }),
    ).toStrictEqual<RoiResult>({
      extraLeads: 25,
      newTotalLeads: 115,
      currentCustomers: 32,
      extraCustomers: 9,
      newCustomers: 41,
      currentRevenue: 4_800,
      newRevenue: 6_150,
      revenueGain: 1_350,
      hoursSaved: 32,
    });
  });

  it("avoids the 50 × 0.29 trap (50 inquiries, $100, 29%)", () => {
    // 50 × 0.29 = 14.499999999999998 in floating point; exactly 14.5 → 15.
    // extraLeads = 14; extraCustomers = round(14 × 29%) = round(4.06) = 4
    const result = calculateRoi({
      monthlyInquiries: 50,
      valuePerConversion: 100,
      closeRatePercent: 29,
    });
    expect(result.currentCustomers).toBe(15);
    expect(result.extraCustomers).toBe(4);
    expect(result.newCustomers).toBe(19);
    expect(result.revenueGain).toBe(400);
  });

  it("accepts integers between slider steps", () => {
    // 275 × 28% = 77; 275 × 35% = 96.25 → 96
    const result = calculateRoi({ ...DEFAULT_ROI_INPUT, monthlyInquiries: 275 });
    expect(result.extraLeads).toBe(77);
    expect(result.currentCustomers).toBe(96);
    expect(result.hoursSaved).toBe(96);
  });

  it("returns exactly the documented keys", () => {
    expect(Object.keys(calculateRoi(DEFAULT_ROI_INPUT)).sort()).toStrictEqual(
      [...ROI_RESULT_KEYS].sort(),
    );
  });
});

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("calculateRoi at the input limits", () => {
  describe.each(ROI_INPUT_FIELDS)("%s", (field) => {
    const { min, max } = ROI_INPUT_LIMITS[field];

    it.each([min, max])("accepts %d", (value) => {
      expect(() => calculateRoi({ ...DEFAULT_ROI_INPUT, [field]: value })).not.toThrow();
    });

    it.each([
      [min - 1, "out-of-range"],
      [max + 1, "out-of-range"],
      [Number.NaN, "not-a-number"],
      [Number.POSITIVE_INFINITY, "not-a-number"],
      [Number.NEGATIVE_INFINITY, "not-a-number"],
      [1.5, "not-an-integer"],
      [min + 0.5, "not-an-integer"],
    ] as const)("rejects %d as %s", (value, reason) => {
      const input: RoiInput = { ...DEFAULT_ROI_INPUT, [field]: value };
      const error = thrownBy(() => calculateRoi(input));
      expect(error).toBeInstanceOf(RoiInputError);
      expect(error).toMatchObject({ field, reason, limits: { min, max } });
      expect(() => calculateRoi(input)).toThrow(
        `${field} must be an integer from ${min} to ${max}`,
      );
    });
  });
});

describe("calculateRoi properties", () => {
  it("adds the extra leads to the inquiries", () => {
    fc.assert(
      fc.property(validRoiInput, (input) => {
        const result = calculateRoi(input);
        expect(result.newTotalLeads).toBe(input.monthlyInquiries + result.extraLeads);
      }),
    );
  });

  it("adds the extra customers to the current customers", () => {
    fc.assert(
      fc.property(validRoiInput, (input) => {
        const result = calculateRoi(input);
        expect(result.newCustomers).toBe(result.currentCustomers + result.extraCustomers);
      }),
    );
  });

  it("reports the revenue gain as new minus current revenue", () => {
    fc.assert(
      fc.property(validRoiInput, (input) => {
        const result = calculateRoi(input);
        expect(result.revenueGain).toBe(result.newRevenue - result.currentRevenue);
        expect(result.revenueGain).toBe(result.extraCustomers * input.valuePerConversion);
      }),
    );
  });

  it("only ever outputs non-negative safe integers", () => {
    fc.assert(
      fc.property(validRoiInput, (input) => {
        const result = calculateRoi(input);
        for (const key of ROI_RESULT_KEYS) {
          expect(Number.isSafeInteger(result[key])).toBe(true);
          expect(result[key]).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it.each(ROI_INPUT_FIELDS)("never decreases any output when %s grows", (field) => {
    fc.assert(
      fc.property(validRoiInput, integerInRange(field), integerInRange(field), (input, a, b) => {
        const lower = calculateRoi({ ...input, [field]: Math.min(a, b) });
        const higher = calculateRoi({ ...input, [field]: Math.max(a, b) });
        for (const key of ROI_RESULT_KEYS) {
          expect(higher[key]).toBeGreaterThanOrEqual(lower[key]);
        }
      }),
    );
  });

  it("ignores extra properties and does not mutate its input", () => {
    const input = { ...DEFAULT_ROI_INPUT, note: "ignored" };
    const copy = structuredClone(input);
    expect(calculateRoi(input)).toStrictEqual(calculateRoi(DEFAULT_ROI_INPUT));
    expect(input).toStrictEqual(copy);
  });
});
