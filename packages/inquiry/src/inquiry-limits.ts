/**
 * The kinds of inquiry: a message from the contact form, a request for a maintenance plan from
 * the Pricing page, and a demo request from the booking page.
 * @public
 */
export const INQUIRY_KINDS = ["contact", "maintenance", "demo"] as const;

/** What an inquiry is about. @public */
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * The longest value each text field accepts, inclusive, counted after trimming in UTF-16 code
 * units (what `String.prototype.length` and the HTML `maxlength` attribute count).
 * @example INQUIRY_LIMITS.message // 5000
 * @public
 */
export const INQUIRY_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  company: 160,
  message: 5000,
  sourcePage: 200,
  company_website: 200,
  /** A staff member's note on an inquiry (admin only). */
  note: 5000,
  /** The admin list's search text. */
  q: 200,
} as const;

/**
 * The name of the honeypot field: hidden from people, filled in by bots. The schema accepts any
 * value in it; an API that receives a non-empty one answers as if it had stored the inquiry and
 * drops it.
 * @public
 */
export const HONEYPOT_FIELD = "company_website";

/**
 * Where an inquiry stands with the staff: every inquiry starts as `new`.
 * @public
 */
export const INQUIRY_STATUSES = ["new", "in_progress", "won", "lost", "spam"] as const;

/** Where an inquiry stands with the staff. @public */
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The orders of the admin list and the CSV export: by the day received, newest
 * (`received_desc`, the default) or oldest first, or by status in the order of
 * `INQUIRY_STATUSES` (`status_asc`: new first) or the reverse, newest first within a status.
 * @public
 */
export const INQUIRY_SORTS = [
  "received_desc",
  "received_asc",
  "status_asc",
  "status_desc",
] as const;

/** An order of the admin list. @public */
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/**
 * How many inquiries one page of the admin list holds: `limit` is a whole number in `min`–`max`.
 * @defaultValue 25
 * @public
 */
export const INQUIRY_PAGE_SIZE = { default: 25, min: 1, max: 100 } as const;
