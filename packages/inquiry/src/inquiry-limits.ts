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
} as const;

/**
 * The name of the honeypot field: hidden from people, filled in by bots. The schema accepts any
 * value in it; an API that receives a non-empty one answers as if it had stored the inquiry and
 * drops it.
 * @public
 */
export const HONEYPOT_FIELD = "company_website";
