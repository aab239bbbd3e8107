import { ROI_INPUT_FIELDS, ROI_RESULT_KEYS } from "@novaline/roi";
import { z } from "zod";
import { linkSchema, sectionIntroSchema } from "./media.js";
import { text, type Enum, type Strict } from "./primitives.js";

// The calculator's own lists of its inputs and results (`@novaline/roi`).
export type RoiInputKeySchema = Enum<typeof ROI_INPUT_FIELDS>;
export const roiInputKeySchema: RoiInputKeySchema = z.enum(ROI_INPUT_FIELDS);
/** Keys of the ROI calculator's inputs, matching `@novaline/roi`'s `RoiInput`. @public */
export type RoiInputKey = z.infer<typeof roiInputKeySchema>;

export type RoiResultKeySchema = Enum<typeof ROI_RESULT_KEYS>;
export const roiResultKeySchema: RoiResultKeySchema = z.enum(ROI_RESULT_KEYS);
/** Keys of the ROI calculator's results, matching `@novaline/roi`'s `RoiResult`. @public */
export type RoiResultKey = z.infer<typeof roiResultKeySchema>;

const roiPageContentShape = {
  intro: sectionIntroSchema,
  /** Anchor id of the calculator. */
  sectionId: text,
  inputs: z.record(
    roiInputKeySchema,
    z.strictObject({ label: text, help: text, unit: z.enum(["count", "usd", "percent"]) }),
  ),
  results: z.record(
    roiResultKeySchema,
    z.strictObject({ label: text, unit: z.enum(["count", "usd", "hours"]) }),
  ),
  headlineResult: roiResultKeySchema,
  perMonthLabel: text,
  assumptions: z.strictObject({ title: text, items: z.array(text).readonly() }),
  share: z.strictObject({ label: text, copiedMessage: text, errorMessage: text }),
  resetLabel: text,
  /** The before/after chart of the full calculator. */
  chart: z.strictObject({
    title: text,
    beforeLabel: text,
    afterLabel: text,
    revenueLabel: text,
    customersLabel: text,
  }),
  cta: z.strictObject({ intro: sectionIntroSchema, primary: linkSchema, secondary: linkSchema }),
};
export type RoiPageContentSchema = Strict<typeof roiPageContentShape>;
export const roiPageContentSchema: RoiPageContentSchema = z.strictObject(roiPageContentShape);
/** Copy of the ROI calculator page and of the calculator embedded elsewhere. @public */
export type RoiPageContent = z.infer<typeof roiPageContentSchema>;
