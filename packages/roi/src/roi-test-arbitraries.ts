// Shared fast-check generators for the test files; never imported by the library.
import fc from "fast-check";
import { ROI_INPUT_LIMITS } from "./roi-constants.js";
import type { LooseRoiInput } from "./clamp-roi-input.js";
import type { RoiInput, RoiInputField } from "./roi-types.js";

export { ROI_RESULT_KEYS } from "./roi-constants.js";

/**
 * Any integer inside the range of `field`, on the step grid or not.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(integerInRange("closeRatePercent"), (rate) => rate >= 1));
 * ```
 */
export function integerInRange(field: RoiInputField): fc.Arbitrary<number> {
  const { min, max } = ROI_INPUT_LIMITS[field];
  return fc.integer({ min, max });
}

/**
 * Any slider position of `field`: `min + n × step`, up to `max`.
 *
 * @example
 * ```ts
 * fc.sample(onStep("monthlyInquiries"), 3); // e.g. [50, 1350, 700]
 * ```
 */
export function onStep(field: RoiInputField): fc.Arbitrary<number> {
  const { min, max, step } = ROI_INPUT_LIMITS[field];
  return fc.integer({ min: 0, max: Math.floor((max - min) / step) }).map((n) => min + n * step);
}

/**
 * Any input `calculateRoi` accepts.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(validRoiInput, (input) => isValidRoiInput(input)));
 * ```
 */
export const validRoiInput: fc.Arbitrary<RoiInput> = fc.record(
  {
    monthlyInquiries: integerInRange("monthlyInquiries"),
    valuePerConversion: integerInRange("valuePerConversion"),
    closeRatePercent: integerInRange("closeRatePercent"),
  },
  // toStrictEqual compares prototypes, and the library always returns plain objects.
  { noNullPrototype: true },
);

/**
 * Any input on the slider grid.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(onStepRoiInput, (input) => isValidRoiInput(input)));
 * ```
 */
export const onStepRoiInput: fc.Arbitrary<RoiInput> = fc.record(
  {
    monthlyInquiries: onStep("monthlyInquiries"),
    valuePerConversion: onStep("valuePerConversion"),
    closeRatePercent: onStep("closeRatePercent"),
  },
  // toStrictEqual compares prototypes, and the library always returns plain objects.
  { noNullPrototype: true },
);

const looseValue: fc.Arbitrary<number | string | null | undefined> = fc.oneof(
  fc.double(),
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.integer({ min: -10_000, max: 10_000 }).map(String),
  fc.double().map(String),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
);

/**
 * Whatever a URL, form or careless caller might hand to `clampRoiInput`,
 * including absent fields, garbage strings, `NaN` and ±`Infinity`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(looseRoiInput, (raw) => isValidRoiInput(clampRoiInput(raw))));
 * ```
 */
export const looseRoiInput: fc.Arbitrary<LooseRoiInput> = fc.record(
  {
    monthlyInquiries: looseValue,
    valuePerConversion: looseValue,
    closeRatePercent: looseValue,
  },
  { requiredKeys: [] },
);
