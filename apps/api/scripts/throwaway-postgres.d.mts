/** A free TCP port on loopback. */
export function freePort(): Promise<number>;
/** A throw-away PostgreSQL on loopback: its URL, and `stop` to remove it. */
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
