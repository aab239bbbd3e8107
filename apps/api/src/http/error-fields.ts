/**
 * What the logs may say about an error: its kind and the codes a driver, a mail server or Vapi
 * gave it, never its message. Messages carry what the failing operation was given: Drizzle puts a
 * query's parameters (a visitor's name, e-mail, message, a call's transcript) in its message, an
 * SMTP server repeats the recipient, Vapi may quote the number it refused.
 */
export interface ErrorFields {
  /** The outermost error's class (`DrizzleQueryError`, `VapiCallError`…). */
  readonly error: string;
  /** A SQLSTATE (`23505`), a Node or nodemailer code (`ECONNREFUSED`, `EENVELOPE`). */
  readonly code?: string;
  /** The database constraint, table and column a failed statement hit. */
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  /** An SMTP reply code, or an HTTP status (Vapi). */
  readonly status?: number;
}

const CODE = /^[A-Z0-9_]{2,40}$/i;
/** Identifiers only: a constraint or table name, never a value. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/i;

function read(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The safe fields of `error` and of the errors it wraps (`cause`), nearest first. */
export function errorFields(error: unknown): ErrorFields {
  // Some classes (Drizzle's query error) leave `name` as "Error": their constructor says more.
  const name =
    error instanceof Error
      ? error.name === "Error"
        ? error.constructor.name
        : error.name
      : typeof error === "object" && error !== null
        ? "object"
        : typeof error;
  const fields: { -readonly [K in keyof ErrorFields]?: ErrorFields[K] } = {};
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    const code = read(current, "code");
    if (fields.code === undefined && typeof code === "string" && CODE.test(code))
      fields.code = code;
    for (const key of ["constraint", "table", "column"] as const) {
      const value = read(current, key);
      if (fields[key] === undefined && typeof value === "string" && IDENTIFIER.test(value)) {
        fields[key] = value;
      }
    }
    const status = read(current, "responseCode") ?? read(current, "status");
    if (fields.status === undefined && typeof status === "number" && Number.isInteger(status)) {
      fields.status = status;
    }
    current = read(current, "cause");
  }
  return { error: name, ...fields };
}
