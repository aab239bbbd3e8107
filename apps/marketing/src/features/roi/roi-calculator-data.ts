import { homePage, roiPage } from "@novaline/content";
import { DEFAULT_ROI_INPUT, ROI_INPUT_FIELDS, ROI_INPUT_LIMITS } from "@novaline/roi";

/** The calculator's copy and limits, read at build time by the pages that show it. */
export function roiCalculatorData() {
  const { inputs, results, perMonthLabel, headlineResult } = roiPage;
  return {
    inputs: ROI_INPUT_FIELDS.map((field) => {
      const { min, max, step } = ROI_INPUT_LIMITS[field];
      return { field, min, max, step, ...inputs[field] };
    }),
    results,
    headlineResult,
    perMonthLabel,
    defaults: DEFAULT_ROI_INPUT,
  };
}

export type RoiCalculatorData = ReturnType<typeof roiCalculatorData>;

/** The home page's ROI teaser: its copy and the calculator. */
export function roiTeaserData() {
  const { eyebrow, title, description, highlights, cta } = homePage.roiTeaser;
  return {
    intro: { eyebrow, title, description },
    highlights,
    cta,
    calculator: roiCalculatorData(),
  };
}
