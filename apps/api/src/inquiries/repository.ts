import {
  ASSIGNEE_NONE,
  MAIL_KINDS,
  type DemoCallRecord,
  type EarlierInquiries,
  type Inquiry,
  type InquiryListFilters,
  type InquiryNote,
  type InquiryPage,
  type InquiryReceipt,
  type InquiryRecord,
  type InquirySort,
  type InquiryStatus,
  type MailDelivery,
  type MailKind,
} from "@novaline/inquiry";
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/client.js";
import {
  demoCalls,
  inquiries,
  inquiryNotes,
  mailOutbox,
  type DemoCallRow,
  type InquiryNoteRow,
  type InquiryRow,
  type MailOutboxRow,
} from "../db/schema.js";
import {
  callJoin,
  callOfInquiry,
  callOutcomeColumns,
  callsOfInquiries,
  callPlaced,
  callWithOutcome,
} from "../demo-calls/call-rows.js";
import type { MailMessage, StoredInquiry } from "../mail/messages.js";
import { mailOfInquiries, outboxInsert, outboxInsertValues } from "../mail/outbox.js";
import { confirmationQuota, confirmationQuotaValues } from "../mail/recipient-quota.js";
import type { CsvRow } from "./csv.js";
import { encodeCursor, type Cursor } from "./cursor.js";
import { answersInquiry, firstResponseSet } from "./first-response.js";
import { listOrder } from "./list-order.js";

/** Builds statement texts once (the repository's own, with placeholders for their values). */
const dialect = new PgDialect();

/** A literal LIKE pattern: `%`, `_` and the escape character itself match only themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A demo call of the inquiry (`demo_calls.inquiry_id` is unique), for its industry if given. */
const anyCall = sql`(select 1 from ${demoCalls} where ${demoCalls.inquiryId} = ${inquiries.id})`;
const callFor = (industry?: string): SQL =>
  industry === undefined
    ? exists(anyCall)
    : sql`exists (select 1 from ${demoCalls} where ${demoCalls.inquiryId} = ${inquiries.id} and ${demoCalls.industry} = ${industry})`;

function whereOf(filters: InquiryListFilters, after?: SQL): SQL | undefined {
  const q = filters.q === undefined ? undefined : containing(filters.q);
  return and(
    filters.kind === undefined ? undefined : eq(inquiries.kind, filters.kind),
    ...ownershipWhere(filters),
    filters.outcome === undefined ? undefined : callWithOutcome(inquiries.id, filters.outcome),
    filters.status === undefined ? undefined : eq(inquiries.status, filters.status),
    filters.from === undefined ? undefined : gte(inquiries.createdAt, filters.from),
    filters.to === undefined ? undefined : lt(inquiries.createdAt, filters.to),
    filters.source === undefined ? undefined : eq(inquiries.sourcePage, filters.source),
    filters.industry === undefined ? undefined : callFor(filters.industry),
    callWhere(filters.call),
    filters.responded === undefined
      ? undefined
      : filters.responded === "yes"
        ? isNotNull(inquiries.firstResponseAt)
        : isNull(inquiries.firstResponseAt),
    filters.decided === undefined ? undefined : inArray(inquiries.status, DECIDED_STATUSES),
    q === undefined
      ? undefined
      : or(
          ilike(inquiries.name, q),
          ilike(inquiries.email, q),
          ilike(inquiries.company, q),
          ilike(inquiries.message, q),
        ),
    after,
  );
}

/** The `call` filter: a demo call asked for, none, or one that was placed (not refused). */
function callWhere(call: InquiryListFilters["call"]): SQL | undefined {
  switch (call) {
    case undefined:
      return undefined;
    case "yes":
      return callFor();
    case "no":
      return notExists(anyCall);
    case "placed":
      return callPlaced(inquiries.id);
  }
}

/** The statuses the win rate is over. */
const DECIDED_STATUSES: InquiryStatus[] = ["won", "lost"];

/** The assignee and follow-up filters: whose inquiries, and which are overdue on a given day. */
function ownershipWhere(filters: InquiryListFilters): (SQL | undefined)[] {
  return [
    filters.assignee === undefined
      ? undefined
      : filters.assignee === ASSIGNEE_NONE
        ? isNull(inquiries.assigneeUid)
        : eq(inquiries.assigneeUid, filters.assignee),
    filters.followUpBefore === undefined
      ? undefined
      : and(
          lt(inquiries.followUpOn, filters.followUpBefore),
          inArray(inquiries.status, OPEN_STATUSES),
        ),
  ];
}

/** The statuses that still need somebody: a follow-up day past on these is overdue. */
const OPEN_STATUSES: InquiryStatus[] = ["new", "in_progress"];

/** Who an inquiry is assigned to, as an update gives it: the staff member, or `null` for nobody. */
export interface Assignee {
  readonly uid: string;
  readonly name: string;
}

/**
 * Decides, in the update's transaction, whether the assignee gets a note: given the inquiry as
 * updated and the uid it was assigned to before, the message to queue, or `undefined`.
 */
export type AssignmentNotice = (
  updated: InquiryRow,
  previousAssigneeUid: string | null,
) => MailMessage | undefined;

function deliveryOf(row: MailOutboxRow): MailDelivery {
  const done = row.state === "sent" || row.state === "failed" || row.state === "held";
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
    transcriptLines: row.transcriptLines,
    hasRecording: row.recordingUrl !== null,
    consentVersion: row.consentVersion,
  };
}

const noteOf = (row: InquiryNoteRow): InquiryNote => ({
  id: row.id,
  body: row.body,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

/** The notes of these inquiries, oldest first (by time, then id: two in one millisecond keep an order). */
function notesOfInquiries(db: Database, ids: readonly string[]) {
  return db
    .select()
    .from(inquiryNotes)
    .where(inArray(inquiryNotes.inquiryId, [...ids]))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
}

/**
 * Every note of the inquiry as one CSV cell: one line per note, oldest first, each
 * `time author: body` (for the export's `notes` column).
 */
const notesCell = sql<string | null>`(
  select string_agg(
    to_char(${inquiryNotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      || ' ' || ${inquiryNotes.author} || ': ' || ${inquiryNotes.body},
    E'\n' order by ${inquiryNotes.createdAt}, ${inquiryNotes.id})
  from ${inquiryNotes} where ${inquiryNotes.inquiryId} = ${inquiries.id}
)`;

function recordOf(
  row: InquiryRow,
  mail: readonly MailOutboxRow[],
  calls: readonly DemoCallRow[],
  notes: readonly InquiryNoteRow[],
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
    notes: notes.filter((note) => note.inquiryId === row.id).map(noteOf),
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: row.updatedBy,
    assigneeUid: row.assigneeUid,
    assigneeName: row.assigneeName,
    followUpOn: row.followUpOn,
    // The notes to assignees are the staff's own mail, not the inquiry's two e-mails.
    delivery: mail
      .filter((m) => m.inquiryId === row.id && m.kind !== "staff_assignment")
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
    const [mail, calls, notes] = await Promise.all([
      mailOfInquiries(db, ids),
      callsOfInquiries(db, demoIds),
      notesOfInquiries(db, ids),
    ]);
    return rows.map((row) => recordOf(row, mail, calls, notes));
  }

  /**
   * The statement that stores an inquiry with e-mails of these kinds, with placeholders, built
   * once per list of kinds and then only given its values (Drizzle building the text of a
   * statement of this size anew took as long as a small statement takes to run).
   */
  const storeStatements = new Map<string, PgPreparedQuery<PreparedQueryConfig>>();
  function storeStatement(kinds: readonly MailKind[]) {
    const key = kinds.join(",");
    const known = storeStatements.get(key);
    if (known) return known;
    const id = sql.placeholder("id");
    const at = sql.placeholder("at");
    const value = (name: string) => sql.placeholder(name);
    const ctes: SQL[] = [];
    const confirmationAt = kinds.indexOf("visitor_confirmation");
    if (confirmationAt >= 0) ctes.push(confirmationQuota(id));
    // Data-modifying CTEs run once and to completion whether or not they are read; the
    // foreign keys are checked at the end of the statement.
    kinds.forEach((_, index) => {
      const admitted = index === confirmationAt ? sql`(select allowed from quota)` : sql`true`;
      ctes.push(
        sql`mail_${sql.raw(String(index))} as (${outboxInsert(index, id, at)} where ${admitted})`,
      );
    });
    const statement = db._.session.prepareQuery(
      dialect.sqlToQuery(sql`
        with ${sql.join(ctes, sql`, `)}
        insert into ${inquiries} (id, kind, name, email, phone, company, plan, message, source_page, created_at)
        values (${id}::uuid, ${value("kind")}, ${value("name")}, ${value("email")},
          ${value("phone")}, ${value("company")}, ${value("plan")},
          ${value("message")}, ${value("sourcePage")}, ${at}::timestamptz)
      `),
      undefined,
      undefined,
      false,
    );
    storeStatements.set(key, statement);
    return statement;
  }

  return {
    /**
     * Stores an inquiry and its e-mails atomically, in one statement: both exist, or neither
     * does. A visitor's confirmation is left out once its address had three in 24 hours, so the
     * form cannot flood somebody's inbox from our domain. The global caps are not decided here
     * but by the mail worker as it sends (`src/mail/send-caps.ts`): this statement locks no row
     * that every inquiry shares.
     */
    async create(
      inquiry: Inquiry,
      messagesOf: (stored: StoredInquiry) => readonly MailMessage[],
    ): Promise<InquiryReceipt> {
      const stored: StoredInquiry = { id: randomUUID(), createdAt: new Date(), inquiry };
      const messages = messagesOf(stored);
      const confirmation = messages.find((message) => message.kind === "visitor_confirmation");
      const values: Record<string, unknown> = {
        id: stored.id,
        at: stored.createdAt.toISOString(),
        kind: inquiry.kind,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone ?? null,
        company: inquiry.company ?? null,
        plan: inquiry.plan ?? null,
        message: inquiry.message ?? null,
        sourcePage: inquiry.sourcePage ?? null,
      };
      if (confirmation) {
        Object.assign(values, confirmationQuotaValues(confirmation.to, stored.createdAt));
      }
      messages.forEach((message, index) => {
        Object.assign(values, outboxInsertValues(index, message));
      });
      await storeStatement(messages.map((message) => message.kind)).execute(values);
      return { id: stored.id, createdAt: stored.createdAt.toISOString() };
    },

    /**
     * Deletes the inquiries whose last change (received, or updated by staff) is before
     * `before`, with their e-mails and notes (those rows cascade). A demo request whose call is still
     * held is left to the demo calls' own sweep, which deletes Vapi's copy first. How many it
     * removed.
     */
    async purgeOlderThan(before: Date): Promise<number> {
      const removed = await db
        .delete(inquiries)
        .where(
          and(
            lt(
              sql`greatest(${inquiries.createdAt}, coalesce(${inquiries.updatedAt}, ${inquiries.createdAt}))`,
              before,
            ),
            notExists(callOfInquiry(db, inquiries.id)),
          ),
        )
        .returning({ id: inquiries.id });
      return removed.length;
    },

    async get(id: string): Promise<InquiryRecord | undefined> {
      const rows = await db.select().from(inquiries).where(eq(inquiries.id, id));
      return (await withDelivery(rows))[0];
    },

    /**
     * The same person's inquiries received before inquiry `id`: the same e-mail address (case
     * aside) or the same phone number, through their indexes. How many, and the newest `limit`;
     * `undefined` when there is no such inquiry.
     */
    async earlier(id: string, limit = 10): Promise<EarlierInquiries | undefined> {
      const [target] = await db
        .select({ email: inquiries.email, phone: inquiries.phone, createdAt: inquiries.createdAt })
        .from(inquiries)
        .where(eq(inquiries.id, id));
      if (!target) return undefined;
      const samePerson = or(
        target.email === null
          ? undefined
          : eq(sql`lower(${inquiries.email})`, target.email.toLowerCase()),
        target.phone === null ? undefined : eq(inquiries.phone, target.phone),
      );
      if (samePerson === undefined) return { count: 0, items: [] };
      const where = and(samePerson, lt(inquiries.createdAt, target.createdAt));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: inquiries.id,
            kind: inquiries.kind,
            status: inquiries.status,
            createdAt: inquiries.createdAt,
          })
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(limit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(inquiries)
          .where(where),
      ]);
      return {
        count: counted?.count ?? 0,
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /** The inquiries of `ids` that exist (a deleted one is left out), in no set order. */
    async getMany(ids: readonly string[]): Promise<InquiryRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(inquiries)
        .where(inArray(inquiries.id, [...ids]));
      return withDelivery(rows);
    },

    /**
     * One page in `page.sort` order (newest first by default) after `cursor`, which must come
     * from the same order, and how many inquiries match in all.
     */
    async list(
      filters: InquiryListFilters,
      page: { limit: number; sort?: InquirySort | undefined; cursor?: Cursor | undefined },
    ): Promise<InquiryPage> {
      const sort = page.sort ?? "received_desc";
      const order = listOrder(sort);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(whereOf(filters, page.cursor && order.after(page.cursor)))
          .orderBy(...order.orderBy)
          .limit(page.limit + 1),
        // Every match, whatever the page: "24 of 310".
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(inquiries)
          .where(whereOf(filters)),
      ]);
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      return {
        items: await withDelivery(items),
        total: counted?.total ?? 0,
        nextCursor:
          rows.length > page.limit && last
            ? encodeCursor({ sort, status: last.status, createdAt: last.createdAt, id: last.id })
            : null,
      };
    },

    /**
     * Every matching row for the CSV export in `sort` order (newest first by default), with its
     * demo call's outcome, read `batchSize` at a time.
     */
    async *each(
      filters: InquiryListFilters,
      { sort = "received_desc", batchSize = 500 }: { sort?: InquirySort; batchSize?: number } = {},
    ): AsyncGenerator<CsvRow> {
      const order = listOrder(sort);
      let after: Cursor | undefined;
      for (;;) {
        const rows = await db
          .select({
            inquiry: inquiries,
            call: callOutcomeColumns,
            notes: notesCell,
          })
          .from(inquiries)
          .leftJoin(...callJoin(inquiries.id))
          .where(whereOf(filters, after && order.after(after)))
          .orderBy(...order.orderBy)
          .limit(batchSize);
        for (const { inquiry, call, notes } of rows) yield { ...inquiry, call, notes };
        const last = rows.at(-1)?.inquiry;
        if (rows.length < batchSize || !last) return;
        after = { sort, status: last.status, createdAt: last.createdAt, id: last.id };
      }
    },

    /**
     * Applies `patch` (status, assignee, follow-up day), by the staff member `by`, and takes the
     * inquiry one version further. With `ifVersion` (the version the caller saw), only when the
     * inquiry is still at it: the check and the write are one statement (`… where id = $1 and
     * version = $2`), so of two updates from the same version exactly one wins and the other is
     * `stale`, with the inquiry as it is now. Without it (a bulk change made from the list), the
     * change is applied to whatever version is current. A change of assignee reads the one
     * before under a row lock and queues what `notice` returns in the same transaction: the note
     * to the new assignee exists if and only if the assignment does, once.
     */
    async update(
      id: string,
      patch: {
        status?: InquiryStatus | undefined;
        assignee?: Assignee | null | undefined;
        followUpOn?: string | null | undefined;
      },
      by: string,
      {
        ifVersion,
        notice,
      }: { ifVersion?: number | undefined; notice?: AssignmentNotice | undefined } = {},
    ): Promise<
      | { outcome: "updated"; record: InquiryRecord }
      | { outcome: "stale"; record: InquiryRecord }
      | { outcome: "not-found" }
    > {
      const atVersion = ifVersion === undefined ? undefined : eq(inquiries.version, ifVersion);
      const { assignee } = patch;
      const now = new Date();
      const write = async (q: Queryable) => {
        const [before] =
          assignee === undefined
            ? []
            : await q
                .select({ assigneeUid: inquiries.assigneeUid })
                .from(inquiries)
                .where(eq(inquiries.id, id))
                .for("update");
        const rows = await q
          .update(inquiries)
          .set({
            ...(patch.status === undefined ? {} : { status: patch.status }),
            ...(assignee === undefined
              ? {}
              : { assigneeUid: assignee?.uid ?? null, assigneeName: assignee?.name ?? null }),
            ...(patch.followUpOn === undefined ? {} : { followUpOn: patch.followUpOn }),
            ...firstResponseSet(answersInquiry(patch), now),
            version: sql`${inquiries.version} + 1`,
            updatedAt: now,
            updatedBy: by,
          })
          .where(and(eq(inquiries.id, id), atVersion))
          .returning();
        const [updated] = rows;
        const message = updated && before && notice?.(updated, before.assigneeUid);
        if (message) {
          await q.insert(mailOutbox).values({
            id: randomUUID(),
            inquiryId: id,
            kind: message.kind,
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
        }
        return rows;
      };
      const rows = assignee === undefined ? await write(db) : await db.transaction(write);
      const [record] = await withDelivery(rows);
      if (record) return { outcome: "updated", record };
      const current = atVersion === undefined ? undefined : await this.get(id);
      return current ? { outcome: "stale", record: current } : { outcome: "not-found" };
    },

    /**
     * Appends a note by the staff member `by`, and takes the inquiry one version further (so
     * that it shows in the live feed and an editor who saw the older version hears of it). One
     * statement: the note exists only if its inquiry does. Appending never conflicts, so no
     * version is checked. The inquiry as it is then, or `undefined` when there is no such one.
     *
     * The single place a note is added: anything that must happen with a staff member's note
     * belongs here, in the `touched` statement (a note answers the inquiry: its first response,
     * for the insights, is set if it had none).
     */
    async appendNote(id: string, body: string, by: string): Promise<InquiryRecord | undefined> {
      const at = new Date();
      const added = await db.execute(sql`
        with touched as (
          update ${inquiries}
          set version = version + 1, updated_at = ${at.toISOString()}::timestamptz, updated_by = ${by},
            first_response_at = coalesce(first_response_at, ${at.toISOString()}::timestamptz)
          where id = ${id}
          returning id
        )
        insert into ${inquiryNotes} (id, inquiry_id, body, author, created_at)
        select ${randomUUID()}::uuid, touched.id, ${body}, ${by}, ${at.toISOString()}::timestamptz
        from touched
        returning id
      `);
      const inserted = (added as { rows: unknown[] }).rows.length;
      return inserted === 0 ? undefined : this.get(id);
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
