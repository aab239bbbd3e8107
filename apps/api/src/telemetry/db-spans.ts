import type { PGlite, Transaction } from "@electric-sql/pglite";
import { context, SpanKind, trace, type Attributes, type Span } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type pg from "pg";
import { errorFields } from "../http/error-fields.js";
import { failSpan, SCOPE } from "./tracing.js";

// A client span per statement, on PGlite and on node-postgres alike, named by its operation
// (`INSERT`), with the statement as Drizzle sent it: parameterized, its values never read. Only
// inside a recording span (a request, an e-mail sent, a placement run): the pollers' statements
// make no traces of their own, and with tracing off a statement costs one lookup of the active
// span.

interface Statement {
  readonly name: string;
  readonly attributes: Attributes;
}

/** Statements seen, by their text (Drizzle sends the same few texts again and again). */
const statements = new Map<string, Statement>();
const MAX_STATEMENTS = 500;

/** A statement's operation: its first keyword; past a `WITH`, the first data operation's. */
function operationOf(text: string): string | undefined {
  const first = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase();
  if (first !== "WITH") return first;
  return /\b(select|insert|update|delete|merge)\b/i.exec(text)?.[1]?.toUpperCase() ?? first;
}

/**
 * A statement's span name and attributes. Drizzle passes values as parameters (`$1`); a quoted
 * literal in the text is still replaced by `?`, so a value written into a statement by mistake
 * stays out of the traces too.
 */
function statementOf(text: string): Statement {
  let statement = statements.get(text);
  if (statement === undefined) {
    const operation = operationOf(text);
    statement = {
      name: operation ?? DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_QUERY_TEXT]: text.trim().replace(/'(?:[^']|'')*'/g, "?"),
        ...(operation === undefined ? {} : { [ATTR_DB_OPERATION_NAME]: operation }),
      },
    };
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statements.set(text, statement);
  }
  return statement;
}

/** Whether a statement run now belongs in a trace: the active span is being recorded. */
const recording = () => trace.getActiveSpan()?.isRecording() === true;

function startStatement(text: string): Span {
  const { name, attributes } = statementOf(text);
  return trace.getTracer(SCOPE).startSpan(name, { kind: SpanKind.CLIENT, attributes });
}

function endStatement(span: Span, error?: unknown): void {
  if (error !== undefined) {
    failSpan(span, error);
    const { code } = errorFields(error);
    if (code !== undefined) span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
  }
  span.end();
}

/** Runs one statement, in a span when it belongs in a trace. */
function traced<T>(text: string, run: () => Promise<T>): Promise<T> {
  if (!recording()) return run();
  const span = startStatement(text);
  return run().then(
    (result) => {
      endStatement(span);
      return result;
    },
    (error: unknown) => {
      endStatement(span, error);
      throw error;
    },
  );
}

/** Traces a transaction's statements (PGlite hands each transaction an object of its own). */
function traceTransaction(tx: Transaction): Transaction {
  const query = tx.query.bind(tx) as (...args: unknown[]) => Promise<unknown>;
  const exec = tx.exec.bind(tx) as (...args: unknown[]) => Promise<unknown>;
  tx.query = ((text: string, ...rest: unknown[]) =>
    traced(text, () => query(text, ...rest))) as Transaction["query"];
  tx.exec = ((text: string, ...rest: unknown[]) =>
    traced(text, () => exec(text, ...rest))) as Transaction["exec"];
  return tx;
}

/**
 * `target` with its `query` traced: the prepared statements of src/db/pglite-statements.ts,
 * which run through PGlite's protocol rather than its (traced) `query`.
 */
export function traceQueries<
  T extends { query: (text: string, ...rest: never[]) => Promise<unknown> },
>(target: T): T {
  const query = target.query.bind(target) as (text: string, ...rest: unknown[]) => Promise<unknown>;
  return {
    ...target,
    query: (text: string, ...rest: unknown[]) => traced(text, () => query(text, ...rest)),
  };
}

/** Traces the statements of a PGlite instance: `query`, `exec` and those of its transactions. */
export function tracePglite(client: PGlite): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const exec = client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    traced(text, () => query(text, ...rest))) as PGlite["query"];
  client.exec = ((text: string, ...rest: unknown[]) =>
    traced(text, () => exec(text, ...rest))) as PGlite["exec"];
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(traceTransaction(tx)));
}

type QueryCallback = (error: Error | undefined, result: unknown) => void;

/**
 * Traces one node-postgres connection's `query`, in each form the pool and Drizzle call it:
 * text or config, with a callback (`pool.query` does) or a promise.
 */
function traceConnection(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    const text = typeof first === "string" ? first : first?.text;
    // A submittable (a cursor, a stream) reports through events of its own: passed through.
    const submittable = typeof first === "object" && typeof first.submit === "function";
    if (typeof text !== "string" || submittable || !recording()) {
      return query(...args);
    }
    const span = startStatement(text);
    const at = typeof args[2] === "function" ? 2 : typeof args[1] === "function" ? 1 : -1;
    if (at >= 0) {
      const callback = args[at] as QueryCallback;
      args[at] = ((error, result) => {
        endStatement(span, error ?? undefined);
        callback(error, result);
      }) satisfies QueryCallback;
      return query(...args);
    }
    let result: unknown;
    try {
      result = query(...args);
    } catch (error) {
      endStatement(span, error);
      throw error;
    }
    if (result instanceof Promise) {
      result.then(
        () => {
          endStatement(span);
        },
        (error: unknown) => {
          endStatement(span, error);
        },
      );
    } else endStatement(span);
    return result;
  }) as pg.PoolClient["query"];
}

/**
 * Traces the statements of a node-postgres pool: each connection's `query`, patched once when
 * the pool opens it (its `connect` event). `pool.query` waits for a free connection through a
 * callback that the pool calls from whichever query freed one: the callback is bound to its
 * caller's context, so the statement's span is a child of the right request.
 */
export function tracePool(pool: pg.Pool): void {
  pool.on("connect", traceConnection);
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback === undefined || !recording()
      ? connect(callback)
      : connect(context.bind(context.active(), callback))) as pg.Pool["connect"];
}
