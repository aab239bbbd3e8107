// Named prepared statements on PostgreSQL: without a name, node-postgres has the server parse
// and plan every statement anew (an inquiry's statement with its four parts: ~150 µs of the
// server's CPU each time, on the machine the API shares with it). A statement text run a second
// time gets a name, and each connection of the pool prepares it the first time it runs it.
import type pg from "pg";

/** How many statement texts get a name (a pool's connections keep theirs until they close). */
const MAX_NAMED = 200;
/** How many texts are counted while they wait for their second run. */
const MAX_COUNTED = 1000;

/**
 * Gives each statement text that Drizzle runs more than once a name, so the pool's connections
 * run it as a prepared statement: the first `MAX_NAMED` such texts (the API's own, which are few;
 * a query whose text varies, such as a list of ids of varying length, stops getting new names
 * there). A text run once (a migration's) stays unnamed.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= MAX_NAMED) return name;
    if (!seen.has(text)) {
      if (seen.size < MAX_COUNTED) seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const given = `novaline_${String(names.size + 1)}`;
    names.set(text, given);
    return given;
  };
  pool.on("connect", (connection) => {
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    // Drizzle passes a query config ({ text, types, rowMode? }) and the values.
    const named = (config: unknown, ...rest: unknown[]) => {
      if (
        typeof config === "object" &&
        config !== null &&
        "text" in config &&
        typeof config.text === "string" &&
        !("name" in config && config.name) &&
        !("submit" in config)
      ) {
        const name = nameOf(config.text);
        if (name !== undefined) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    };
    Object.assign(connection, { query: named });
  });
}
