import { DEFAULT_ROI_INPUT } from "@novaline/roi";
import { describe, expect, it } from "vitest";
import { roiFromSearch, roiToSearch } from "./roi-query";

describe("ROI query string", () => {
  it("reads the three values of a shared link", () => {
    expect(roiFromSearch(new URLSearchParams("inquiries=400&value=150&close=35"))).toEqual({
      monthlyInquiries: 400,
      valuePerConversion: 150,
      closeRatePercent: 35,
    });
  });

  it("snaps invalid values to the nearest valid step and fills missing ones with defaults", () => {
    expect(roiFromSearch(new URLSearchParams("inquiries=437&value=99999&close=abc"))).toEqual({
      monthlyInquiries: 450,
      valuePerConversion: 5000,
      closeRatePercent: DEFAULT_ROI_INPUT.closeRatePercent,
    });
    expect(roiFromSearch(new URLSearchParams("inquiries=-5"))).toMatchObject({
      monthlyInquiries: 50,
    });
    expect(roiFromSearch(new URLSearchParams(""))).toEqual(DEFAULT_ROI_INPUT);
  });

  it("writes a query that reads back to the same values", () => {
    const input = { monthlyInquiries: 1250, valuePerConversion: 2340, closeRatePercent: 7 };
    expect(roiToSearch(input).toString()).toBe("inquiries=1250&value=2340&close=7");
    expect(roiFromSearch(roiToSearch(input))).toEqual(input);
  });
});
