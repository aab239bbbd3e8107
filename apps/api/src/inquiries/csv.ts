import type { DemoCallRow, InquiryRow } from "../db/schema.js";

/** What the export tells of a demo call: where it got to and Vapi's report (no transcript). */
export type CsvDemoCall = Pick<
  DemoCallRow,
  "status" | "industry" | "endedReason" | "durationSeconds" | "summary"
>;

/**
 * One line of the export: an inquiry, with its demo call if it asked for one, and its notes as
 * one text (one line per note, oldest first: `time author: body`), or `null` for none.
 */
export type CsvRow = InquiryRow & { call: CsvDemoCall | null; notes: string | null };

/** The export's columns, in order: [header, value of a row]. */
const COLUMNS: readonly [string, (row: CsvRow) => string | null][] = [
  ["id", (r) => r.id],
  ["created_at", (r) => r.createdAt.toISOString()],
  ["kind", (r) => r.kind],
  ["status", (r) => r.status],
  ["name", (r) => r.name],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["company", (r) => r.company],
  ["plan", (r) => r.plan],
  ["message", (r) => r.message],
  ["source_page", (r) => r.sourcePage],
  ["notes", (r) => r.notes],
  ["updated_at", (r) => r.updatedAt?.toISOString() ?? null],
  ["updated_by", (r) => r.updatedBy],
  // Who owns it (their name when assigned) and the day to follow it up.
  ["assignee", (r) => r.assigneeName],
  ["follow_up_on", (r) => r.followUpOn],
  // A demo call's outcome: empty for the other inquiries.
  ["call_industry", (r) => r.call?.industry ?? null],
  ["call_status", (r) => r.call?.status ?? null],
  ["call_ended_reason", (r) => r.call?.endedReason ?? null],
  ["call_duration_seconds", (r) => r.call?.durationSeconds?.toString() ?? null],
  ["call_summary", (r) => r.call?.summary ?? null],
];

/** A character that makes a spreadsheet read what follows it as a formula (OWASP). */
const FORMULA = "[=+\\-@\\t\\r]";
const FORMULA_START = new RegExp(`^${FORMULA}`);
/**
 * The same after a separator: a spreadsheet set to a locale whose separator is `;` (or a file
 * reopened with other settings) splits `Eve;=2+5` into a second cell that starts with `=`.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;,])(${FORMULA})`, "g");

/**
 * A phone number as the API stores it (E.164: `+` and digits only). A spreadsheet reads it as a
 * number at most, never a call or a reference, so it needs no guard; the apostrophe would reach a
 * CRM import as part of the number.
 */
const PLAIN_PHONE_NUMBER = /^\+\d{1,15}$/;

/**
 * One CSV cell (RFC 4180), always quoted: a value a spreadsheet would run as a formula, at its
 * start or after a `;` or `,` inside it, gets an apostrophe there, so it is shown as text. A plain
 * E.164 phone number is left as it is.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '""';
  if (PLAIN_PHONE_NUMBER.test(value)) return `"${value}"`;
  const defused = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  const safe = FORMULA_START.test(defused) ? `'${defused}` : defused;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvHeader = `${COLUMNS.map(([name]) => `"${name}"`).join(",")}\r\n`;

export const csvRow = (row: CsvRow) =>
  `${COLUMNS.map(([, value]) => csvCell(value(row))).join(",")}\r\n`;

/** A stream of the header and one line per row, pulled as the client reads. */
export function csvStream(rows: AsyncIterator<CsvRow>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader}`));
        return;
      }
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvRow(next.value)));
    },
    async cancel() {
      await rows.return?.(undefined);
    },
  });
}
