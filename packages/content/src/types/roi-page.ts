import type { Link, SectionIntro } from "./media.js";

/** Keys of the ROI calculator's inputs, matching `@novaline/roi`'s `RoiInput`. @public */
export type RoiInputKey = "monthlyInquiries" | "valuePerConversion" | "closeRatePercent";

/** Keys of the ROI calculator's results, matching `@novaline/roi`'s `RoiResult`. @public */
export type RoiResultKey =
  | "extraLeads"
  | "newTotalLeads"
  | "currentCustomers"
  | "newCustomers"
  | "extraCustomers"
  | "currentRevenue"
  | "newRevenue"
  | "revenueGain"
  | "hoursSaved";

/** Copy of the ROI calculator page and of the calculator embedded elsewhere. @public */
export interface RoiPageContent {
  intro: SectionIntro;
  /** Anchor id of the calculator. */
  sectionId: string;
  inputs: Record<RoiInputKey, { label: string; help: string; unit: "count" | "usd" | "percent" }>;
  results: Record<RoiResultKey, { label: string; unit: "count" | "usd" | "hours" }>;
  headlineResult: RoiResultKey;
  perMonthLabel: string;
  assumptions: { title: string; items: readonly string[] };
  share: { label: string; copiedMessage: string; errorMessage: string };
  resetLabel: string;
  /** The before/after chart of the full calculator. */
  chart: {
    title: string;
    beforeLabel: string;
    afterLabel: string;
    revenueLabel: string;
    customersLabel: string;
  };
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
}
