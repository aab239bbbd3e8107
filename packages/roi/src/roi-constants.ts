// The single home of every number the ROI calculator depends on, so product can
// retune the pitch without hunting for literals in the formulas.
import type { RoiInput, RoiInputField, RoiInputLimit, RoiResult } from "./roi-types.js";

/**
 * Percentage of monthly inquiries captured on top of today's leads.
 *
 * The AI agent answers every call and chat, including those that today ring out
 * after hours or while staff are busy; those recovered conversations are worth
 * 28% more leads.
 *
 * @defaultValue `28`
 * @example
 * ```ts
 * Math.round((200 * LEAD_GROWTH_PERCENT) / 100); // 56 extra leads
 * ```
 */
export const LEAD_GROWTH_PERCENT = 28;

/**
 * Staff hours saved per month, as a percentage of monthly inquiries.
 *
 * Answering, qualifying and booking are handled by the AI, so each month frees
 * roughly 35% of the inquiry count in staff hours.
 *
 * @defaultValue `35`
 * @example
 * ```ts
 * Math.round((200 * HOURS_SAVED_PERCENT) / 100); // 70 hours saved
 * ```
 */
export const HOURS_SAVED_PERCENT = 35;

/**
 * Allowed range, slider step, default and labels of every {@link RoiInput} field.
 *
 * Frozen at runtime too, because UIs receive this very object and a stray
 * mutation would silently change validation for everyone.
 *
 * | Field                | Min | Max  | Step | Default | Unit              |
 * | -------------------- | --- | ---- | ---- | ------- | ----------------- |
 * | `monthlyInquiries`   | 50  | 2000 | 50   | 200     | inquiries / month |
 * | `valuePerConversion` | 50  | 5000 | 10   | 150     | USD               |
 * | `closeRatePercent`   | 1   | 80   | 1    | 35      | %                 |
 *
 * @example
 * ```tsx
 * const { min, max, step } = ROI_INPUT_LIMITS.monthlyInquiries;
 * <input type="range" min={min} max={max} step={step} />;
 * ```
 */
export const ROI_INPUT_LIMITS = Object.freeze({
  monthlyInquiries: Object.freeze({
    min: 50,
    max: 2000,
    step: 50,
    default: 200,
    label: "Monthly inquiries",
    unit: "inquiries / month",
  } as const),
  valuePerConversion: Object.freeze({
    min: 50,
    max: 5000,
    step: 10,
    default: 150,
    label: "Value per conversion",
    unit: "USD",
  } as const),
  closeRatePercent: Object.freeze({
    min: 1,
    max: 80,
    step: 1,
    default: 35,
    label: "Close rate",
    unit: "%",
  } as const),
} as const) satisfies Readonly<Record<RoiInputField, RoiInputLimit>>;

/**
 * The calculator's starting values, taken from the `default` of each entry in
 * {@link ROI_INPUT_LIMITS}.
 *
 * @defaultValue `{ monthlyInquiries: 200, valuePerConversion: 150, closeRatePercent: 35 }`
 * @example
 * ```ts
 * calculateRoi(DEFAULT_ROI_INPUT).revenueGain; // 3000
 * ```
 */
export const DEFAULT_ROI_INPUT: RoiInput = Object.freeze({
  monthlyInquiries: ROI_INPUT_LIMITS.monthlyInquiries.default,
  valuePerConversion: ROI_INPUT_LIMITS.valuePerConversion.default,
  closeRatePercent: ROI_INPUT_LIMITS.closeRatePercent.default,
});

/**
 * Every {@link RoiInput} field, in the order they are validated and shown.
 *
 * @example
 * ```ts
 * for (const field of ROI_INPUT_FIELDS) console.log(ROI_INPUT_LIMITS[field].label);
 * ```
 */
export const ROI_INPUT_FIELDS = Object.freeze([
  "monthlyInquiries",
  "valuePerConversion",
  "closeRatePercent",
] as const satisfies readonly RoiInputField[]);

/**
 * Every key of {@link RoiResult}, in the order of the calculation.
 *
 * @example
 * ```ts
 * for (const key of ROI_RESULT_KEYS) console.log(key, result[key]);
 * ```
 */
export const ROI_RESULT_KEYS = Object.freeze([
  "extraLeads",
  "newTotalLeads",
  "currentCustomers",
  "newCustomers",
  "extraCustomers",
  "currentRevenue",
  "newRevenue",
  "revenueGain",
  "hoursSaved",
] as const satisfies readonly (keyof RoiResult)[]);
