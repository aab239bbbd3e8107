import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The database's notices (PostgreSQL's LISTEN/NOTIFY): a transaction that notifies a channel
 * reaches every listener once it commits, in every process on that database.
 */
export interface Notices {
  /**
   * Calls `listener` after each notice on `channel`, and once more after the connection that
   * listens was lost and made again (a notice may have been missed meanwhile), until the
   * returned function. `onError` hears of a lost connection.
   */
  subscribe(channel: string, listener: () => void, onError?: (error: unknown) => void): () => void;
  /** Stops listening on every channel. */
  close(): Promise<void>;
}

/** A channel's name as a quoted SQL identifier. */
const identifier = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** PGlite's notices: its one connection is the listener's too. */
export function pgliteNotices(client: PGlite): Notices {
  const stops = new Set<() => Promise<void>>();
  return {
    subscribe(channel, listener, onError) {
      let stop: (() => Promise<void>) | undefined;
      let unsubscribed = false;
      client.listen(channel, listener).then(
        (unlisten) => {
          stop = () => unlisten().catch(() => undefined);
          if (unsubscribed) void stop();
          else stops.add(stop);
        },
        (error: unknown) => onError?.(error),
      );
      return () => {
        unsubscribed = true;
        if (!stop) return;
        stops.delete(stop);
        void stop();
      };
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      stops.clear();
    },
  };
}

/**
 * PostgreSQL's notices, on one connection of their own (a pooled one would be handed to other
 * queries): opened with the first subscription, made again `retryMs` after it is lost.
 */
export function postgresNotices(connectionString: string, { retryMs = 1000 } = {}): Notices {
  const listeners = new Map<
    string,
    Set<{ listener: () => void; onError?: (error: unknown) => void }>
  >();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // Read after an await: `close()` may have run meanwhile.
  const isClosed = () => closed;

  const everyone = () => [...listeners.values()].flatMap((set) => [...set]);

  function lost(error: unknown) {
    client = undefined;
    if (closed) return;
    for (const { onError } of everyone()) onError?.(error);
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), retryMs);
  }

  async function connect(again = false) {
    if (closed || client || listeners.size === 0) return;
    const next = new pg.Client({ connectionString });
    next.on("notification", ({ channel }) => {
      for (const { listener } of listeners.get(channel) ?? []) listener();
    });
    next.on("error", (error) => {
      if (client === next) lost(error);
    });
    next.on("end", () => {
      if (client === next) lost(new Error("The connection listening for notices ended."));
    });
    try {
      await next.connect();
      const listened = new Set<string>();
      for (const channel of listeners.keys()) {
        await next.query(`LISTEN ${identifier(channel)}`);
        listened.add(channel);
      }
      if (isClosed()) {
        await next.end();
        return;
      }
      client = next;
      // A channel first subscribed to while this connection was being made.
      for (const channel of listeners.keys()) {
        if (!listened.has(channel)) await next.query(`LISTEN ${identifier(channel)}`);
      }
      // Whatever was notified while there was no connection: each listener looks once.
      if (again) for (const { listener } of everyone()) listener();
    } catch (error) {
      await next.end().catch(() => undefined);
      lost(error);
    }
  }

  return {
    subscribe(channel, listener, onError) {
      const entry = { listener, onError };
      const set = listeners.get(channel) ?? new Set();
      const added = !listeners.has(channel);
      set.add(entry);
      listeners.set(channel, set);
      if (client && added) {
        client.query(`LISTEN ${identifier(channel)}`).catch((error: unknown) => onError?.(error));
      } else if (!client) {
        connecting ??= connect().finally(() => (connecting = undefined));
      }
      return () => {
        set.delete(entry);
        if (set.size > 0) return;
        listeners.delete(channel);
        client?.query(`UNLISTEN ${identifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
