import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROI_INPUT, ROI_INPUT_FIELDS, ROI_INPUT_LIMITS } from "./roi-constants.js";
import { RoiInputError } from "./roi-input-error.js";
import { validRoiInput } from "./roi-test-arbitraries.js";
import type { RoiInputCandidate } from "./validate-roi-input.js";
import { isValidRoiInput, safeParseRoiInput, validateRoiInput } from "./validate-roi-input.js";

function catchRoiInputError(input: RoiInputCandidate): RoiInputError {
  try {
    validateRoiInput(input);
  } catch (error) {
    if (error instanceof RoiInputError) return error;
    throw error;
  }
  throw new Error("expected validateRoiInput to throw a RoiInputError");
}

describe("validateRoiInput", () => {
  it("returns a copy holding only the known fields", () => {
    const input = { ...DEFAULT_ROI_INPUT, extra: 1 };
    const result = validateRoiInput(input);
    expect(result).toStrictEqual(DEFAULT_ROI_INPUT);
    expect(result).not.toBe(input);
  });

  it("explains an out-of-range value in the spec's words", () => {
    const error = catchRoiInputError({ ...DEFAULT_ROI_INPUT, monthlyInquiries: 20 });
    expect(error.message).toBe("monthlyInquiries must be an integer from 50 to 2000 (got 20)");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("RoiInputError");
    expect(error.field).toBe("monthlyInquiries");
    expect(error.value).toBe(20);
    expect(error.reason).toBe("out-of-range");
    expect(error.limits).toStrictEqual({ min: 50, max: 2000, step: 50 });
  });

  it.each([
    ["valuePerConversion", Number.NaN, "not-a-number", "(got NaN)"],
    ["valuePerConversion", Number.POSITIVE_INFINITY, "not-a-number", "(got Infinity)"],
    ["closeRatePercent", 35.5, "not-an-integer", "(got 35.5)"],
    ["closeRatePercent", "35", "not-a-number", '(got "35")'],
    ["closeRatePercent", undefined, "not-a-number", "(got undefined)"],
    ["closeRatePercent", null, "not-a-number", "(got null)"],
    ["monthlyInquiries", 2001, "out-of-range", "(got 2001)"],
  ] as const)("rejects %s = %s as %s", (field, value, reason, got) => {
    const error = catchRoiInputError({ ...DEFAULT_ROI_INPUT, [field]: value });
    const { min, max } = ROI_INPUT_LIMITS[field];
    expect(error.field).toBe(field);
    expect(error.reason).toBe(reason);
    expect(error.value).toBe(value);
    expect(error.message).toBe(`${field} must be an integer from ${min} to ${max} ${got}`);
  });

  it("reports the first bad field in field order", () => {
    const error = catchRoiInputError({ valuePerConversion: -1, closeRatePercent: -1 });
    expect(error.field).toBe("monthlyInquiries");
  });

  it.each(ROI_INPUT_FIELDS)("rejects a missing %s", (field) => {
    const input: Record<string, number> = { ...DEFAULT_ROI_INPUT };
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- building the malformed input is the point
    delete input[field];
    expect(catchRoiInputError(input).field).toBe(field);
  });

  it("accepts every integer in range", () => {
    fc.assert(
      fc.property(validRoiInput, (input) => {
        expect(validateRoiInput(input)).toStrictEqual(input);
      }),
    );
  });
});

describe("safeParseRoiInput", () => {
  it("returns the data on success", () => {
    expect(safeParseRoiInput(DEFAULT_ROI_INPUT)).toStrictEqual({
      success: true,
      data: DEFAULT_ROI_INPUT,
    });
  });

  it("returns the error instead of throwing", () => {
    const parsed = safeParseRoiInput({ ...DEFAULT_ROI_INPUT, valuePerConversion: 1.5 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error).toBeInstanceOf(RoiInputError);
    expect(parsed.error.field).toBe("valuePerConversion");
    expect(parsed.error.reason).toBe("not-an-integer");
  });
});

describe("isValidRoiInput", () => {
  it("tells valid from invalid input", () => {
    expect(isValidRoiInput(DEFAULT_ROI_INPUT)).toBe(true);
    expect(isValidRoiInput({ ...DEFAULT_ROI_INPUT, closeRatePercent: 81 })).toBe(false);
    expect(isValidRoiInput({})).toBe(false);
  });
});

describe("a value that is not an object", () => {
  // A JSON body of `null`, a missing form state, a stray number, array or string.
  const notObjects: [string, unknown][] = [
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["an array", [200, 150, 35]],
    ["a string", "monthlyInquiries=200"],
  ];

  it.each(notObjects)(
    "safeParseRoiInput(%s) fails on the first field without throwing",
    (_, input) => {
      const parsed = safeParseRoiInput(input);
      expect(parsed.success).toBe(false);
      if (parsed.success) return;
      expect(parsed.error).toBeInstanceOf(RoiInputError);
      expect(parsed.error.field).toBe("monthlyInquiries");
      expect(parsed.error.reason).toBe("not-a-number");
      expect(parsed.error.value).toBeUndefined();
    },
  );

  it.each(notObjects)("isValidRoiInput(%s) is false", (_, input) => {
    expect(isValidRoiInput(input)).toBe(false);
  });

  it.each(notObjects)(
    "validateRoiInput(%s) throws a RoiInputError, not a TypeError",
    (_, input) => {
      expect(() => validateRoiInput(input)).toThrow(RoiInputError);
    },
  );

  it("accepts an unknown value at compile time, narrowing it when valid", () => {
    const body: unknown = JSON.parse(JSON.stringify(DEFAULT_ROI_INPUT));
    if (!isValidRoiInput(body)) throw new Error("expected the defaults to be valid");
    expect(body.monthlyInquiries).toBe(DEFAULT_ROI_INPUT.monthlyInquiries);
    expect(safeParseRoiInput(body).success).toBe(true);
  });
});
