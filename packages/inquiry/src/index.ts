// @novaline/inquiry: the one schema of a NovaLine inquiry, shared by the site's forms, the API
// and the admin app.
export { fieldErrors } from "./field-errors.js";
export type { InquiryFieldErrors, InquiryIssue, InquiryParseResult } from "./field-errors.js";
export { HONEYPOT_FIELD, INQUIRY_KINDS, INQUIRY_LIMITS } from "./inquiry-limits.js";
export type { InquiryKind } from "./inquiry-limits.js";
export { inquiryMessages } from "./inquiry-messages.js";
export type { InquiryMessages } from "./inquiry-messages.js";
export {
  contactInquirySchema,
  demoInquirySchema,
  inquirySchema,
  maintenanceInquirySchema,
} from "./inquiry-schema.js";
export type {
  ContactInquiry,
  ContactInquiryInput,
  DemoInquiry,
  DemoInquiryInput,
  Inquiry,
  InquiryField,
  InquiryInput,
  MaintenanceInquiry,
  MaintenanceInquiryInput,
} from "./inquiry-schema.js";
export { validateInquiry } from "./validate-inquiry.js";
export type { InquiryValidation } from "./validate-inquiry.js";
