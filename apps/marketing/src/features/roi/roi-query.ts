import { clampRoiInput, type RoiInput, type RoiInputField } from "@novaline/roi";

/** Query parameter of each calculator input: `/roi?inquiries=400&value=150&close=35`. */
const PARAMS: Record<RoiInputField, string> = {
  monthlyInquiries: "inquiries",
  valuePerConversion: "value",
  closeRatePercent: "close",
};

/** The calculator input in a query string; missing or invalid values snap to the nearest valid step. */
export function roiFromSearch(search: URLSearchParams): RoiInput {
  return clampRoiInput({
    monthlyInquiries: search.get(PARAMS.monthlyInquiries),
    valuePerConversion: search.get(PARAMS.valuePerConversion),
    closeRatePercent: search.get(PARAMS.closeRatePercent),
  });
}

/** The query string that reproduces a calculator input. */
export function roiToSearch(input: RoiInput): URLSearchParams {
  return new URLSearchParams(
    (Object.keys(PARAMS) as RoiInputField[]).map((field) => [PARAMS[field], String(input[field])]),
  );
}
