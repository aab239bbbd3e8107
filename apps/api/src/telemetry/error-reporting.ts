import { isSpanContextValid, trace } from "@opentelemetry/api";
import type { ErrorEvent } from "@sentry/node";
import type { SentrySettings } from "../config.js";

/** Failures the API reports to Sentry: what its error-level log lines say, with their error. */
export interface ErrorReporter {
  /**
   * Reports `error` (its class and stack; its message is withheld, see `scrubEvent`) with the
   * log line's event and safe fields, and the trace it happened in.
   */
  readonly report: (event: string, fields: Record<string, unknown>, error: unknown) => void;
  /** Waits until what is reported has been sent (at most `timeoutMs`). */
  readonly flush: (timeoutMs: number) => Promise<void>;
  /** Sends what is left and stops (at most `timeoutMs`). */
  readonly close: (timeoutMs: number) => Promise<void>;
}

/** An e-mail address, in any text. */
const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[a-z]{2,}/gi;
/**
 * A phone number, as typed (`+1 (512) 555-0134`) or in E.164: seven digits or more, with spaces,
 * dots, dashes or brackets between them, not inside a word (a trace id, a hash).
 */
const PHONE = /(?<![\w+])\+?\d(?:[\s().-]{0,2}\d){6,}(?!\w)/g;

/** `text` with every e-mail address and phone number replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 6 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/**
 * What may leave for Sentry: no request (URL, headers, cookies, body), no user (nor an IP
 * address), no breadcrumbs, no host name; an exception's message is withheld (a database error's
 * holds the statement's values, an SMTP error the recipient), its class and stack kept; e-mail
 * addresses and phone numbers are replaced in every remaining text (message, tags, extra,
 * contexts), stack frames' variables and source lines dropped.
 */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.server_name;
  for (const exception of event.exception?.values ?? []) {
    delete exception.value;
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  if (event.message !== undefined) event.message = scrubText(event.message);
  if (event.logentry) {
    event.logentry = {
      ...(event.logentry.message === undefined
        ? {}
        : { message: scrubText(event.logentry.message) }),
    };
  }
  for (const key of ["tags", "extra", "contexts"] as const) {
    if (event[key] !== undefined) event[key] = scrubValue(event[key]) as never;
  }
  return event;
}

export interface ErrorReportingOptions {
  /**
   * Reports uncaught exceptions and unhandled rejections too (the process then exits, as Node
   * does without them). Off in tests: the test runner owns the process. @defaultValue true
   */
  readonly processHandlers?: boolean;
}

/**
 * Sentry for the API (`SENTRY_DSN`): errors only, no tracing (OpenTelemetry's), no automatic
 * instrumentation or module hooks, nothing collected about requests or users, every event
 * scrubbed (`scrubEvent`). The SDK is loaded only when this is called.
 */
export async function startErrorReporting(
  settings: SentrySettings,
  { processHandlers = true }: ErrorReportingOptions = {},
): Promise<ErrorReporter> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release === undefined ? {} : { release: settings.release }),
    // Our own integrations only: no HTTP, fetch or console instrumentation, no context lines or
    // local variables, no modules list.
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      ...(processHandlers
        ? [
            Sentry.onUncaughtExceptionIntegration(),
            Sentry.onUnhandledRejectionIntegration({ mode: "strict" }),
          ]
        : []),
    ],
    // Version 11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect more:
    // every category off.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    // Tracing is OpenTelemetry's: Sentry neither samples nor registers a tracer provider.
    enableOpenTelemetrySetup: false,
    // No diagnostics-channel injection hooks: the server is one bundled file.
    enableRuntimeChannelInjection: false,
    includeServerName: false,
    maxBreadcrumbs: 0,
    sendClientReports: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
  });
  return {
    report: (event, fields, error) => {
      Sentry.withScope((scope) => {
        scope.setTag("event", event);
        scope.setContext("log", fields);
        // The class the logs name (`DrizzleQueryError`, where the error's own name says "Error").
        const type = fields.error;
        if (typeof type === "string") {
          scope.addEventProcessor((report) => {
            const outermost = report.exception?.values?.at(-1);
            if (outermost) outermost.type = type;
            return report;
          });
        }
        const span = trace.getActiveSpan()?.spanContext();
        if (span && isSpanContextValid(span)) {
          scope.setTag("trace_id", span.traceId);
          scope.setTag("span_id", span.spanId);
        }
        Sentry.captureException(error);
      });
    },
    flush: async (timeoutMs) => {
      await Sentry.flush(timeoutMs);
    },
    close: async (timeoutMs) => {
      await Sentry.close(timeoutMs);
    },
  };
}
