import { INQUIRY_LIMITS } from "./inquiry-limits.js";

const count = new Intl.NumberFormat("en-US");
const atMost = (field: keyof typeof INQUIRY_LIMITS) =>
  `${count.format(INQUIRY_LIMITS[field])} characters or fewer`;

/**
 * The messages a visitor reads when a field is missing or wrong, one set per field. The site's
 * forms show them under the field; the API returns the same texts in its `fields` map.
 * @public
 */
export const inquiryMessages = {
  kind: { invalid: "Please choose what your inquiry is about" },
  name: {
    required: "Please enter your name",
    tooLong: `Please shorten your name to ${atMost("name")}`,
    invalid: "Your name contains a hidden control character. Please retype it",
  },
  email: {
    required: "Please enter your email address",
    tooLong: `Please shorten your email address to ${atMost("email")}`,
    invalid: "That email address doesn't look right",
  },
  phone: {
    tooLong: `Please shorten your phone number to ${atMost("phone")}`,
    invalid: "Phone numbers can only contain digits, spaces and + ( ) - .",
  },
  company: {
    tooLong: `Please shorten your business name to ${atMost("company")}`,
    invalid: "Your business name contains a hidden control character. Please retype it",
  },
  plan: {
    required: "Please choose a maintenance plan",
    invalid: "Please choose one of our maintenance plans",
  },
  message: {
    required: "Please enter a message",
    tooLong: `Please shorten your message to ${atMost("message")}`,
    invalid: "Your message contains a hidden control character. Please retype it",
  },
  sourcePage: {
    tooLong: `The page address must be ${atMost("sourcePage")}`,
    invalid: "The page address contains a control character",
  },
  turnstileToken: {
    invalid: "The check that you're a person did not work. Please reload the page",
  },
  company_website: {
    tooLong: `This field must be ${atMost("company_website")}`,
    invalid: "This field must be text",
  },
  note: {
    empty: "Write the note first",
    tooLong: `Please shorten the note to ${atMost("note")}`,
    invalid: "The note must be text without hidden control characters",
  },
  status: { invalid: "Choose one of: new, in_progress, won, lost, spam" },
  version: {
    invalid: "Send the inquiry's version as you read it: a whole number",
    mismatch: "The version in the body and the one in If-Match differ",
  },
  update: { empty: "Send a status, an assignee or a follow-up date" },
  assigneeUid: {
    invalid: "Choose a staff member's id, or null for nobody",
    notStaff: "Choose a current staff member: this account is not one",
  },
  followUpOn: { invalid: "Use a real date (2026-01-31), or null for none" },
  query: {
    kind: "Choose one of: contact, maintenance, demo",
    status: "Choose one of: new, in_progress, won, lost, spam",
    q: `The search text must be ${atMost("q")} without control characters`,
    from: "Use an ISO timestamp (2026-01-31T09:30:00Z) or a date (2026-01-31)",
    to: "Use an ISO timestamp (2026-01-31T09:30:00Z) or a date (2026-01-31)",
    source: `The source page must be ${atMost("sourcePage")} without control characters`,
    industry: "Choose one of the demo industries (health, beauty, banking…)",
    call: "Choose one of: yes, no, placed",
    responded: "Choose one of: yes, no",
    decided: "Use yes, or leave it out",
    limit: "Use a whole number from 1 to 100",
    sort: "Choose one of: received_desc, received_asc, status_asc, status_desc",
    outcome: "Choose one of: connected, busy, no-answer, failed, refused",
    cursor: "This cursor is not valid: start again from the first page",
    assignee: "Give a staff member's id, or none for the unassigned",
    followUpBefore: "Use a date (2026-01-31): the staff member's today",
    unknown: "This parameter is not supported",
  },
  unknown: "This field is not part of an inquiry",
} as const;

/** The type of {@link inquiryMessages}. @public */
export type InquiryMessages = typeof inquiryMessages;
