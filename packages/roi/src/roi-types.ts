/**
 * What the ROI calculator asks the visitor for.
 *
 * Every field is a whole number; the allowed range of each lives in
 * {@link ROI_INPUT_LIMITS}.
 *
 * @example
 * ```ts
 * const input: RoiInput = { monthlyInquiries: 200, valuePerConversion: 150, closeRatePercent: 35 };
 * ```
 */
export interface RoiInput {
  /** Calls, chats and form fills the business receives per month. */
  readonly monthlyInquiries: number;
  /** Revenue of one won customer, in whole US dollars. */
  readonly valuePerConversion: number;
  /** Share of inquiries that become customers, as a percentage (`35` means 35%). */
  readonly closeRatePercent: number;
}

/**
 * Name of one {@link RoiInput} field.
 *
 * @example
 * ```ts
 * const field: RoiInputField = "closeRatePercent";
 * ```
 */
export type RoiInputField = keyof RoiInput;

/**
 * What {@link calculateRoi} reports. Every value is a finite, non-negative whole number.
 *
 * @example
 * ```ts
 * const { revenueGain, hoursSaved }: RoiResult = calculateRoi(DEFAULT_ROI_INPUT);
 * ```
 */
export interface RoiResult {
  /** Leads captured per month that are missed today. */
  readonly extraLeads: number;
  /** Leads per month with NovaLine: `monthlyInquiries + extraLeads`. */
  readonly newTotalLeads: number;
  /** Customers won per month today. */
  readonly currentCustomers: number;
  /** Customers won per month with NovaLine: `currentCustomers + extraCustomers`. */
  readonly newCustomers: number;
  /** Additional customers won per month from the extra leads. */
  readonly extraCustomers: number;
  /** Monthly revenue today, in US dollars. */
  readonly currentRevenue: number;
  /** Monthly revenue with NovaLine, in US dollars. */
  readonly newRevenue: number;
  /** Additional monthly revenue, in US dollars: `newRevenue - currentRevenue`. */
  readonly revenueGain: number;
  /** Staff hours saved per month. */
  readonly hoursSaved: number;
}

/**
 * The allowed values of one input: a closed range and the slider step.
 *
 * @example
 * ```ts
 * const range: RoiInputRange = { min: 1, max: 80, step: 1 };
 * ```
 */
export interface RoiInputRange {
  /** Smallest allowed value (inclusive). */
  readonly min: number;
  /** Largest allowed value (inclusive). */
  readonly max: number;
  /**
   * Distance between slider positions, counted from `min`. Only
   * {@link clampRoiInput} snaps to it; {@link calculateRoi} accepts any
   * integer in range.
   */
  readonly step: number;
}

/**
 * Everything a UI needs to render one input: its range, step, starting value and labels.
 *
 * @example
 * ```ts
 * const { min, max, step, default: initial, label, unit } = ROI_INPUT_LIMITS.closeRatePercent;
 * ```
 */
export interface RoiInputLimit extends RoiInputRange {
  /** Value shown before the visitor touches the input. */
  readonly default: number;
  /** Human-readable name of the input, in English. */
  readonly label: string;
  /** Unit shown next to the value, in English. */
  readonly unit: string;
}

/**
 * Why a value was rejected by {@link validateRoiInput}:
 * - `not-a-number`: not a number at all, `NaN` or ±`Infinity`;
 * - `not-an-integer`: a finite number with a fractional part;
 * - `out-of-range`: an integer below `min` or above `max`.
 *
 * @example
 * ```ts
 * const reason: RoiInputErrorReason = "out-of-range";
 * ```
 */
export type RoiInputErrorReason = "not-a-number" | "not-an-integer" | "out-of-range";
