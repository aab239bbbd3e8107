/** The Firebase Authentication error codes the admin area explains, without the `auth/` prefix. */
export type AdminAuthErrorCode =
  | "wrong-password"
  | "user-not-found"
  | "invalid-credential"
  | "invalid-email"
  | "missing-password"
  | "too-many-requests"
  | "user-disabled"
  | "network-request-failed"
  | "popup-closed-by-user"
  | "popup-blocked"
  | "cancelled-popup-request"
  | "unauthorized-domain"
  | "operation-not-allowed"
  | "password-does-not-meet-requirements"
  | "user-token-expired"
  | "invalid-user-token"
  | "requires-recent-login"
  | "expired-action-code"
  | "invalid-action-code"
  | "multi-factor-auth-required"
  | "web-storage-unsupported"
  | "login-blocked"
  | "missing-recaptcha-token"
  | "internal-error"
  | "invalid-api-key"
  | "auth-domain-config-required"
  | "emulator-config-failed"
  | "user-mismatch"
  | "tenant-id-mismatch";

/** A requirement of the project's password policy, as Firebase reports it. */
export type AdminPasswordRequirement =
  "minLength" | "maxLength" | "lowercase" | "uppercase" | "numeric" | "nonAlphanumeric";

/** The copy of the staff admin area (sign-in, gate, shell). */
export interface AdminCopy {
  /** Shown beside the wordmark. */
  areaName: string;
  /** Announced while the sign-in state is not known yet. */
  checkingSession: string;
  login: {
    heading: string;
    intro: string;
    emailLabel: string;
    passwordLabel: string;
    submit: string;
    submitting: string;
    or: string;
    google: string;
    forgotPassword: string;
    /** Why the API signed the staff member out, shown on the sign-in page they land on. */
    sessionEnded: Record<"revoked" | "disabled" | "deleted" | "expired" | "unverified", string>;
    validation: { emailRequired: string; emailInvalid: string; passwordRequired: string };
  };
  passwordReset: {
    heading: string;
    intro: string;
    submit: string;
    submitting: string;
    /** `{email}` is replaced with the address. */
    sent: string;
    backToSignIn: string;
  };
  passwordPolicy: {
    heading: string;
    /** `{count}` is replaced with the number of characters. */
    requirements: Record<AdminPasswordRequirement, string>;
  };
  /** Messages for Firebase Authentication errors; `fallback` for any other. */
  authErrors: Record<AdminAuthErrorCode, string> & { fallback: string };
  noAccess: {
    heading: string;
    /** `{email}` is replaced with the signed-in address. */
    text: string;
    checkAgain: string;
    stillNoAccess: string;
    signOut: string;
  };
  shell: {
    signedInAs: string;
    signOut: string;
    inquiriesHeading: string;
    inquiriesIntro: string;
    /** The admin area's sections, in its top bar. */
    navLabel: string;
    nav: { inquiries: string; doNotCall: string };
  };
  /** The do-not-call list: the numbers the phone demo never calls. */
  doNotCall: {
    heading: string;
    intro: string;
    phoneLabel: string;
    phoneHint: string;
    add: string;
    adding: string;
    added: string;
    alreadyListed: string;
    listLabel: string;
    empty: string;
    columns: { number: string; source: string; added: string; actions: string };
    sources: Record<"staff" | "call", string>;
    addedBy: string;
    remove: string;
    removeLabel: string;
    removed: string;
    loadFailed: string;
    retry: string;
  };
  /** The inquiries table: filters, columns, states. */
  inquiries: AdminInquiriesCopy;
  notFound: { heading: string; text: string; link: string };
  /** The page shown in place of a page that crashed: no details, a reload and a way back. */
  routeError: {
    heading: string;
    text: string;
    tryAgain: string;
    /** Shown to a signed-in staff member. */
    toInquiries: string;
    /** Shown when nobody is signed in. */
    toSignIn: string;
  };
}

/** Copy of the admin inquiries table. `{count}` and `{time}` are filled in. @public */
export interface AdminInquiriesCopy {
  filtersLabel: string;
  kindLabel: string;
  statusLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  anyKind: string;
  anyStatus: string;
  /** Labels of the first and last day shown (days of the staff member's time zone). */
  fromLabel: string;
  toLabel: string;
  /** Under the last day when it comes before the first. */
  backwardRange: string;
  clearFilters: string;
  kinds: Record<"contact" | "maintenance" | "demo", string>;
  statuses: Record<"new" | "in_progress" | "won" | "lost" | "spam", string>;
  columns: {
    received: string;
    from: string;
    kind: string;
    about: string;
    status: string;
    email: string;
  };
  delivery: Record<"pending" | "sending" | "sent" | "failed", string>;
  /** In the e-mails column of an inquiry that sends none (a "call me now" demo request). */
  noEmails: string;
  /** The order control's label and, per order of the API's `sort`, its option and the list's caption. */
  sortLabel: string;
  sorts: Record<
    "received_desc" | "received_asc" | "status_asc" | "status_desc",
    { label: string; caption: string }
  >;
  /** How many are shown of how many match: `{count}` and `{total}` ("24 of 310"). */
  shownCount: string;
  loadMore: string;
  loadingMore: string;
  refresh: string;
  exportCsv: string;
  exportingCsv: string;
  /** While the export streams: `{count}` rows arrived of `{total}`. */
  exportingCsvProgress: string;
  exportFailed: string;
  updatedAt: string;
  /** Shown while changes arrive as they happen (the live inbox), instead of `updatedAt`. */
  liveLabel: string;
  /** Changing the status of several inquiries at once. */
  bulk: {
    selectAll: string;
    /** `{name}`: the inquiry's. */
    selectOne: string;
    /** `{count}`: how many are selected. */
    selected: string;
    statusLabel: string;
    apply: string;
    clear: string;
    /** `{count}` changed, or could not be. */
    done: string;
    failed: string;
  };
  /** The inbox's keyboard shortcuts, listed by `?` and by the button that opens the list. */
  shortcuts: {
    title: string;
    description: string;
    openLabel: string;
    items: readonly { keys: readonly string[]; label: string }[];
  };
  /** New inquiries that arrived while the list was open, and the button that shows them. */
  arrived: { one: string; other: string; show: string };
  emptyTitle: string;
  emptyText: string;
  noMatchesTitle: string;
  noMatchesText: string;
  errorTitle: string;
  retry: string;
  /** Label of the button on each row that opens its details, e.g. "Open {name}". */
  openLabel: string;
  detail: AdminInquiryDetailCopy;
}

/** Copy of the panel with one inquiry's details, status, note and e-mail delivery. @public */
export interface AdminInquiryDetailCopy {
  description: string;
  close: string;
  fields: {
    kind: string;
    email: string;
    phone: string;
    company: string;
    plan: string;
    message: string;
    sourcePage: string;
    createdAt: string;
    updated: string;
  };
  statusLabel: string;
  noteLabel: string;
  noteHint: string;
  saveNote: string;
  savingNote: string;
  saved: string;
  saveFailed: string;
  deliveryHeading: string;
  mailKinds: { staff_notification: string; visitor_confirmation: string };
  attempts: string;
  nextAttempt: string;
  sentAt: string;
  lastError: string;
  notFound: string;
  none: string;
  /** The demo call of a "call me now" request: its status, Vapi's report, the consent. */
  call: {
    heading: string;
    statuses: Record<"queued" | "ringing" | "in-progress" | "ended" | "failed", string>;
    industry: string;
    duration: string;
    /** `{minutes}` and `{seconds}` are filled in. */
    durationValue: string;
    endedReason: string;
    summary: string;
    transcript: string;
    noTranscript: string;
    recording: string;
    consent: string;
    ipHash: string;
  };
}
