import { isSpanContextValid, trace } from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { pino, type DestinationStream } from "pino";

type Fields = Record<string, unknown>;

/** Structured log lines: one JSON object per line. */
export interface Logger {
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  /**
   * `error` is the failure itself: never written to the line (its message may hold what the
   * failing operation was given), only handed to error tracking when it is on (`onError`).
   */
  error(event: string, fields?: Fields, error?: unknown): void;
}

/** The least severe level a logger writes. */
export type LogLevel = keyof Logger;

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
 * Fields that hold somebody's data: censored, not removed, so a line shows that something was
 * there. Defence in depth: no call site logs them (errors go through `errorFields`, requests
 * without body or query string).
 */
export const REDACTED_FIELDS = [
  "email",
  "phone",
  "name",
  "message",
  "authorization",
  "cookie",
  "body",
] as const;

export const REDACTED = "[redacted]";

/**
 * Where they are censored: at the top of a line, and a `headers` object's credentials. Not
 * `*.email` and the like: a wildcard makes pino visit every field of every line, which tripled
 * the cost of a request's line (about 7 µs to 20 µs here), for fields no line has.
 */
const REDACTED_PATHS = [...REDACTED_FIELDS, "headers.authorization", "headers.cookie"];

export interface JsonLoggerOptions {
  /** @defaultValue "info" */
  readonly level?: LogLevel | undefined;
  /**
   * Called after each error line that carries its error (`logger.error(event, fields, error)`):
   * error tracking. Lines without one (a 500's request line) are not reported.
   */
  readonly onError?: ((event: string, fields: Fields, error: unknown) => void) | undefined;
}

const NO_TRACE: Fields = Object.freeze({});

/** The trace and span a line was written in, when there is one (see `src/telemetry/`). */
function traceFields(): Fields {
  const span = trace.getActiveSpan();
  if (span === undefined) return NO_TRACE;
  const context = span.spanContext();
  return isSpanContextValid(context)
    ? { traceId: context.traceId, spanId: context.spanId }
    : NO_TRACE;
}

/**
 * Writes JSON lines (`level`, `time`, the trace's `traceId` and `spanId` when the line is written
 * in a span, the fields, then `event`) to stdout, or to `write`, from `level` up, through pino.
 */
export function jsonLogger(
  write?: (line: string) => void,
  { level = "info", onError }: JsonLoggerOptions = {},
): Logger {
  const destination: DestinationStream =
    write === undefined
      ? // Asynchronous: a line never waits for the pipe; pino writes what is left at exit.
        pino.destination({ dest: 1, sync: false })
      : {
          write: (line: string) => {
            write(line.endsWith("\n") ? line.slice(0, -1) : line);
          },
        };
  const log = pino(
    {
      level,
      // No pid or hostname: the platform's log collector knows which instance wrote a line.
      base: undefined,
      messageKey: "event",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: traceFields,
      // pino's default merge copies the fields into the mixin's object: never into NO_TRACE.
      mixinMergeStrategy: (fields: object, mixed: object) =>
        mixed === NO_TRACE ? fields : Object.assign(mixed, fields),
      redact: {
        paths: REDACTED_PATHS,
        censor: REDACTED,
      },
    },
    destination,
  );
  return {
    info: (event, fields = {}) => {
      log.info(fields, event);
    },
    warn: (event, fields = {}) => {
      log.warn(fields, event);
    },
    error: (event, fields = {}, error) => {
      log.error(fields, event);
      if (error !== undefined) onError?.(event, fields, error);
    },
  };
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
