import { fieldOf } from "./field-of.js";
import { ROI_INPUT_LIMITS } from "./roi-constants.js";
import { RoiInputError } from "./roi-input-error.js";
import type { RoiInput, RoiInputField } from "./roi-types.js";

/**
 * What the fields of something that might be an {@link RoiInput} may hold: what
 * arrives from JavaScript callers, JSON bodies or untyped form state. The
 * validators take any value (`unknown`), this shape included.
 *
 * @example
 * ```ts
 * const candidate: RoiInputCandidate = JSON.parse(body) as RoiInputCandidate;
 * ```
 */
export type RoiInputCandidate = Readonly<Partial<Record<RoiInputField, unknown>>>;

/**
 * Result of {@link safeParseRoiInput}: either the validated input or the first error.
 *
 * @example
 * ```ts
 * const parsed: RoiInputParseResult = safeParseRoiInput(candidate);
 * if (!parsed.success) console.warn(parsed.error.field);
 * ```
 */
export type RoiInputParseResult =
  | { readonly success: true; readonly data: RoiInput }
  | { readonly success: false; readonly error: RoiInputError };

/**
 * Checks every field against {@link ROI_INPUT_LIMITS} and returns a fresh
 * {@link RoiInput} holding only the three known fields.
 *
 * Any integer inside `[min, max]` is accepted, even between slider steps (for
 * example 275 inquiries): a typed-in figure is legitimate, and the step only
 * exists to make sliders usable. Use {@link clampRoiInput} to snap to the step.
 *
 * Fields are checked in the order of {@link ROI_INPUT_FIELDS}; the first bad one throws.
 * A value that is not an object (`null`, `undefined`, a number, a string) has no
 * fields: it fails on `monthlyInquiries` as `not-a-number`.
 *
 * @param input - Any value, such as a parsed JSON body; extra properties are ignored.
 * @returns The validated input.
 * @throws {@link RoiInputError} when a field is missing, not a finite number,
 * not an integer or outside its range.
 * @example
 * ```ts
 * validateRoiInput({ monthlyInquiries: 275, valuePerConversion: 150, closeRatePercent: 35 }); // ok
 * validateRoiInput({ monthlyInquiries: 20, valuePerConversion: 150, closeRatePercent: 35 });
 * // throws RoiInputError: monthlyInquiries must be an integer from 50 to 2000 (got 20)
 * ```
 */
export function validateRoiInput(input: unknown): RoiInput {
  return {
    monthlyInquiries: validateField(input, "monthlyInquiries"),
    valuePerConversion: validateField(input, "valuePerConversion"),
    closeRatePercent: validateField(input, "closeRatePercent"),
  };
}

/**
 * Non-throwing {@link validateRoiInput}, for UIs that render the error next to the field
 * and for servers checking a request body. Never throws, whatever `input` is: a value
 * that is not an object fails on `monthlyInquiries` as `not-a-number`.
 *
 * @param input - Any value, such as a parsed JSON body; extra properties are ignored.
 * @returns `{ success: true, data }` or `{ success: false, error }` with the first
 * {@link RoiInputError}.
 * @example
 * ```ts
 * const parsed = safeParseRoiInput({ monthlyInquiries: 200, valuePerConversion: 1.5, closeRatePercent: 35 });
 * if (!parsed.success) parsed.error.reason; // "not-an-integer"
 * ```
 */
export function safeParseRoiInput(input: unknown): RoiInputParseResult {
  try {
    return { success: true, data: validateRoiInput(input) };
  } catch (error) {
    // Anything else would be a bug in validation itself, which must not be hidden.
    if (error instanceof RoiInputError) return { success: false, error };
    throw error;
  }
}

/**
 * Whether {@link calculateRoi} would accept `input`. Never throws.
 *
 * @param input - Any value; `false` for one that is not an object.
 * @returns `true` when every field is an integer inside its range.
 * @example
 * ```ts
 * isValidRoiInput({ monthlyInquiries: 200, valuePerConversion: 150, closeRatePercent: 35 }); // true
 * isValidRoiInput({ monthlyInquiries: 2001, valuePerConversion: 150, closeRatePercent: 35 }); // false
 * ```
 */
export function isValidRoiInput(input: unknown): input is RoiInput {
  return safeParseRoiInput(input).success;
}

function validateField(input: unknown, field: RoiInputField): number {
  const value = fieldOf(input, field);
  const { min, max } = ROI_INPUT_LIMITS[field];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RoiInputError({ field, value, reason: "not-a-number" });
  }
  if (!Number.isInteger(value)) {
    throw new RoiInputError({ field, value, reason: "not-an-integer" });
  }
  if (value < min || value > max) {
    throw new RoiInputError({ field, value, reason: "out-of-range" });
  }
  return value;
}
