import * as z from "zod/mini";
import {
  INQUIRY_KINDS,
  INQUIRY_LIMITS,
  INQUIRY_PAGE_SIZE,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquirySort,
  type InquiryStatus,
} from "./inquiry-limits.js";
import { INDUSTRY_KEYS, type IndustryKey } from "./choices.js";
import { inquiryMessages } from "./inquiry-messages.js";
import { DEMO_CALL_OUTCOMES, type DemoCallOutcome } from "./demo-call-outcome.js";

const m = inquiryMessages;
/** Any control character but the newline characters of a multi-line text. */
const CONTROL_BUT_NEWLINE = /(?![\n\r])\p{Cc}/u;
const CONTROL = /\p{Cc}/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const DAY_MS = 86_400_000;

const noteBody = z.string({ error: m.note.invalid }).check(
  z.trim(),
  z.minLength(1, { error: m.note.empty, abort: true }),
  z.maxLength(INQUIRY_LIMITS.note, { error: m.note.tooLong, abort: true }),
  z.refine((value) => !CONTROL_BUT_NEWLINE.test(value), { error: m.note.invalid }),
);

/** A real calendar day, `YYYY-MM-DD`. */
const isRealDay = (value: string) => {
  const date = DATE.exec(value);
  if (!date) return false;
  const [, y, mo, d] = date.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
};

/** A staff member's Firebase uid as the API takes it (1–128 characters, no control character). */
const staffUid = (message: string) =>
  z.string({ error: message }).check(
    z.minLength(1, { error: message }),
    z.maxLength(128, { error: message }),
    z.refine((value) => !CONTROL.test(value) && value.trim() === value, { error: message }),
  );

/**
 * What a staff member may change on an inquiry: its status, its assignee (a staff member's uid,
 * `null` for nobody) and its follow-up day (`YYYY-MM-DD`, the staff member's own day; `null` for
 * none), any of them together; and optionally the `version` they last saw (as the inquiry's
 * `version`; the same as sending its `ETag` as `If-Match`). Notes are not changed here: each
 * one is appended with {@link inquiryNoteSchema}.
 * @example inquiryUpdateSchema.safeParse({ status: "won", version: 3 })
 * @public
 */
export const inquiryUpdateSchema = z
  .strictObject(
    {
      status: z.optional(z.enum(INQUIRY_STATUSES, { error: m.status.invalid })),
      version: z.optional(
        z
          .number({ error: m.version.invalid })
          .check(
            z.int({ error: m.version.invalid }),
            z.gte(0, { error: m.version.invalid }),
            z.lte(999_999_999, { error: m.version.invalid }),
          ),
      ),
      assigneeUid: z.optional(z.nullable(staffUid(m.assigneeUid.invalid))),
      followUpOn: z.optional(
        z.nullable(
          z
            .string({ error: m.followUpOn.invalid })
            .check(z.refine(isRealDay, { error: m.followUpOn.invalid })),
        ),
      ),
    },
    { error: () => m.unknown },
  )
  .check(
    z.refine(
      (value) =>
        value.status !== undefined ||
        value.assigneeUid !== undefined ||
        value.followUpOn !== undefined,
      { error: m.update.empty },
    ),
  );

/** A change to an inquiry as a client sends it. @public */
export type InquiryUpdate = z.input<typeof inquiryUpdateSchema>;

/**
 * A staff note to append to an inquiry: 1 to 5,000 characters once trimmed, newlines allowed.
 * Appending never conflicts with another change, so it takes no version.
 * @example inquiryNoteSchema.safeParse({ body: "Called back, wants a quote by Friday" })
 * @public
 */
export const inquiryNoteSchema = z.strictObject({ body: noteBody }, { error: () => m.unknown });

/** A note as a client sends it. @public */
export type InquiryNoteInput = z.input<typeof inquiryNoteSchema>;

/**
 * Reads a date (`YYYY-MM-DD`, a whole UTC day) or an ISO timestamp with a zone. `end` gives the
 * first instant after the boundary, so that a date-only `to` includes that whole day.
 */
function boundary(value: string, end: boolean): Date | undefined {
  const date = DATE.exec(value);
  if (date) {
    const [, y, mo, d] = date.map(Number) as [number, number, number, number];
    const start = Date.UTC(y, mo - 1, d);
    const check = new Date(start);
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
      return undefined;
    return new Date(end ? start + DAY_MS : start);
  }
  if (!TIMESTAMP.test(value)) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return new Date(end ? time + 1 : time);
}

const dateParam = (end: boolean, message: string) =>
  z.optional(
    z.pipe(
      z.string({ error: message }),
      z.transform((value: string, ctx) => {
        const parsed = boundary(value.trim(), end);
        if (parsed === undefined) ctx.issues.push({ code: "custom", message, input: value });
        return parsed ?? new Date(0);
      }),
    ),
  );

/**
 * The `call` filter's values: `yes`, a demo request that asked for a call now (a phone demo);
 * `no`, one that did not; `placed`, a phone demo whose call was placed (not refused).
 * @public
 */
export const INQUIRY_CALL_FILTERS = ["yes", "no", "placed"] as const;

/** A value of the `call` filter. @public */
export type InquiryCallFilter = (typeof INQUIRY_CALL_FILTERS)[number];

/**
 * The query string of the admin list and the CSV export, each parameter as text. The output
 * turns `from` into the first instant included and `to` into the first instant excluded (a
 * date-only `to` includes that whole UTC day), and `limit` into a number (default 25). `sort`
 * is one of `INQUIRY_SORTS` (default `received_desc`). `assignee` is a staff member's uid or
 * `none`; `followUpBefore` a day (`YYYY-MM-DD`): open inquiries whose follow-up day is before it.
 * `outcome` is one of `DEMO_CALL_OUTCOMES`; `call` one of `INQUIRY_CALL_FILTERS`; `responded`
 * `yes` or `no` (whether staff answered it: a first status change or note); `decided=yes` the
 * won and lost ones. Unknown parameters are rejected.
 * @example inquiryListQuerySchema.safeParse({ kind: "maintenance", to: "2026-01-31", limit: "50" })
 * @public
 */
export const inquiryListQuerySchema = z.strictObject(
  {
    kind: z.optional(z.enum(INQUIRY_KINDS, { error: m.query.kind })),
    status: z.optional(z.enum(INQUIRY_STATUSES, { error: m.query.status })),
    outcome: z.optional(z.enum(DEMO_CALL_OUTCOMES, { error: m.query.outcome })),
    q: z.optional(
      z.pipe(
        z.string({ error: m.query.q }).check(
          z.trim(),
          z.maxLength(INQUIRY_LIMITS.q, { error: m.query.q, abort: true }),
          z.refine((value) => !CONTROL.test(value), { error: m.query.q }),
        ),
        z.transform((value: string) => (value === "" ? undefined : value)),
      ),
    ),
    from: dateParam(false, m.query.from),
    to: dateParam(true, m.query.to),
    source: z.optional(
      z.string({ error: m.query.source }).check(
        z.minLength(1, { error: m.query.source }),
        z.maxLength(INQUIRY_LIMITS.sourcePage, { error: m.query.source }),
        z.refine((value) => !CONTROL.test(value), { error: m.query.source }),
      ),
    ),
    industry: z.optional(z.enum(INDUSTRY_KEYS, { error: m.query.industry })),
    call: z.optional(z.enum(INQUIRY_CALL_FILTERS, { error: m.query.call })),
    responded: z.optional(z.enum(["yes", "no"], { error: m.query.responded })),
    decided: z.optional(z.enum(["yes"], { error: m.query.decided })),
    limit: z._default(
      z.pipe(
        z.string({ error: m.query.limit }).check(z.regex(/^\d{1,3}$/, { error: m.query.limit })),
        z.pipe(
          z.transform((value: string) => Number(value)),
          z
            .number()
            .check(
              z.gte(INQUIRY_PAGE_SIZE.min, { error: m.query.limit }),
              z.lte(INQUIRY_PAGE_SIZE.max, { error: m.query.limit }),
            ),
        ),
      ),
      INQUIRY_PAGE_SIZE.default as number,
    ),
    sort: z._default(z.enum(INQUIRY_SORTS, { error: m.query.sort }), "received_desc"),
    cursor: z.optional(z.string({ error: m.query.cursor }).check(z.minLength(1, m.query.cursor))),
    assignee: z.optional(staffUid(m.query.assignee)),
    followUpBefore: z.optional(
      z
        .string({ error: m.query.followUpBefore })
        .check(z.refine(isRealDay, { error: m.query.followUpBefore })),
    ),
  },
  { error: () => m.query.unknown },
);

/** The admin list's filters after parsing. @public */
export interface InquiryListFilters {
  readonly kind?: InquiryKind | undefined;
  readonly status?: InquiryStatus | undefined;
  /** Only demo requests whose call turned out so. */
  readonly outcome?: DemoCallOutcome | undefined;
  /** A literal, case-insensitive substring of name, e-mail, company or message. */
  readonly q?: string | undefined;
  /** The first instant included. */
  readonly from?: Date | undefined;
  /** The first instant excluded. */
  readonly to?: Date | undefined;
  /** A staff member's uid, or `none` for the inquiries nobody is assigned. */
  readonly assignee?: string | undefined;
  /**
   * `YYYY-MM-DD`: the open inquiries (new or in progress) whose follow-up day is before it, the
   * overdue ones when it is the staff member's today.
   */
  readonly followUpBefore?: string | undefined;
  /** The page the inquiry was sent from, exactly. */
  readonly source?: string | undefined;
  /** The industry its demo call was for. */
  readonly industry?: IndustryKey | undefined;
  /** Whether it asked for a demo call now, and whether that call was placed. */
  readonly call?: InquiryCallFilter | undefined;
  /** Whether staff answered it (changed its status from new, or added a note). */
  readonly responded?: "yes" | "no" | undefined;
  /** `yes`: only the won and lost ones (what the win rate is over). */
  readonly decided?: "yes" | undefined;
}

/**
 * The admin list's filters as a client gives them: `from`/`to` as a `Date`, an ISO timestamp
 * or a `YYYY-MM-DD` date (a date-only `to` includes that whole UTC day).
 * @public
 */
export interface InquiryListQuery {
  readonly kind?: InquiryKind;
  readonly status?: InquiryStatus;
  /** Only demo requests whose call turned out so (see `DEMO_CALL_OUTCOMES`). */
  readonly outcome?: DemoCallOutcome;
  readonly q?: string;
  readonly from?: Date | string;
  readonly to?: Date | string;
  /** A staff member's uid, or `none` for the inquiries nobody is assigned. */
  readonly assignee?: string;
  /** `YYYY-MM-DD`: open inquiries whose follow-up day is before it (overdue on that day). */
  readonly followUpBefore?: string;
  /** The page the inquiry was sent from, exactly. */
  readonly source?: string;
  /** The industry its demo call was for. */
  readonly industry?: IndustryKey;
  /** Whether it asked for a demo call now, and whether that call was placed. */
  readonly call?: InquiryCallFilter;
  /** Whether staff answered it (changed its status from new, or added a note). */
  readonly responded?: "yes" | "no";
  /** `yes`: only the won and lost ones (what the win rate is over). */
  readonly decided?: "yes";
  /** The order, one of `INQUIRY_SORTS`. @defaultValue "received_desc" */
  readonly sort?: InquirySort;
  /** 1–100. @defaultValue 25 */
  readonly limit?: number;
  /** The `nextCursor` of the previous page. */
  readonly cursor?: string;
}
