import { ROI_INPUT_LIMITS } from "./roi-constants.js";
import type { RoiInputErrorReason, RoiInputField, RoiInputRange } from "./roi-types.js";

/**
 * Thrown when an {@link RoiInput} field is not a number, not an integer or out of range.
 *
 * Carries structured details so a UI can point at the offending field instead of
 * parsing the message.
 *
 * @example
 * ```ts
 * try {
 *   calculateRoi({ monthlyInquiries: 20, valuePerConversion: 150, closeRatePercent: 35 });
 * } catch (error) {
 *   if (error instanceof RoiInputError) {
 *     error.field; // "monthlyInquiries"
 *     error.reason; // "out-of-range"
 *     error.message; // "monthlyInquiries must be an integer from 50 to 2000 (got 20)"
 *   }
 * }
 * ```
 */
export class RoiInputError extends Error {
  /** Always `"RoiInputError"`, so the error is recognisable in logs and after serialisation, where `instanceof` no longer works. */
  override readonly name = "RoiInputError";
  /** The input key that was rejected. */
  readonly field: RoiInputField;
  /** The rejected value, exactly as received. */
  readonly value: unknown;
  /** The range the value had to be in. */
  readonly limits: RoiInputRange;
  /** Why the value was rejected. */
  readonly reason: RoiInputErrorReason;

  /**
   * @param details - The rejected field, its value and why it was rejected; the
   * range is looked up in {@link ROI_INPUT_LIMITS} so it can never disagree with validation.
   */
  constructor(details: {
    readonly field: RoiInputField;
    readonly value: unknown;
    readonly reason: RoiInputErrorReason;
  }) {
    const { field, value, reason } = details;
    const { min, max, step } = ROI_INPUT_LIMITS[field];
    super(`${field} must be an integer from ${min} to ${max} (got ${describeValue(value)})`);
    this.field = field;
    this.value = value;
    this.limits = Object.freeze({ min, max, step });
    this.reason = reason;
  }
}

// Quoting strings keeps "20" (a string from a form) distinguishable from 20 in the message.
function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object" && value !== null) return Array.isArray(value) ? "array" : "object";
  return String(value);
}
