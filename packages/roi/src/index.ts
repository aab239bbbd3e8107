export { calculateRoi } from "./calculate-roi.js";
export { clampRoiInput } from "./clamp-roi-input.js";
export type { LooseRoiInput } from "./clamp-roi-input.js";
export { formatNumber, formatUsd } from "./number-formatters.js";
export type { FormatNumberOptions, FormatUsdOptions } from "./number-formatters.js";
export {
  DEFAULT_ROI_INPUT,
  HOURS_SAVED_PERCENT,
  LEAD_GROWTH_PERCENT,
  ROI_INPUT_FIELDS,
  ROI_INPUT_LIMITS,
  ROI_RESULT_KEYS,
} from "./roi-constants.js";
export { RoiInputError } from "./roi-input-error.js";
export type {
  RoiInput,
  RoiInputErrorReason,
  RoiInputField,
  RoiInputLimit,
  RoiInputRange,
  RoiResult,
} from "./roi-types.js";
export { isValidRoiInput, safeParseRoiInput, validateRoiInput } from "./validate-roi-input.js";
export type { RoiInputCandidate, RoiInputParseResult } from "./validate-roi-input.js";
