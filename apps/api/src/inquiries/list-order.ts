import { INQUIRY_STATUSES, type InquirySort, type InquiryStatus } from "@novaline/inquiry";
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { inquiries } from "../db/schema.js";
import type { Cursor } from "./cursor.js";

/** A status's place in the staff's workflow (`INQUIRY_STATUSES`' order), as an SQL integer. */
const rankOf = (status: InquiryStatus) => sql.raw(String(INQUIRY_STATUSES.indexOf(status)));

const statusRank = sql<number>`case ${inquiries.status} ${sql.join(
  INQUIRY_STATUSES.map((status) => sql`when ${status} then ${rankOf(status)}`),
  sql` `,
)} end`;

const receivedAt = (cursor: Cursor) =>
  sql`(${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
const row = sql`(${inquiries.createdAt}, ${inquiries.id})`;
const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

/**
 * How the list reads in `sort`: its `ORDER BY`, unique thanks to the id, and the condition for
 * the rows after `cursor` in that order (keyset paging: no duplicate or gap while inquiries
 * arrive or change). Within a status the newest come first.
 */
export function listOrder(sort: InquirySort) {
  switch (sort) {
    case "received_desc":
      return { orderBy: newestFirst, after: (c: Cursor): SQL => sql`${row} < ${receivedAt(c)}` };
    case "received_asc":
      return {
        orderBy: [asc(inquiries.createdAt), asc(inquiries.id)],
        after: (c: Cursor): SQL => sql`${row} > ${receivedAt(c)}`,
      };
    case "status_asc":
    case "status_desc": {
      const up = sort === "status_asc";
      return {
        orderBy: [up ? asc(statusRank) : desc(statusRank), ...newestFirst],
        after: (c: Cursor): SQL =>
          sql`(${statusRank} ${sql.raw(up ? ">" : "<")} ${rankOf(c.status)} or (${statusRank} = ${rankOf(c.status)} and ${row} < ${receivedAt(c)}))`,
      };
    }
  }
}
