import { HOURS_SAVED_PERCENT, LEAD_GROWTH_PERCENT } from "./roi-constants.js";
import { percentOf } from "./percent-of.js";
import type { RoiInput, RoiResult } from "./roi-types.js";
import { validateRoiInput } from "./validate-roi-input.js";

/**
 * Estimates what NovaLine adds per month for a business with the given inquiry
 * volume, customer value and close rate.
 *
 * Formulas (every share rounded with `Math.round`, halves up):
 * - `extraLeads = round(monthlyInquiries × LEAD_GROWTH_PERCENT%)`
 * - `newTotalLeads = monthlyInquiries + extraLeads`
 * - `currentCustomers = round(monthlyInquiries × closeRatePercent%)`
 * - `extraCustomers = round(extraLeads × closeRatePercent%)`
 * - `newCustomers = currentCustomers + extraCustomers`
 * - `currentRevenue = currentCustomers × valuePerConversion`
 * - `newRevenue = newCustomers × valuePerConversion`
 * - `revenueGain = newRevenue − currentRevenue`
 * - `hoursSaved = round(monthlyInquiries × HOURS_SAVED_PERCENT%)`
 *
 * The input is validated first so a bad value can never turn into a plausible
 * but wrong figure on screen. Any integer in range is accepted, including values
 * between slider steps.
 *
 * @param input - Monthly inquiries, value per conversion (USD) and close rate (%).
 * @returns Whole-number leads, customers, revenue (USD) and hours per month.
 * @throws {@link RoiInputError} when a field is not a finite integer inside
 * {@link ROI_INPUT_LIMITS}.
 * @example
 * ```ts
 * calculateRoi({ monthlyInquiries: 200, valuePerConversion: 150, closeRatePercent: 35 });
 * // { extraLeads: 56, newTotalLeads: 256, currentCustomers: 70, newCustomers: 90,
 * //   extraCustomers: 20, currentRevenue: 10500, newRevenue: 13500, revenueGain: 3000,
 * //   hoursSaved: 70 }
 * ```
 */
export function calculateRoi(input: RoiInput): RoiResult {
  const { monthlyInquiries, valuePerConversion, closeRatePercent } = validateRoiInput(input);

  const extraLeads = percentOf(monthlyInquiries, LEAD_GROWTH_PERCENT);
  const currentCustomers = percentOf(monthlyInquiries, closeRatePercent);
  // Rounded on its own (not derived from newTotalLeads) so the headline "extra
  // customers" figure matches what a visitor gets by hand from the extra leads.
  const extraCustomers = percentOf(extraLeads, closeRatePercent);
  const newCustomers = currentCustomers + extraCustomers;
  const currentRevenue = currentCustomers * valuePerConversion;
  const newRevenue = newCustomers * valuePerConversion;

  return {
    extraLeads,
    newTotalLeads: monthlyInquiries + extraLeads,
    currentCustomers,
    newCustomers,
    extraCustomers,
    currentRevenue,
    newRevenue,
    revenueGain: newRevenue - currentRevenue,
    hoursSaved: percentOf(monthlyInquiries, HOURS_SAVED_PERCENT),
  };
}
