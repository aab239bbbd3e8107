// @novaline/inquiry: the one schema of a NovaLine inquiry, shared by the site's forms, the API
// and the admin app.
export { BOT_CHECK_ACTIONS, botCheckActionOf } from "./bot-check.js";
export { CHAT_LIMITS, chatMessages, chatRequestSchema } from "./chat-schema.js";
export type { ChatReply, ChatRequest, ChatRequestInput } from "./chat-schema.js";
export { INDUSTRY_KEYS, MAINTENANCE_PLAN_IDS } from "./choices.js";
export type { IndustryKey, MaintenancePlanId } from "./choices.js";
export { fieldErrors, fieldErrorsOfIssues } from "./field-errors.js";
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
export { INQUIRY_PAGE_SIZE, INQUIRY_SORTS, INQUIRY_STATUSES } from "./inquiry-limits.js";
export type { InquirySort, InquiryStatus } from "./inquiry-limits.js";
export {
  INQUIRY_CALL_FILTERS,
  inquiryListQuerySchema,
  inquiryNoteSchema,
  inquiryUpdateSchema,
} from "./inquiry-admin-schema.js";
export {
  addDays,
  INSIGHTS_DAILY_MAX_DAYS,
  INSIGHTS_MAX_DAYS,
  insightsQuerySchema,
  LEAD_KINDS,
  periodDays,
  PHONE_DEMO_REFUSALS,
} from "./insights-schema.js";
export type {
  InsightsBucket,
  InsightsFigure,
  InsightsPeriod,
  InsightsQuery,
  InsightsReport,
  InsightsShare,
  LeadKind,
  PhoneDemoRefusal,
} from "./insights-schema.js";
export { insightsFilters } from "./insights-filters.js";
export type { InsightsFilter } from "./insights-filters.js";
export type {
  InquiryCallFilter,
  InquiryListFilters,
  InquiryListQuery,
  InquiryNoteInput,
  InquiryUpdate,
} from "./inquiry-admin-schema.js";
export {
  ASSIGNEE_NONE,
  INQUIRY_EVENTS,
  MAIL_DELIVERY_STATES,
  MAIL_KINDS,
} from "./inquiry-record.js";
export type {
  DemoCallRecord,
  EarlierInquiries,
  EarlierInquiry,
  InquiryChange,
  InquiryNote,
  InquiryPage,
  InquiryReceipt,
  InquiryRecord,
  MailDelivery,
  MailDeliveryState,
  MailKind,
  StaffMember,
  RecordingLink,
  TranscriptLine,
  TranscriptSpeaker,
} from "./inquiry-record.js";
export {
  DEMO_CALL_OUTCOME_REASONS,
  DEMO_CALL_OUTCOMES,
  demoCallOutcomeOf,
} from "./demo-call-outcome.js";
export type { DemoCallOutcome } from "./demo-call-outcome.js";
export { createInquiryClient, InquiryApiError, isApiErrorBody } from "./inquiry-client.js";
export type { InquiryApiErrorBody, InquiryClient, InquiryClientOptions } from "./inquiry-client.js";
export { API_ERROR_STATUS, isApiErrorCode } from "./api-errors.js";
export { inquiryVersionOf, inquiryVersionTag } from "./inquiry-version.js";
export type {
  ApiErrorCode,
  ApiErrorStatus,
  ClientErrorCode,
  InquiryErrorCode,
} from "./api-errors.js";
export { inquiryApi, pathOf } from "./api-endpoints.js";
export type {
  ApiMethod,
  BodyOf,
  Endpoint,
  InquiryEndpointName,
  InquiryExportQuery,
  PathParams,
  QueryOf,
  ResultOf,
} from "./api-endpoints.js";
export type { DoNotCallAdded, DoNotCallEntry, DoNotCallInput } from "./do-not-call.js";
export { DEMO_CALL_FAILURES, DEMO_CALL_STATUSES } from "./demo-call-status.js";
export type {
  DemoCallFailure,
  DemoCallReceipt,
  DemoCallStatus,
  DemoCallView,
} from "./demo-call-status.js";
export { CALL_FEEDBACK_LIMITS, callFeedbackMessages } from "./call-feedback-limits.js";
export type { CallFeedbackMessages } from "./call-feedback-limits.js";
export { callFeedbackSchema } from "./call-feedback-schema.js";
export type {
  CallFeedback,
  CallFeedbackField,
  CallFeedbackInput,
  CallFeedbackReceipt,
} from "./call-feedback-schema.js";
// The request schema (with libphonenumber's metadata) is the `@novaline/inquiry/demo-call` entry.
export type { DemoCallRequest, DemoCallRequestInput } from "./demo-call-schema.js";
export {
  FIRST_NAME_MAX,
  FIRST_NAME_MAX_WORDS,
  isNameWord,
  isSpeakableFirstName,
} from "./first-name.js";
