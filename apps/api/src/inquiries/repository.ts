import {
  MAIL_KINDS,
  type DemoCallRecord,
  type Inquiry,
  type InquiryListFilters,
  type InquiryPage,
  type InquiryReceipt,
  type InquiryRecord,
  type InquiryStatus,
  type MailDelivery,
} from "@novaline/inquiry";
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client.js";
import {
  demoCalls,
  inquiries,
  mailOutbox,
  type DemoCallRow,
  type InquiryRow,
  type MailOutboxRow,
} from "../db/schema.js";
import type { MailMessage, StoredInquiry } from "../mail/messages.js";
import { encodeCursor, type Cursor } from "./cursor.js";

/** A literal LIKE pattern: `%`, `_` and the escape character itself match only themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: InquiryListFilters, after?: Cursor): SQL | undefined {
  const q = filters.q === undefined ? undefined : containing(filters.q);
  return and(
    filters.kind === undefined ? undefined : eq(inquiries.kind, filters.kind),
    filters.status === undefined ? undefined : eq(inquiries.status, filters.status),
    filters.from === undefined ? undefined : gte(inquiries.createdAt, filters.from),
    filters.to === undefined ? undefined : lt(inquiries.createdAt, filters.to),
    q === undefined
      ? undefined
      : or(
          ilike(inquiries.name, q),
          ilike(inquiries.email, q),
          ilike(inquiries.company, q),
          ilike(inquiries.message, q),
        ),
    after === undefined
      ? undefined
      : sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
  );
}

const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

function deliveryOf(row: MailOutboxRow): MailDelivery {
  const done = row.state === "sent" || row.state === "failed";
  return {
    kind: row.kind,
    to: row.to,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: done ? null : row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function callOf(row: DemoCallRow): DemoCallRecord {
  return {
    id: row.id,
    status: row.status,
    industry: row.industry,
    endedReason: row.endedReason,
    durationSeconds: row.durationSeconds,
    summary: row.summary,
    transcript: row.transcript,
    recordingUrl: row.recordingUrl,
    consentVersion: row.consentVersion,
    ipHash: row.ipHash,
  };
}

function recordOf(
  row: InquiryRow,
  mail: readonly MailOutboxRow[],
  calls: readonly DemoCallRow[],
): InquiryRecord {
  const call = calls.find((candidate) => candidate.inquiryId === row.id);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    plan: row.plan,
    message: row.message,
    sourcePage: row.sourcePage,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    note: row.note,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: row.updatedBy,
    delivery: mail
      .filter((m) => m.inquiryId === row.id)
      .sort((a, b) => MAIL_KINDS.indexOf(a.kind) - MAIL_KINDS.indexOf(b.kind))
      .map(deliveryOf),
    call: call ? callOf(call) : null,
  };
}

/** The inquiries and their e-mail delivery state. */
export function createInquiryRepository(db: Database) {
  async function withDelivery(rows: InquiryRow[]): Promise<InquiryRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const demoIds = rows.filter((row) => row.kind === "demo").map((row) => row.id);
    const [mail, calls] = await Promise.all([
      db.select().from(mailOutbox).where(inArray(mailOutbox.inquiryId, ids)),
      demoIds.length === 0
        ? Promise.resolve([])
        : db.select().from(demoCalls).where(inArray(demoCalls.inquiryId, demoIds)),
    ]);
    return rows.map((row) => recordOf(row, mail, calls));
  }

  return {
    /** Stores an inquiry and its e-mails atomically: both exist, or neither does. */
    async create(
      inquiry: Inquiry,
      messagesOf: (stored: StoredInquiry) => readonly MailMessage[],
    ): Promise<InquiryReceipt> {
      const stored: StoredInquiry = { id: randomUUID(), createdAt: new Date(), inquiry };
      // One statement (a data-modifying CTE): atomic without a transaction's extra round trips.
      const stored$ = db.$with("stored_inquiry").as(
        db
          .insert(inquiries)
          .values({
            id: stored.id,
            kind: inquiry.kind,
            name: inquiry.name,
            email: inquiry.email,
            phone: inquiry.phone ?? null,
            company: inquiry.company ?? null,
            plan: inquiry.plan ?? null,
            message: inquiry.message ?? null,
            sourcePage: inquiry.sourcePage ?? null,
            createdAt: stored.createdAt,
          })
          .returning({ id: inquiries.id }),
      );
      await db
        .with(stored$)
        .insert(mailOutbox)
        .values(
          messagesOf(stored).map((message) => ({
            id: randomUUID(),
            inquiryId: stored.id,
            ...message,
          })),
        );
      return { id: stored.id, createdAt: stored.createdAt.toISOString() };
    },

    async get(id: string): Promise<InquiryRecord | undefined> {
      const rows = await db.select().from(inquiries).where(eq(inquiries.id, id));
      return (await withDelivery(rows))[0];
    },

    /** One page, newest first, after `cursor`. */
    async list(
      filters: InquiryListFilters,
      page: { limit: number; cursor?: Cursor | undefined },
    ): Promise<InquiryPage> {
      const rows = await db
        .select()
        .from(inquiries)
        .where(whereOf(filters, page.cursor))
        .orderBy(...newestFirst)
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      return {
        items: await withDelivery(items),
        nextCursor:
          rows.length > page.limit && last
            ? encodeCursor({ createdAt: last.createdAt, id: last.id })
            : null,
      };
    },

    /** Every matching row, newest first, read `batchSize` at a time. */
    async *each(filters: InquiryListFilters, batchSize = 500): AsyncGenerator<InquiryRow> {
      let after: Cursor | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(inquiries)
          .where(whereOf(filters, after))
          .orderBy(...newestFirst)
          .limit(batchSize);
        yield* rows;
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    },

    /** Changes the status and/or note, recording who and when; `undefined` when there is no such inquiry. */
    async update(
      id: string,
      patch: { status?: InquiryStatus | undefined; note?: string | null | undefined },
      by: string,
    ): Promise<InquiryRecord | undefined> {
      const rows = await db
        .update(inquiries)
        .set({
          ...(patch.status === undefined ? {} : { status: patch.status }),
          ...(patch.note === undefined ? {} : { note: patch.note }),
          updatedAt: new Date(),
          updatedBy: by,
        })
        .where(eq(inquiries.id, id))
        .returning();
      return (await withDelivery(rows))[0];
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
