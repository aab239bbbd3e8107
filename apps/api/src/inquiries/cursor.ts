/** Where a page of the newest-first list ends: the last row's (createdAt, id). */
export interface Cursor {
  readonly createdAt: Date;
  readonly id: string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque, URL-safe cursor. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    "base64url",
  );
}

/** The cursor `encodeCursor` made, or `undefined` for anything else. */
export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [time, id] = value as unknown[];
    if (typeof time !== "string" || typeof id !== "string" || !UUID.test(id)) return undefined;
    const createdAt = new Date(time);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time) return undefined;
    return { createdAt, id: id.toLowerCase() };
  } catch {
    return undefined;
  }
}
