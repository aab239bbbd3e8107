import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROI_INPUT,
  HOURS_SAVED_PERCENT,
  LEAD_GROWTH_PERCENT,
  ROI_INPUT_FIELDS,
  ROI_INPUT_LIMITS,
} from "./roi-constants.js";

describe("ROI constants", () => {
  it("uses the spec's growth figures", () => {
    expect(LEAD_GROWTH_PERCENT).toBe(28);
    expect(HOURS_SAVED_PERCENT).toBe(35);
  });

  it("uses the spec's limits", () => {
    expect(ROI_INPUT_LIMITS).toMatchObject({
      monthlyInquiries: { min: 50, max: 2000, step: 50, default: 200, unit: "inquiries / month" },
      valuePerConversion: { min: 50, max: 5000, step: 10, default: 150, unit: "USD" },
      closeRatePercent: { min: 1, max: 80, step: 1, default: 35, unit: "%" },
    });
  });

  it("builds the defaults from the limits", () => {
    expect(DEFAULT_ROI_INPUT).toStrictEqual({
      monthlyInquiries: 200,
      valuePerConversion: 150,
      closeRatePercent: 35,
    });
  });

  it("lists every field once", () => {
    expect([...ROI_INPUT_FIELDS].sort()).toStrictEqual(Object.keys(ROI_INPUT_LIMITS).sort());
  });

  it.each(ROI_INPUT_FIELDS)("keeps %s consistent: integer bounds on the step grid", (field) => {
    const { min, max, step, default: initial } = ROI_INPUT_LIMITS[field];
    for (const value of [min, max, step, initial]) expect(Number.isSafeInteger(value)).toBe(true);
    expect(step).toBeGreaterThan(0);
    expect(min).toBeLessThan(max);
    expect((max - min) % step).toBe(0);
    expect((initial - min) % step).toBe(0);
    expect(initial).toBeGreaterThanOrEqual(min);
    expect(initial).toBeLessThanOrEqual(max);
  });

  it("cannot be changed at runtime", () => {
    expect(Object.isFrozen(ROI_INPUT_LIMITS)).toBe(true);
    for (const field of ROI_INPUT_FIELDS)
      expect(Object.isFrozen(ROI_INPUT_LIMITS[field])).toBe(true);
    expect(Object.isFrozen(DEFAULT_ROI_INPUT)).toBe(true);
    expect(Object.isFrozen(ROI_INPUT_FIELDS)).toBe(true);
  });
});
