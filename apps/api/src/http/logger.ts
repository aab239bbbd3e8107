import type { MiddlewareHandler } from "hono";

type Fields = Record<string, unknown>;

/** Structured log lines: one JSON object per line. */
export interface Logger {
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

/** Writes JSON lines (`time`, `level`, `event`, then the fields) to stdout, or to `write`. */
export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (level: string) =>
    (event: string, fields: Fields = {}) => {
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
    };
  return { info: log("info"), warn: log("warn"), error: log("error") };
}

/** A logger that drops everything. */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Logs one line per request: its id (also sent back as `X-Request-Id`), method, path, status and
 * duration. Never a body or a query string: a visitor's message stays out of the logs.
 */
export function requestLogger(
  logger: Logger,
): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error("request", fields);
    else logger.info("request", fields);
  };
}
