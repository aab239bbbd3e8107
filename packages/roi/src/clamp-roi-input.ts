import { fieldOf } from "./field-of.js";
import { ROI_INPUT_LIMITS } from "./roi-constants.js";
import type { RoiInput, RoiInputField } from "./roi-types.js";

/**
 * Loosely typed values a UI or URL may hold for the ROI inputs ({@link clampRoiInput}
 * takes any value, this shape included).
 *
 * @example
 * ```ts
 * const raw: LooseRoiInput = Object.fromEntries(new URLSearchParams("monthlyInquiries=300"));
 * ```
 */
export type LooseRoiInput = Partial<Record<RoiInputField, number | string | null | undefined>>;

/**
 * Snaps any input to the nearest valid slider position, for UIs and URL query strings.
 *
 * Per field:
 * 1. numeric strings are parsed (`"300"`, `" 300 "`, `"1e3"`);
 * 2. missing, empty, unparsable or non-finite values, and values that are neither
 *    numbers nor strings, fall back to the default;
 * 3. the value is clamped to `[min, max]`;
 * 4. it is rounded to the nearest step counted from `min`, halves rounding up.
 *
 * The result always passes {@link validateRoiInput}, and clamping twice changes
 * nothing. Never throws.
 *
 * @param input - Raw values; omitted fields use {@link DEFAULT_ROI_INPUT}. When
 * omitted altogether or not an object (`null`, a number, a string), the result
 * is {@link DEFAULT_ROI_INPUT}.
 * @returns A valid input on the slider grid.
 * @example
 * ```ts
 * clampRoiInput({ monthlyInquiries: 74 }).monthlyInquiries; // 50
 * clampRoiInput({ monthlyInquiries: 76 }).monthlyInquiries; // 100
 * clampRoiInput({ valuePerConversion: "155" }).valuePerConversion; // 160
 *
 * const query = new URLSearchParams(location.search);
 * const input = clampRoiInput({
 *   monthlyInquiries: query.get("inquiries"),
 *   valuePerConversion: query.get("value"),
 *   closeRatePercent: query.get("closeRate"),
 * });
 * ```
 */
export function clampRoiInput(input?: unknown): RoiInput {
  return {
    monthlyInquiries: clampField(input, "monthlyInquiries"),
    valuePerConversion: clampField(input, "valuePerConversion"),
    closeRatePercent: clampField(input, "closeRatePercent"),
  };
}

function clampField(input: unknown, field: RoiInputField): number {
  const { min, max, step, default: fallback } = ROI_INPUT_LIMITS[field];
  const parsed = toNumber(fieldOf(input, field));
  if (!Number.isFinite(parsed)) return fallback;

  const clamped = Math.min(max, Math.max(min, parsed));
  const snapped = min + Math.round((clamped - min) / step) * step;
  // Only reachable if max is ever configured off the step grid: stay in range.
  return snapped > max ? snapped - step : snapped;
}

function toNumber(raw: unknown): number {
  if (typeof raw === "number") return raw;
  // Number("") and Number("  ") are 0, which would read an empty field as "minimum".
  if (typeof raw === "string" && raw.trim() !== "") return Number(raw);
  return Number.NaN;
}
