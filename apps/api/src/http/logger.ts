import type { MiddlewareHandler } from "hono";

type Fields = Record<string, unknown>;

/** Structured log lines: one JSON object per line. */
export interface Logger {
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

/** The least severe level a logger writes. */
export type LogLevel = keyof Logger;

const SEVERITY: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 };

/**
 * `LOG_LEVEL` (info, warn or error), else `info` in production and `warn` elsewhere: a local run
 * shows its warnings, errors and refused requests, not a line per request.
 */
export function logLevelFrom(env: Record<string, string | undefined>): LogLevel {
  const level = env.LOG_LEVEL;
  if (level === "info" || level === "warn" || level === "error") return level;
  if (level !== undefined && level !== "") {
    throw new Error(`LOG_LEVEL must be info, warn or error (not "${level}")`);
  }
  return env.NODE_ENV === "production" ? "info" : "warn";
}

/**
 * Lines for stdout, written together at the end of each turn of the event loop: one system call
 * for the lines of every request answered in it, not one per line (a busy server wrote a line per
 * request, each a blocking write to its pipe). What is left when the process exits is written
 * then (stdout is synchronous for files and pipes).
 */
export function stdoutLines(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/**
 * Writes JSON lines (`time`, `level`, `event`, then the fields) to stdout (see
 * {@link stdoutLines}), or to `write`, from `level` up.
 */
export function jsonLogger(
  write: (line: string) => void = stdoutLines(),
  { level: threshold = "info" }: { level?: LogLevel } = {},
): Logger {
  const log =
    (level: LogLevel) =>
    (event: string, fields: Fields = {}) => {
      if (SEVERITY[level] < SEVERITY[threshold]) return;
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
 * duration; a refusal (4xx) as a warning, a failure (5xx) as an error. Never a body or a query
 * string: a visitor's message stays out of the logs.
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
    else if (status >= 400) logger.warn("request", fields);
    else logger.info("request", fields);
  };
}
