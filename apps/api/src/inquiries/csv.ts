import type { InquiryRow } from "../db/schema.js";

/** The export's columns, in order: [header, value of a row]. */
const COLUMNS: readonly [string, (row: InquiryRow) => string | null][] = [
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
  ["note", (r) => r.note],
  ["updated_at", (r) => r.updatedAt?.toISOString() ?? null],
  ["updated_by", (r) => r.updatedBy],
];

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a value a spreadsheet would run as a formula gets a leading
 * apostrophe, and a cell with a quote, comma or line break is quoted.
 */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = `${COLUMNS.map(([name]) => name).join(",")}\r\n`;

export const csvRow = (row: InquiryRow) =>
  `${COLUMNS.map(([, value]) => csvCell(value(row))).join(",")}\r\n`;

/** A stream of the header and one line per row, pulled as the client reads. */
export function csvStream(rows: AsyncIterator<InquiryRow>): ReadableStream<Uint8Array> {
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
