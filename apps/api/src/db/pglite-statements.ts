// PGlite with named prepared statements, as node-postgres and PostgreSQL drivers keep them: PGlite's
// own `query` parses, plans and describes every statement anew in five calls into its engine, and
// on the embedded database that work is on the process's one thread, before every answer. Each
// distinct statement text is prepared once here (the latest `max` are kept) and then run with one
// call: bind, describe, execute, sync.
import type {
  parse as pgliteParse,
  PGlite,
  protocol as pgliteProtocol,
  QueryOptions,
  Results,
  Transaction,
} from "@electric-sql/pglite";

/** What this needs of `@electric-sql/pglite` (loaded at run time: a development dependency). */
export interface PgliteProtocol {
  readonly protocol: typeof pgliteProtocol;
  readonly parse: typeof pgliteParse;
}

/** The part of a PGlite client that Drizzle's PGlite driver uses. */
export interface PgliteQueryClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/**
 * The messages that run a prepared statement with text parameters: Bind (every parameter and
 * result as text), Describe of the portal, Execute, Sync, written straight into one buffer. (The
 * protocol package's writer measures each string twice in JavaScript and grows its buffer from
 * 256 bytes for every message: a tenth of the server's time for an inquiry's few kilobytes.)
 */
function execution(statement: string, values: readonly (string | null)[], tail: Uint8Array) {
  const statementBytes = Buffer.byteLength(statement);
  let bindLength = 4 + 1 + statementBytes + 1 + 2 + 2 + 2;
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  for (const length of lengths) bindLength += 4 + Math.max(length, 0);
  const message = Buffer.allocUnsafe(1 + bindLength + tail.length);
  let offset = message.writeUInt8(0x42, 0); // 'B'
  offset = message.writeInt32BE(bindLength, offset);
  offset = message.writeUInt8(0, offset); // the unnamed portal
  offset += message.write(statement, offset, "utf8");
  offset = message.writeUInt8(0, offset);
  offset = message.writeInt16BE(0, offset); // no parameter format codes: all text
  offset = message.writeInt16BE(values.length, offset);
  values.forEach((value, index) => {
    const length = lengths[index] ?? -1;
    offset = message.writeInt32BE(length, offset);
    if (value !== null) offset += message.write(value, offset, "utf8");
  });
  offset = message.writeInt16BE(0, offset); // no result format codes: all text
  message.set(tail, offset);
  return message;
}

/** As PGlite reports a failed query: the statement and its parameters on the error. */
const withQuery = (error: unknown, query: string, params: unknown[], options?: QueryOptions) => {
  if (error instanceof Error && "code" in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
};

/**
 * A client over `client` whose `query` runs each statement text as a named prepared statement
 * (prepared on first use, closed when it falls out of the latest `max`), under PGlite's own locks
 * and with its own parameter serializers and result parsers, so results and errors are those of
 * `client.query`. Transactions are `client`'s own. Options this does not handle (a blob, given
 * parameter types, custom serializers, notices) go to `client.query`.
 */
export function withPreparedStatements(
  client: PGlite,
  { protocol, parse }: PgliteProtocol,
  { max = 200 }: { max?: number } = {},
): PgliteQueryClient {
  const { serialize } = protocol;
  /** Statement text → its name and parameter types, least recently used first. */
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  /** Statements evicted from the map, closed with the next statement prepared. */
  const evicted: string[] = [];
  let prepared = 0;
  /** What follows each Bind: Describe (the portal), Execute, Sync. */
  const tail = concat([serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]);

  async function prepare(text: string) {
    const name = `novaline_${String((prepared += 1))}`;
    const closing = evicted.splice(0).map((old) => serialize.close({ type: "S", name: old }));
    const messages = await client.execProtocolStream(
      concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        evicted.push(oldest[1].name);
      }
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { paramTypes } = statement;
    // As PGlite serializes parameters: by the type the statement gave each.
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[paramTypes[index] ?? 0];
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    const messages = await client.execProtocolStream(execution(statement.name, values, tail), {
      syncToFs: false,
    });
    await client.syncToFs();
    // The query's parsers over the client's: PGlite itself copies the client's hundreds of
    // parsers (one per array type) into a new object for every query that brings its own, as
    // Drizzle's do; a prototype gives the same lookups without the copy.
    const parsers: typeof client.parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    const [result] = parse.parseResults(messages, parsers, { rowMode: options?.rowMode });
    return (result ?? { rows: [], fields: [] }) as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (
        options?.blob !== undefined ||
        options?.paramTypes !== undefined ||
        options?.serializers !== undefined ||
        options?.onNotice !== undefined
      ) {
        return client.query<T>(text, params, options);
      }
      await client._checkReady();
      // PGlite's own order: the transaction lock (no statement inside somebody's transaction),
      // then the query lock.
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          try {
            return await run<T>(text, params, options);
          } catch (error) {
            throw withQuery(error, text, params, options);
          }
        }),
      );
    },
    transaction: (callback) => client.transaction(callback),
  };
}
