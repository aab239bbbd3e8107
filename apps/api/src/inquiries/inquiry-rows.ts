// The inquiries table, as other features reach it: a demo call stores its visitor as an inquiry
// and deletes it with the call. Only this module and the inquiry repository touch the table.
import { inArray, type SQLWrapper } from "drizzle-orm";
import type { Queryable } from "../db/client.js";
import { inquiries } from "../db/schema.js";

/** A "call me now" request, kept as a demo inquiry with a number and no e-mail address. */
export interface CallRequestInquiry {
  readonly id: string;
  readonly firstName: string;
  readonly phone: string;
  readonly message: string;
  readonly sourcePage: string | null;
  readonly createdAt: Date;
}

/** Stores a call request's inquiry (in the caller's transaction, with its call). */
export async function insertCallRequestInquiry(db: Queryable, inquiry: CallRequestInquiry) {
  await db.insert(inquiries).values({
    id: inquiry.id,
    kind: "demo",
    name: inquiry.firstName,
    email: null,
    phone: inquiry.phone,
    message: inquiry.message,
    sourcePage: inquiry.sourcePage,
    createdAt: inquiry.createdAt,
  });
}

/** The names of these inquiries, by id (a deleted one is left out). */
export function inquiryNames(db: Queryable, ids: readonly string[]) {
  return db
    .select({ id: inquiries.id, name: inquiries.name })
    .from(inquiries)
    .where(inArray(inquiries.id, [...ids]));
}

/**
 * Deletes the inquiries whose ids the subquery selects, in one statement (their calls and
 * e-mails cascade); the ids it deleted.
 */
export function deleteInquiriesIn(db: Queryable, ids: SQLWrapper) {
  return db.delete(inquiries).where(inArray(inquiries.id, ids)).returning({ id: inquiries.id });
}
