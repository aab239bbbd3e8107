import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateRoi } from "./calculate-roi.js";
import { clampRoiInput } from "./clamp-roi-input.js";
import { DEFAULT_ROI_INPUT, ROI_INPUT_FIELDS, ROI_INPUT_LIMITS } from "./roi-constants.js";
import { looseRoiInput, onStepRoiInput } from "./roi-test-arbitraries.js";
import { isValidRoiInput } from "./validate-roi-input.js";

describe("clampRoiInput examples", () => {
  it.each([
    ["monthlyInquiries", 74, 50],
    ["monthlyInquiries", 75, 100], // halfway rounds up
    ["monthlyInquiries", 76, 100],
    ["monthlyInquiries", 275, 300],
    ["monthlyInquiries", 0, 50],
    ["monthlyInquiries", -500, 50],
    ["monthlyInquiries", 99_999, 2000],
    ["valuePerConversion", 154, 150],
    ["valuePerConversion", 155, 160],
    ["valuePerConversion", 4999, 5000],
    ["closeRatePercent", 35.4, 35],
    ["closeRatePercent", 35.5, 36],
    ["closeRatePercent", 0, 1],
    ["closeRatePercent", 100, 80],
  ] as const)("snaps %s %d to %d", (field, value, expected) => {
    expect(clampRoiInput({ [field]: value })[field]).toBe(expected);
  });

  it.each([
    ["300", 300],
    [" 300 ", 300],
    ["1e3", 1000],
    ["310", 300],
    ["", 200],
    ["   ", 200],
    ["abc", 200],
    ["Infinity", 200],
    [null, 200],
    [undefined, 200],
    [Number.NaN, 200],
    [Number.POSITIVE_INFINITY, 200],
    [Number.NEGATIVE_INFINITY, 200],
  ] as const)("reads monthlyInquiries %j as %d", (value, expected) => {
    expect(clampRoiInput({ monthlyInquiries: value }).monthlyInquiries).toBe(expected);
  });

  it("falls back to the defaults for missing input", () => {
    expect(clampRoiInput()).toStrictEqual(DEFAULT_ROI_INPUT);
    expect(clampRoiInput({})).toStrictEqual(DEFAULT_ROI_INPUT);
  });

  it("reads URL query parameters", () => {
    const query = new URLSearchParams("inquiries=300&value=abc&closeRate=95");
    expect(
      clampRoiInput({
        monthlyInquiries: query.get("inquiries"),
        valuePerConversion: query.get("value"),
        closeRatePercent: query.get("closeRate"),
      }),
    ).toStrictEqual({ monthlyInquiries: 300, valuePerConversion: 150, closeRatePercent: 80 });
  });
});

describe("clampRoiInput properties", () => {
  it("always returns input that calculateRoi accepts", () => {
    fc.assert(
      fc.property(looseRoiInput, (raw) => {
        const input = clampRoiInput(raw);
        expect(isValidRoiInput(input)).toBe(true);
        expect(() => calculateRoi(input)).not.toThrow();
      }),
    );
  });

  it("always lands on the step grid", () => {
    fc.assert(
      fc.property(looseRoiInput, (raw) => {
        const input = clampRoiInput(raw);
        for (const field of ROI_INPUT_FIELDS) {
          const { min, step } = ROI_INPUT_LIMITS[field];
          expect((input[field] - min) % step).toBe(0);
        }
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(looseRoiInput, (raw) => {
        const once = clampRoiInput(raw);
        expect(clampRoiInput(once)).toStrictEqual(once);
      }),
    );
  });

  it("leaves valid on-step input unchanged, as numbers or strings", () => {
    fc.assert(
      fc.property(onStepRoiInput, (input) => {
        expect(clampRoiInput(input)).toStrictEqual(input);
        expect(
          clampRoiInput({
            monthlyInquiries: String(input.monthlyInquiries),
            valuePerConversion: String(input.valuePerConversion),
            closeRatePercent: String(input.closeRatePercent),
          }),
        ).toStrictEqual(input);
      }),
    );
  });

  it.each(ROI_INPUT_FIELDS)("moves %s at most half a step from the clamped value", (field) => {
    const { min, max, step } = ROI_INPUT_LIMITS[field];
    fc.assert(
      fc.property(fc.double({ min: min - 1000, max: max + 1000, noNaN: true }), (value) => {
        const inRange = Math.min(max, Math.max(min, value));
        expect(Math.abs(clampRoiInput({ [field]: value })[field] - inRange)).toBeLessThanOrEqual(
          step / 2,
        );
      }),
    );
  });
});

describe("clampRoiInput of a value that is not an object", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["an array", [200, 150, 35]],
    ["a string", "monthlyInquiries=300"],
  ])("gives the defaults for %s without throwing", (_, input: unknown) => {
    expect(clampRoiInput(input)).toStrictEqual(DEFAULT_ROI_INPUT);
  });

  it("falls back per field for values that are neither numbers nor strings", () => {
    const input: unknown = { monthlyInquiries: true, valuePerConversion: {}, closeRatePercent: 40 };
    expect(clampRoiInput(input)).toStrictEqual({ ...DEFAULT_ROI_INPUT, closeRatePercent: 40 });
  });
});
