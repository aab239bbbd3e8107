import type { MaintenancePlanId } from "./choices.js";
import type { DemoCallStatus } from "./demo-call-status.js";
import type { InquiryKind, InquiryStatus } from "./inquiry-limits.js";

/**
 * The e-mails of an inquiry: the two every stored inquiry yields (the notification to the staff
 * and the confirmation to the visitor), and the note to a staff member whom somebody else
 * assigned it to (`staff_assignment`, one per such assignment).
 * @public
 */
export const MAIL_KINDS = [
  "staff_notification",
  "visitor_confirmation",
  "staff_assignment",
] as const;

/** Which of an inquiry's two e-mails. @public */
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where one e-mail stands: `pending` (waiting for its first or next try), `sending` (claimed by
 * a sender), `sent`, `failed` (every try failed; it is not tried again), or `held` (not sent:
 * the global cap on e-mails of its kind was reached when it was due; it is not tried again).
 * @public
 */
export const MAIL_DELIVERY_STATES = ["pending", "sending", "sent", "failed", "held"] as const;

/** Where one e-mail stands. @public */
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** The delivery state of one of an inquiry's e-mails, as the admin app shows it. @public */
export interface MailDelivery {
  readonly kind: MailKind;
  readonly to: string;
  readonly state: MailDeliveryState;
  /** Tries so far. */
  readonly attempts: number;
  /** Why the last try failed, or `null`. */
  readonly lastError: string | null;
  /** When the next try is due (ISO 8601), or `null` once sent, failed or held. */
  readonly nextAttemptAt: string | null;
  /** When it was sent (ISO 8601), or `null`. */
  readonly sentAt: string | null;
}

/** A stored inquiry as the API returns it to the admin app (timestamps in ISO 8601, UTC). @public */
export interface InquiryRecord {
  readonly id: string;
  readonly kind: InquiryKind;
  readonly name: string;
  /** `null` only for a demo call asked for with a phone number ("call me now"). */
  readonly email: string | null;
  readonly phone: string | null;
  readonly company: string | null;
  readonly plan: MaintenancePlanId | null;
  readonly message: string | null;
  readonly sourcePage: string | null;
  readonly createdAt: string;
  readonly status: InquiryStatus;
  /** The staff's notes, oldest first: each one appended, never edited. */
  readonly notes: readonly InquiryNote[];
  /**
   * Its version: 0 when received, one more with every staff change (a status, a note). Send it
   * back with a change (`If-Match: "v3"` or `version: 3`) so that nobody's change is overwritten
   * unseen: see {@link inquiryVersionTag}.
   */
  readonly version: number;
  /** When a staff member last changed it, or `null`. */
  readonly updatedAt: string | null;
  /** The e-mail of the staff member who last changed it, or `null`. */
  readonly updatedBy: string | null;
  /** The uid of the staff member it is assigned to, or `null` for nobody. */
  readonly assigneeUid: string | null;
  /** The assignee's name (or e-mail) as it was when they were assigned, or `null`. */
  readonly assigneeName: string | null;
  /** The day to follow it up (`YYYY-MM-DD`, the assigning staff member's day), or `null`. */
  readonly followUpOn: string | null;
  /** Its notification and confirmation e-mails (not the notes to an assignee). */
  readonly delivery: readonly MailDelivery[];
  /** The demo call it asked for ("call me now"), or `null`. */
  readonly call: DemoCallRecord | null;
}

/** One staff note on an inquiry: appended once, never edited, so two notes never compete. @public */
export interface InquiryNote {
  readonly id: string;
  readonly body: string;
  /** The e-mail of the staff member who wrote it. */
  readonly author: string;
  /** When it was added (ISO 8601). */
  readonly createdAt: string;
}

/** A demo call as the admin app sees it: where it is, and Vapi's report once it ended. @public */
export interface DemoCallRecord {
  readonly id: string;
  readonly status: DemoCallStatus;
  /** The industry key the agent played a receptionist for. */
  readonly industry: string;
  /** Vapi's reason the call ended (`customer-busy`…), or why it was not placed. */
  readonly endedReason: string | null;
  readonly durationSeconds: number | null;
  readonly summary: string | null;
  readonly transcript: string | null;
  /**
   * The transcript line by line with when each was said, from Vapi's end-of-call report, or
   * `null` when the report had none.
   */
  readonly transcriptLines: readonly TranscriptLine[] | null;
  /**
   * Whether Vapi keeps a recording of the call. Staff play it through the API
   * (`createRecordingLink`); Vapi's own address never leaves the API.
   */
  readonly hasRecording: boolean;
  /** The version of the consent text the visitor agreed to. */
  readonly consentVersion: string;
}

/** Who said a line of a demo call: the AI agent or the visitor who asked for the call. @public */
export type TranscriptSpeaker = "agent" | "visitor";

/** One line of a demo call's transcript, with its time in the recording (seconds). @public */
export interface TranscriptLine {
  readonly speaker: TranscriptSpeaker;
  readonly text: string;
  /** Seconds from the start of the recording to the start of the line. */
  readonly start: number;
  /** Seconds from the start of the recording to the end of the line. */
  readonly end: number;
}

/**
 * A short-lived address of a demo call's recording that an `<audio>` element can play (it
 * cannot send the staff member's bearer token): `url` is signed for this inquiry and works until
 * `expiresAt` (ISO 8601), for range requests too, so the player can seek.
 * @public
 */
export interface RecordingLink {
  readonly url: string;
  readonly expiresAt: string;
}

/** One earlier inquiry from the same person (same e-mail address or phone number). @public */
export interface EarlierInquiry {
  readonly id: string;
  readonly kind: InquiryKind;
  readonly status: InquiryStatus;
  readonly createdAt: string;
}

/**
 * The same person's earlier inquiries (same e-mail address, case aside, or same phone number),
 * newest first: how many in all and the latest few (`items`, at most 10).
 * @public
 */
export interface EarlierInquiries {
  readonly count: number;
  readonly items: readonly EarlierInquiry[];
}

/** One page of the admin list, newest first; `nextCursor` is `null` on the last page. @public */
export interface InquiryPage {
  readonly items: readonly InquiryRecord[];
  readonly nextCursor: string | null;
  /** How many inquiries match the filters in all pages. */
  readonly total: number;
}

/** A staff member an inquiry can be assigned to: an account with the `admin` claim. @public */
export interface StaffMember {
  readonly uid: string;
  /** The account's display name, else its e-mail address. */
  readonly name: string;
  readonly email: string;
}

/** The `assignee` filter's value for the inquiries nobody is assigned. @public */
export const ASSIGNEE_NONE = "none";

/** What `POST /v1/inquiries` answers with 201. @public */
export interface InquiryReceipt {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * One message of the staff's live inbox (`GET /v1/inquiry-events`, server-sent events named
 * `inquiry`): an inquiry that arrived (`created`) or changed (`updated`: its status or notes, its
 * demo call's progress, its e-mails' delivery), as it is now. @public
 */
export interface InquiryChange {
  readonly kind: "created" | "updated";
  readonly inquiry: InquiryRecord;
}

/** Where the live inbox's events are, and the names of its events. @public */
export const INQUIRY_EVENTS = {
  path: "/v1/inquiry-events",
  /** The stream is live from here on: nothing before it was missed. */
  ready: "ready",
  /** An {@link InquiryChange}, as JSON. */
  change: "inquiry",
} as const;
