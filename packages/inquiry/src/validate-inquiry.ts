import { fieldErrors, type InquiryFieldErrors } from "./field-errors.js";
import { inquirySchema, type Inquiry } from "./inquiry-schema.js";

/** The outcome of {@link validateInquiry}. @public */
export type InquiryValidation =
  | { readonly success: true; readonly inquiry: Inquiry }
  | { readonly success: false; readonly fields: InquiryFieldErrors };

/**
 * Checks a request body against {@link inquirySchema}: the trimmed inquiry, or a message for
 * each bad field (what an API answers with 422).
 * @example
 * const checked = validateInquiry(await request.json());
 * if (!checked.success) return c.json({ error: { code: "invalid", message: "…", fields: checked.fields } }, 422);
 * @public
 */
export function validateInquiry(input: unknown): InquiryValidation {
  const result = inquirySchema.safeParse(input);
  return result.success
    ? { success: true, inquiry: result.data }
    : { success: false, fields: fieldErrors(result) };
}
