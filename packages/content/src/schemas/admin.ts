import { z } from "zod";
import { adminLinkedFiltersCopySchema } from "./admin-insights.js";
import { text, type Enum, type Strict } from "./primitives.js";

const ADMIN_AUTH_ERROR_CODES = [
  "wrong-password",
  "user-not-found",
  "invalid-credential",
  "invalid-email",
  "missing-password",
  "too-many-requests",
  "user-disabled",
  "network-request-failed",
  "popup-closed-by-user",
  "popup-blocked",
  "cancelled-popup-request",
  "unauthorized-domain",
  "operation-not-allowed",
  "password-does-not-meet-requirements",
  "user-token-expired",
  "invalid-user-token",
  "requires-recent-login",
  "expired-action-code",
  "invalid-action-code",
  "multi-factor-auth-required",
  "web-storage-unsupported",
  "login-blocked",
  "missing-recaptcha-token",
  "internal-error",
  "invalid-api-key",
  "auth-domain-config-required",
  "emulator-config-failed",
  "user-mismatch",
  "tenant-id-mismatch",
] as const;
export type AdminAuthErrorCodeSchema = Enum<typeof ADMIN_AUTH_ERROR_CODES>;
export const adminAuthErrorCodeSchema: AdminAuthErrorCodeSchema = z.enum(ADMIN_AUTH_ERROR_CODES);
/** The Firebase Authentication error codes the admin area explains, without the `auth/` prefix. */
export type AdminAuthErrorCode = z.infer<typeof adminAuthErrorCodeSchema>;

const ADMIN_PASSWORD_REQUIREMENTS = [
  "minLength",
  "maxLength",
  "lowercase",
  "uppercase",
  "numeric",
  "nonAlphanumeric",
] as const;
export type AdminPasswordRequirementSchema = Enum<typeof ADMIN_PASSWORD_REQUIREMENTS>;
export const adminPasswordRequirementSchema: AdminPasswordRequirementSchema = z.enum(
  ADMIN_PASSWORD_REQUIREMENTS,
);
/** A requirement of the project's password policy, as Firebase reports it. */
export type AdminPasswordRequirement = z.infer<typeof adminPasswordRequirementSchema>;

const captionedSchema = z.strictObject({ label: text, caption: text });

const adminInquiryBulkShape = {
  selectAll: text,
  /** `{name}`: the inquiry's. */
  selectOne: text,
  /** `{count}`: how many are selected. */
  selected: text,
  statusLabel: text,
  apply: text,
  /** The owner picker of the bar and its button. */
  ownerLabel: text,
  assign: text,
  clear: text,
  /** `{count}` changed, or could not be. */
  done: text,
  /** `{count}` given to `{name}`; given to nobody. */
  doneOwner: text,
  doneUnassigned: text,
  failed: text,
  /** The toast's action that puts each changed inquiry back to its status before. */
  undo: text,
  /** After an undo: `{count}` put back (their status; their owner), or could not be. */
  undone: text,
  undoneOwner: text,
  undoFailed: text,
  /** A partial failure: `{count}`, then `{names}` with each failed inquiry and why. */
  failedNamed: text,
  /** Joins an inquiry's name and why it failed: `{name}`, `{reason}`. */
  failedRow: text,
  /** Under the bar while the rows that failed stay selected. */
  failedKept: text,
  /** Why one inquiry could not be changed. */
  reasons: z.strictObject({ changed: text, gone: text, network: text, other: text }),
};
export type AdminInquiryBulkSchema = Strict<typeof adminInquiryBulkShape>;
export const adminInquiryBulkSchema: AdminInquiryBulkSchema = z.strictObject(adminInquiryBulkShape);

const adminInquiryCallShape = {
  heading: text,
  statuses: z.record(z.enum(["queued", "ringing", "in-progress", "ended", "failed"]), text),
  industry: text,
  duration: text,
  /** `{minutes}` and `{seconds}` are filled in. */
  durationValue: text,
  endedReason: text,
  summary: text,
  transcript: text,
  noTranscript: text,
  recording: text,
  consent: text,
  outcome: text,
  anyOutcome: text,
  outcomes: z.record(z.enum(["connected", "busy", "no-answer", "failed", "refused"]), text),
  notConnected: z.record(z.enum(["busy", "no-answer", "failed", "refused"]), text),
  /** Vapi's ended reasons (and ours for a call not placed), in plain words. */
  endedReasons: z.record(z.string(), text),
  /** `{reason}` is filled in. */
  endedReasonOther: text,
  endedReasonError: text,
  player: z.strictObject({
    label: text,
    loading: text,
    failed: text,
    checking: text,
    unreachable: text,
    retry: text,
    transcriptLabel: text,
    transcriptHint: text,
    speakers: z.strictObject({ agent: text, visitor: text }),
    speakingHeading: text,
  }),
  earlier: z.strictObject({
    one: text,
    /** `{count}` is filled in. */
    many: text,
    hint: text,
    /** `{kind}`, `{date}` and `{status}` are filled in. */
    item: text,
    more: text,
  }),
};
export type AdminInquiryCallSchema = Strict<typeof adminInquiryCallShape>;
export const adminInquiryCallSchema: AdminInquiryCallSchema = z.strictObject(adminInquiryCallShape);

const adminInquiryDetailCopyShape = {
  description: text,
  close: text,
  fields: z.strictObject({
    kind: text,
    email: text,
    phone: text,
    company: text,
    plan: text,
    message: text,
    sourcePage: text,
    createdAt: text,
    updated: text,
  }),
  statusLabel: text,
  noteLabel: text,
  noteHint: text,
  saveNote: text,
  savingNote: text,
  notesHeading: text,
  noNotes: text,
  noteBy: text,
  noteAdded: text,
  noteFailed: text,
  /** A status saved by somebody else first: who, what, when, and this member's choice. */
  conflict: z.strictObject({
    title: text,
    someone: text,
    changedStatus: text,
    yours: text,
    keepMine: text,
    takeTheirs: text,
  }),
  saved: text,
  saveFailed: text,
  changedElsewhere: text,
  noteDraft: text,
  discardDraft: text,
  draftKept: text,
  deliveryHeading: text,
  mailKinds: z.strictObject({
    staff_notification: text,
    visitor_confirmation: text,
    staff_assignment: text,
  }),
  attempts: text,
  nextAttempt: text,
  sentAt: text,
  lastError: text,
  notFound: text,
  loadFailed: text,
  none: text,
  /** The demo call of a "call me now" request: its status, Vapi's report, the consent. */
  call: adminInquiryCallSchema,
};
export type AdminInquiryDetailCopySchema = Strict<typeof adminInquiryDetailCopyShape>;
export const adminInquiryDetailCopySchema: AdminInquiryDetailCopySchema = z.strictObject(
  adminInquiryDetailCopyShape,
);
/** Copy of the panel with one inquiry's details, status, note and e-mail delivery. @public */
export type AdminInquiryDetailCopy = z.infer<typeof adminInquiryDetailCopySchema>;

const adminInquiriesCopyShape = {
  filtersLabel: text,
  kindLabel: text,
  statusLabel: text,
  searchLabel: text,
  searchPlaceholder: text,
  anyKind: text,
  anyStatus: text,
  /** Labels of the first and last day shown (days of the staff member's time zone). */
  fromLabel: text,
  toLabel: text,
  /** Under the last day when it comes before the first. */
  backwardRange: text,
  clearFilters: text,
  kinds: z.record(z.enum(["contact", "maintenance", "demo"]), text),
  statuses: z.record(z.enum(["new", "in_progress", "won", "lost", "spam"]), text),
  columns: z.strictObject({
    received: text,
    from: text,
    kind: text,
    about: text,
    status: text,
    email: text,
  }),
  /** Per `MailDeliveryState` of `@novaline/inquiry`; `held`: not sent, a global cap was reached. */
  delivery: z.record(z.enum(["pending", "sending", "sent", "failed", "held"]), text),
  /** In the e-mails column of an inquiry that sends none (a "call me now" demo request). */
  noEmails: text,
  /** The order control's label and, per order of the API's `sort`, its option and the list's caption. */
  sortLabel: text,
  sorts: z.record(
    z.enum(["received_desc", "received_asc", "status_asc", "status_desc"]),
    captionedSchema,
  ),
  /** How many are shown of how many match: `{count}` and `{total}` ("24 of 310"). */
  shownCount: text,
  loadMore: text,
  loadingMore: text,
  refresh: text,
  exportCsv: text,
  exportingCsv: text,
  /** While the export streams: `{count}` rows arrived of `{total}`. */
  exportingCsvProgress: text,
  exportFailed: text,
  updatedAt: text,
  /** Shown while changes arrive as they happen (the live inbox), instead of `updatedAt`. */
  liveLabel: text,
  /** The same, in a word, where a phone has no room for the sentence. */
  liveShort: text,
  /** Changing the status of several inquiries at once. */
  bulk: adminInquiryBulkSchema,
  /** The chips of the filters a dashboard link sets. */
  linkedFilters: adminLinkedFiltersCopySchema,
  /** Who owns an inquiry and when to follow it up: filters, column, panel. */
  ownership: z.strictObject({
    assigneeLabel: text,
    anyAssignee: text,
    mine: text,
    unassigned: text,
    followUpLabel: text,
    anyFollowUp: text,
    overdue: text,
    /** The toggle that shows the filters on a phone: `{count}` filters applied. */
    filtersToggle: text,
    filtersToggleNone: text,
    column: text,
    nobody: text,
    /** `{date}`: the follow-up day. */
    followUpOn: text,
    overdueOn: text,
    assignToMe: text,
    assignedToMe: text,
    /** The signed-in staff member in the owner picker: `{name}`. */
    you: text,
    assigneeField: text,
    followUpField: text,
    followUpHint: text,
    clearFollowUp: text,
    assigned: text,
    staffFailed: text,
  }),
  /** The inbox's keyboard shortcuts, listed by `?` and by the button that opens the list. */
  shortcuts: z.strictObject({
    title: text,
    description: text,
    openLabel: text,
    items: z.array(z.strictObject({ keys: z.array(text).readonly(), label: text })).readonly(),
  }),
  /** New inquiries that arrived while the list was open, and the button that shows them. */
  arrived: z.strictObject({ one: text, other: text, show: text }),
  emptyTitle: text,
  emptyText: text,
  noMatchesTitle: text,
  noMatchesText: text,
  errorTitle: text,
  retry: text,
  /** Label of the button on each row that opens its details, e.g. "Open {name}". */
  openLabel: text,
  detail: adminInquiryDetailCopySchema,
};
export type AdminInquiriesCopySchema = Strict<typeof adminInquiriesCopyShape>;
export const adminInquiriesCopySchema: AdminInquiriesCopySchema =
  z.strictObject(adminInquiriesCopyShape);
/** Copy of the admin inquiries table. `{count}` and `{time}` are filled in. @public */
export type AdminInquiriesCopy = z.infer<typeof adminInquiriesCopySchema>;

const adminLoginShape = {
  heading: text,
  intro: text,
  emailLabel: text,
  passwordLabel: text,
  submit: text,
  submitting: text,
  or: text,
  google: text,
  forgotPassword: text,
  /** Why the API signed the staff member out, shown on the sign-in page they land on. */
  sessionEnded: z.record(z.enum(["revoked", "disabled", "deleted", "expired", "unverified"]), text),
  validation: z.strictObject({ emailRequired: text, emailInvalid: text, passwordRequired: text }),
};
export type AdminLoginSchema = Strict<typeof adminLoginShape>;
export const adminLoginSchema: AdminLoginSchema = z.strictObject(adminLoginShape);

const adminPasswordResetShape = {
  heading: text,
  intro: text,
  submit: text,
  submitting: text,
  /** `{email}` is replaced with the address. */
  sent: text,
  backToSignIn: text,
};
export type AdminPasswordResetSchema = Strict<typeof adminPasswordResetShape>;
export const adminPasswordResetSchema: AdminPasswordResetSchema =
  z.strictObject(adminPasswordResetShape);

const adminPasswordPolicyShape = {
  heading: text,
  /** `{count}` is replaced with the number of characters. */
  requirements: z.record(adminPasswordRequirementSchema, text),
};
export type AdminPasswordPolicySchema = Strict<typeof adminPasswordPolicyShape>;
export const adminPasswordPolicySchema: AdminPasswordPolicySchema =
  z.strictObject(adminPasswordPolicyShape);

const adminNoAccessShape = {
  heading: text,
  /** `{email}` is replaced with the signed-in address. */
  text,
  checkAgain: text,
  stillNoAccess: text,
  signOut: text,
};
export type AdminNoAccessSchema = Strict<typeof adminNoAccessShape>;
export const adminNoAccessSchema: AdminNoAccessSchema = z.strictObject(adminNoAccessShape);

const adminShellShape = {
  signedInAs: text,
  signOut: text,
  inquiriesHeading: text,
  inquiriesIntro: text,
  /** The admin area's sections, in its top bar. */
  navLabel: text,
  nav: z.strictObject({ inquiries: text, insights: text, doNotCall: text }),
};
export type AdminShellSchema = Strict<typeof adminShellShape>;
export const adminShellSchema: AdminShellSchema = z.strictObject(adminShellShape);

const adminRouteErrorShape = {
  heading: text,
  text,
  tryAgain: text,
  /** Shown to a signed-in staff member. */
  toInquiries: text,
  /** Shown when nobody is signed in. */
  toSignIn: text,
};
export type AdminRouteErrorSchema = Strict<typeof adminRouteErrorShape>;
export const adminRouteErrorSchema: AdminRouteErrorSchema = z.strictObject(adminRouteErrorShape);

const adminCopyShape = {
  /** Shown beside the wordmark. */
  areaName: text,
  /** Announced while the sign-in state is not known yet. */
  checkingSession: text,
  login: adminLoginSchema,
  passwordReset: adminPasswordResetSchema,
  passwordPolicy: adminPasswordPolicySchema,
  /** Messages for Firebase Authentication errors; `fallback` for any other. */
  authErrors: z.record(z.enum([...ADMIN_AUTH_ERROR_CODES, "fallback"]), text),
  noAccess: adminNoAccessSchema,
  shell: adminShellSchema,
  /** The do-not-call list: the numbers the phone demo never calls. */
  doNotCall: z.strictObject({
    heading: text,
    intro: text,
    phoneLabel: text,
    phoneHint: text,
    countryLabel: text,
    suggestedCountries: text,
    allCountries: text,
    /** `{country}` is filled in. */
    invalidPhone: text,
    add: text,
    adding: text,
    added: text,
    alreadyListed: text,
    listLabel: text,
    empty: text,
    columns: z.strictObject({ number: text, source: text, added: text, actions: text }),
    sources: z.record(z.enum(["staff", "call"]), text),
    addedBy: text,
    remove: text,
    removeLabel: text,
    removed: text,
    confirmTitle: text,
    confirmText: text,
    confirmRemove: text,
    keep: text,
    loadFailed: text,
    retry: text,
  }),
  /** The inquiries table: filters, columns, states. */
  inquiries: adminInquiriesCopySchema,
  notFound: z.strictObject({ heading: text, text, link: text }),
  /** The page shown in place of a page that crashed: no details, a reload and a way back. */
  routeError: adminRouteErrorSchema,
};
export type AdminCopySchema = Strict<typeof adminCopyShape>;
export const adminCopySchema: AdminCopySchema = z.strictObject(adminCopyShape);
/** The copy of the staff admin area (sign-in, gate, shell). */
export type AdminCopy = z.infer<typeof adminCopySchema>;
