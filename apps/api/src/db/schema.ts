import {
  CALL_FEEDBACK_LIMITS,
  DEMO_CALL_STATUSES,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  MAIL_DELIVERY_STATES,
  MAIL_KINDS,
  type TranscriptLine,
} from "@novaline/inquiry";
import { maintenancePlanIds } from "@novaline/content";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Where placing a demo call with Vapi is (see `demoCalls.placement`). */
export const DEMO_CALL_PLACEMENT_STATES = ["pending", "placing", "done"] as const;

/**
 * Why a demo call was answered like any other but never placed: its number is on the
 * do-not-call list, or had its calls for the day (see `demoCalls.suppressed`).
 */
export const DEMO_CALL_SUPPRESSIONS = ["do-not-call", "number-limit"] as const;

/** Millisecond timestamps: what a JS `Date` holds, so keyset cursors round-trip exactly. */
/** A transaction id (`xid8`), as PostgreSQL writes it: digits. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });

/** The inquiries visitors send, and the staff's status on each (their notes: `inquiryNotes`). */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: INQUIRY_KINDS }).notNull(),
    name: text("name").notNull(),
    /** Missing only on a demo-call request (a first name and a phone number). */
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    plan: text("plan", { enum: maintenancePlanIds }),
    message: text("message"),
    sourcePage: text("source_page"),
    createdAt: ms("created_at").notNull(),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    /**
     * One more with every staff change (a status, a note): a change made from an older version
     * is refused (`UPDATE … WHERE id = $1 AND version = $2`), so nobody's change is lost unseen.
     */
    version: integer("version").notNull().default(0),
    updatedAt: ms("updated_at"),
    updatedBy: text("updated_by"),
    /** The staff member who owns it (a Firebase uid), or null. */
    assigneeUid: text("assignee_uid"),
    /** Their name as it was when they were assigned: shown without asking Firebase. */
    assigneeName: text("assignee_name"),
    /** The day to follow it up: a day of the staff member's own calendar. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /**
     * When staff first answered it: its first status change away from `new` or its first note
     * (set once, by `firstResponseSet`), for the dashboard's time to first response.
     */
    firstResponseAt: ms("first_response_at"),
  },
  (t) => [
    index("inquiries_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("inquiries_assignee_created_at_idx").on(t.assigneeUid, t.createdAt.desc()),
    index("inquiries_follow_up_on_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null`),
    index("inquiries_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("inquiries_kind_created_at_idx").on(t.kind, t.createdAt.desc()),
    // The same person's earlier inquiries (admin detail): by e-mail, case aside, or by phone.
    index("inquiries_email_lower_created_at_idx").on(sql`lower(${t.email})`, t.createdAt),
    index("inquiries_phone_created_at_idx").on(t.phone, t.createdAt),
  ],
);

/**
 * The staff's notes on an inquiry, appended and never edited, so two notes never compete for one
 * field. Deleted with their inquiry (retention sweep, a demo call's deletion).
 */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: uuid("id").primaryKey(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The e-mail of the staff member who wrote it. */
    author: text("author").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("inquiry_notes_inquiry_id_created_at_idx").on(t.inquiryId, t.createdAt)],
);

/**
 * The e-mails to send, written in the same transaction as their inquiry. A sender claims a row
 * (state `sending`, a fresh `claimToken`, a lease until `lockedUntil`); a lease that runs out
 * lets another sender take the row over, so a crash loses nothing.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    to: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    state: text("state", { enum: MAIL_DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ms("next_attempt_at")
      .notNull()
      .default(sql`now()`),
    lockedUntil: ms("locked_until"),
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    sentAt: ms("sent_at"),
    /**
     * The global caps (`src/mail/send-caps.ts`) have no more say: the worker counted the message
     * against its kind's caps when it first came to send it (a retry is not counted again), or it
     * is a digest, which no cap holds back.
     */
    capsCleared: boolean("caps_cleared").notNull().default(false),
    createdAt: ms("created_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // One notification and one confirmation per inquiry; a note to an assignee per assignment.
    uniqueIndex("mail_outbox_inquiry_kind_idx")
      .on(t.inquiryId, t.kind)
      .where(sql`${t.kind} <> 'staff_assignment'`),
    index("mail_outbox_due_idx").on(t.state, t.nextAttemptAt),
  ],
);

/**
 * The times of the last three visitor confirmations each address got (a confirmation is allowed
 * while the third-last is more than 24 hours old), one row per address: the upsert that admits a
 * confirmation locks the row, so instances sharing the database count one after another. The
 * address is kept as a SHA-256 of its lower case; a row is pruned a day after its last
 * confirmation.
 */
export const mailRecipients = pgTable("mail_recipients", {
  addressHash: text("address_hash").primaryKey(),
  thirdLast: ms("third_last"),
  secondLast: ms("second_last"),
  last: ms("last").notNull(),
  /** The inquiry whose confirmation was admitted last: how an upsert learns it was admitted. */
  lastInquiryId: uuid("last_inquiry_id").notNull(),
});

/**
 * Sliding windows of requests per client block (`src/http/sliding-window.ts`): each key keeps the
 * times of the requests it admitted within its window, at most `max` of them, shared by every API
 * instance. One upsert locks the row, prunes the times that left the window and admits a request
 * while fewer than `max` are left; `admitted` is that upsert's own verdict.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is counted and whose: `inquiry:2001:db8:1::/48`, `bot-check:198.51.100.7`. */
    key: text("key").primaryKey(),
    hits: ms("hits").array().notNull(),
    max: integer("max").notNull(),
    admitted: boolean("admitted").notNull(),
    /** When the last time admitted leaves its window: the row may be pruned after. */
    expiresAt: ms("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * The e-mails the mail worker let through its global caps (`src/mail/send-caps.ts`), per kind
 * and ten-minute slice. Only the worker writes here, under a transaction-scoped advisory lock, so
 * instances sharing the database decide one after another; storing an inquiry never touches it.
 */
export const mailCapSlices = pgTable(
  "mail_cap_slices",
  {
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    sliceStart: ms("slice_start").notNull(),
    admitted: integer("admitted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sliceStart] })],
);

/**
 * Staff notifications held back by their cap, to be told in one digest (`src/mail/digest.ts`):
 * how many, since when, and the latest inquiry (the digest is stored as its notification), and
 * when the last digest went, so at most one goes per hour while the cap holds.
 */
export const mailDigests = pgTable("mail_digests", {
  name: text("name").primaryKey(),
  heldBack: integer("held_back").notNull().default(0),
  heldSince: ms("held_since"),
  lastInquiryId: uuid("last_inquiry_id"),
  lastSentAt: ms("last_sent_at"),
});

/**
 * "Call me now": each demo call a visitor asked for, with its inquiry (kind `demo`), the consent
 * they gave, where it is (`status`, from Vapi's server messages) and, once it ended, Vapi's
 * report. The id is the public, unguessable handle the visitor's page polls.
 */
export const demoCalls = pgTable(
  "demo_calls",
  {
    id: uuid("id").primaryKey(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** E.164. */
    phone: text("phone").notNull(),
    /** Where the number rings (ISO 3166 alpha-2), for the per-country limit. */
    country: text("country"),
    industry: text("industry").notNull(),
    /** Which wording of the consent text the visitor agreed to. */
    consentVersion: text("consent_version").notNull(),
    /** The client IP, hashed with a secret: enough to count, not to find the visitor. */
    ipHash: text("ip_hash").notNull(),
    createdAt: ms("created_at").notNull(),
    status: text("status", { enum: DEMO_CALL_STATUSES }).notNull().default("queued"),
    vapiCallId: text("vapi_call_id").unique(),
    endedReason: text("ended_reason"),
    durationSeconds: integer("duration_seconds"),
    summary: text("summary"),
    transcript: text("transcript"),
    /** The transcript line by line with each line's time in the recording (Vapi's messages). */
    transcriptLines: jsonb("transcript_lines").$type<TranscriptLine[]>(),
    recordingUrl: text("recording_url"),
    updatedAt: ms("updated_at"),
    /**
     * Placing the call with Vapi, durable like the mail outbox: `pending` from the transaction
     * that admits it, `placing` while a worker holds it (`placementClaim`, a lease until
     * `placementLockedUntil`), `done` once Vapi's id is stored or the call failed.
     */
    placement: text("placement", { enum: DEMO_CALL_PLACEMENT_STATES }).notNull().default("pending"),
    placementAttempts: integer("placement_attempts").notNull().default(0),
    placementDueAt: ms("placement_due_at")
      .notNull()
      .default(sql`now()`),
    placementLockedUntil: ms("placement_locked_until"),
    placementClaim: uuid("placement_claim"),
    /**
     * Set when the call is never to be placed although the visitor was answered as for any other
     * (so the answer tells nobody that a number is listed or was called today): stored `failed`
     * and `done` at once, and not counted against the number's own limit.
     */
    suppressed: text("suppressed", { enum: DEMO_CALL_SUPPRESSIONS }),
    /**
     * Until when the visitor's page reads a suppressed call as `queued`: its failure shows after
     * about as long as an unanswered call takes to ring out, not at once.
     */
    publicFailureAt: ms("public_failure_at"),
    /**
     * When the last `POST /call` was sent, set (with the claim and the give-up deadline checked)
     * before it goes, and moved to the failure's time when its outcome is unknown: while set, Vapi
     * may hold the call, so it is only looked up, until found or until a lookup after the creation
     * window finds none. Cleared when Vapi said it created none.
     */
    placementPostedAt: ms("placement_posted_at"),
  },
  (t) => [
    index("demo_calls_placement_due_idx").on(t.placement, t.placementDueAt),
    index("demo_calls_phone_created_at_idx").on(t.phone, t.createdAt),
    index("demo_calls_ip_hash_created_at_idx").on(t.ipHash, t.createdAt),
    index("demo_calls_created_at_idx").on(t.createdAt),
    index("demo_calls_country_created_at_idx").on(t.country, t.createdAt),
  ],
);

/**
 * The consent ledger: who agreed to a demo call, kept apart from the call (whose transcript goes
 * after 30 days) for five years, to show that every automated call was asked for. The number is
 * kept only as a keyed hash.
 */
export const demoCallConsents = pgTable(
  "demo_call_consents",
  {
    id: uuid("id").primaryKey(),
    /** HMAC of the E.164 number with `IP_HASH_SECRET`. */
    numberHash: text("number_hash").notNull(),
    consentVersion: text("consent_version").notNull(),
    sourcePage: text("source_page"),
    userAgent: text("user_agent"),
    /** The client's hash, as on the call. */
    ipHash: text("ip_hash").notNull(),
    /** The call it allowed (deleted with its transcript; the id stays). */
    demoCallId: uuid("demo_call_id").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [
    index("demo_call_consents_number_idx").on(t.numberHash, t.createdAt),
    index("demo_call_consents_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Every "call me now" request that passed the bot check, admitted or not, under the keyed hash
 * of each block its client is counted in (an IPv4 address; an IPv6 address's /64, /56 and /48):
 * what the per-block limits count, so probing costs allowance too. Pruned after a day.
 */
export const demoCallRequests = pgTable(
  "demo_call_requests",
  {
    id: uuid("id").primaryKey(),
    /** HMAC of the block's key (`2001:db8:1::/56`) with `IP_HASH_SECRET`. */
    blockHash: text("block_hash").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [
    index("demo_call_requests_block_idx").on(t.blockHash, t.createdAt),
    index("demo_call_requests_created_at_idx").on(t.createdAt),
  ],
);

/** Why a "call me now" request was refused before any call was stored (see `demoCallRefusals`). */
export const DEMO_CALL_REFUSAL_REASONS = ["country", "hours", "limits", "bot-check"] as const;

/**
 * How many "call me now" requests were refused, per reason and hour (UTC), for the dashboard:
 * a refused request stores nothing else. One upsert per refusal; a counter, never who asked.
 */
export const demoCallRefusals = pgTable(
  "demo_call_refusals",
  {
    hour: ms("hour").notNull(),
    reason: text("reason", { enum: DEMO_CALL_REFUSAL_REASONS }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.reason] })],
);

/**
 * Numbers never to be called: added by staff, or by a call whose transcript asked not to be
 * called again. Only a keyed hash of the number, and a hint staff can recognise it by.
 */
export const doNotCall = pgTable("do_not_call", {
  /** HMAC of the E.164 number with `IP_HASH_SECRET`. */
  numberHash: text("number_hash").primaryKey(),
  /** The country code and the last two digits (`+44 ••• 56`). */
  hint: text("hint").notNull(),
  source: text("source", { enum: ["staff", "call"] }).notNull(),
  /** The staff member's e-mail, for `staff`. */
  addedBy: text("added_by"),
  createdAt: ms("created_at").notNull(),
});

/**
 * What changed among the inquiries, in order: the feed of the staff's live inbox (`GET
 * /v1/inquiry-events`, resumable from an `id`). Written by database triggers (migration 0006) in
 * the transaction of the change itself, whoever makes it: a visitor's inquiry, a staff member's
 * status or note, a demo call's progress, an e-mail's delivery. Kept a day. A transaction that
 * adds to it notifies the channel `inquiry_changes` as it commits (migration 0017): every API
 * process reads the feed at once instead of at its next poll.
 */
export const inquiryChanges = pgTable(
  "inquiry_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: on the path of every new inquiry, a day's feed needs none (a change of an
    // inquiry deleted since is skipped when read, and pruned with the rest).
    inquiryId: uuid("inquiry_id").notNull(),
    kind: text("kind", { enum: ["created", "updated"] }).notNull(),
    /**
     * The writing transaction. The feed reads in (tx, id) order and only transactions older than
     * every one still running, so a change that commits late is never skipped.
     */
    tx: xid8("tx")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: ms("changed_at").notNull().defaultNow(),
  },
  // Read in (tx, id) order; pruned hourly by `changed_at` (a day's rows: no index needed).
  (t) => [index("inquiry_changes_tx_id_idx").on(t.tx, t.id)],
);

/** Where one of Vapi's messages in the inbox is (see `vapiInbox`). */
export const VAPI_INBOX_STATES = ["pending", "applying", "done", "dropped"] as const;

/**
 * Vapi's server messages, stored as soon as their credential is verified and applied to their
 * demo call afterwards by a worker, durable like the mail outbox: `pending`, `applying` while a
 * worker holds one (`claim`, a lease until `lockedUntil`), then `done` (applied, or nothing to
 * apply) or `dropped` (its call never became known, or it kept failing). `dedupeKey` (the
 * SHA-256 of the exact body) is unique, so a message delivered twice is stored, and applied, once.
 * The body, which may hold a transcript, is cleared once the message is done; the rows go a day
 * after they arrived.
 */
export const vapiInbox = pgTable(
  "vapi_inbox",
  {
    id: uuid("id").primaryKey(),
    dedupeKey: text("dedupe_key").notNull(),
    body: text("body"),
    state: text("state", { enum: VAPI_INBOX_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ms("next_attempt_at")
      .notNull()
      .default(sql`now()`),
    lockedUntil: ms("locked_until"),
    claim: uuid("claim"),
    /** Why it was dropped, or why its last try failed: a code, never the message's content. */
    lastError: text("last_error"),
    receivedAt: ms("received_at")
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("vapi_inbox_dedupe_key_idx").on(t.dedupeKey),
    index("vapi_inbox_due_idx").on(t.state, t.nextAttemptAt),
    index("vapi_inbox_received_at_idx").on(t.receivedAt),
  ],
);

/**
 * What visitors thought of their browser calls with the AI (the site's Voice Chat panel): one
 * row per call, keyed by Vapi's id of the call, which the API checked with Vapi before storing
 * anything (`src/call-feedback/routes.ts`). The comment is the visitor's own words: never
 * logged, and the row goes after `facts.demoTranscriptRetentionDays`, like a demo call's
 * transcript.
 */
export const callFeedback = pgTable(
  "call_feedback",
  {
    callId: uuid("call_id").primaryKey(),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** When the feedback first came: a second post replaces it only shortly after. */
    createdAt: ms("created_at").notNull(),
    /** When a second post replaced it, if one did. */
    updatedAt: ms("updated_at"),
  },
  (t) => [
    check(
      "call_feedback_rating_check",
      sql`${t.rating} between ${sql.raw(String(CALL_FEEDBACK_LIMITS.ratingMin))} and ${sql.raw(String(CALL_FEEDBACK_LIMITS.ratingMax))}`,
    ),
    index("call_feedback_created_at_idx").on(t.createdAt),
  ],
);

export const schema = {
  inquiries,
  mailOutbox,
  mailRecipients,
  rateLimits,
  mailCapSlices,
  mailDigests,
  demoCalls,
  demoCallConsents,
  demoCallRequests,
  demoCallRefusals,
  doNotCall,
  inquiryChanges,
  vapiInbox,
  callFeedback,
};
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryNoteRow = typeof inquiryNotes.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type DemoCallRow = typeof demoCalls.$inferSelect;
export type DoNotCallRow = typeof doNotCall.$inferSelect;
export type VapiInboxRow = typeof vapiInbox.$inferSelect;
export type CallFeedbackRow = typeof callFeedback.$inferSelect;
