import {
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  type InquirySort,
  type InquiryStatus,
} from "@novaline/inquiry";

/**
 * Where a page of the list ends: the order it was read in and the last row's status,
 * `createdAt` and id. A cursor belongs to its order: another order refuses it.
 */
export interface Cursor {
  readonly sort: InquirySort;
  readonly status: InquiryStatus;
  readonly createdAt: Date;
  readonly id: string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque, URL-safe cursor. */
export function encodeCursor(cursor: Cursor): string {
  const { sort, status, createdAt, id } = cursor;
  return Buffer.from(JSON.stringify([sort, status, createdAt.toISOString(), id])).toString(
    "base64url",
  );
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** The cursor `encodeCursor` made for `sort`, or `undefined` for anything else. */
export function decodeCursor(text: string, sort: InquirySort): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 4) return undefined;
    const [order, status, time, id] = value as unknown[];
    if (order !== sort || !isOneOf(INQUIRY_SORTS, order)) return undefined;
    if (!isOneOf(INQUIRY_STATUSES, status)) return undefined;
    if (typeof time !== "string" || typeof id !== "string" || !UUID.test(id)) return undefined;
    const createdAt = new Date(time);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time) return undefined;
    return { sort: order, status, createdAt, id: id.toLowerCase() };
  } catch {
    return undefined;
  }
}
