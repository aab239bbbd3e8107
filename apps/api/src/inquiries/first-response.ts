// When staff first answered an inquiry (`inquiries.first_response_at`), for the dashboard's time
// to first response: set once, by every staff write that answers it.
import { sql } from "drizzle-orm";
import { inquiries } from "../db/schema.js";

/**
 * Whether a staff change answers the inquiry: it moves the status away from `new`. A note
 * answers it too (the notes' own write, `appendNote`, sets it).
 */
export const answersInquiry = (patch: { status?: string | undefined }): boolean =>
  patch.status !== undefined && patch.status !== "new";

/**
 * The part of an inquiry `update … set` that records its first response at `at` when `answers`:
 * an earlier first response is kept. Spread it into the `set` of the write that answers it:
 * `db.update(inquiries).set({ …, ...firstResponseSet(true, now) })`.
 */
export const firstResponseSet = (answers: boolean, at: Date) =>
  answers
    ? {
        firstResponseAt: sql`coalesce(${inquiries.firstResponseAt}, ${at.toISOString()}::timestamptz)`,
      }
    : {};
