import {
  context,
  metrics,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type SpanOptions,
  type TextMapGetter,
} from "@opentelemetry/api";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_SCHEME,
  METRIC_HTTP_SERVER_REQUEST_DURATION,
} from "@opentelemetry/semantic-conventions";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { errorFields } from "../http/error-fields.js";

/** The instrumentation scope of the API's spans and metrics. */
export const SCOPE = "@novaline/api";

/** `url.template`: still incubating in the conventions, so copied here as they advise. */
export const ATTR_URL_TEMPLATE = "url.template";

/** What a failure was for `error.type`: its class (as the logs say it), never its message. */
export const errorType = (error: unknown): string => errorFields(error).error;

/** Marks `span` failed with the kind of `error` (no exception event: its message may be data). */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR_ERROR_TYPE, errorType(error));
}

/**
 * Runs `work` in a span of its own (a child of the active span, else a new trace), active while
 * it runs, so the spans and log lines inside it are its children; ends it when `work` settles.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return trace.getTracer(SCOPE).startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * One request to another service (Vapi) in a client span named `METHOD template`: the method,
 * the host, the URL's template (`/call/{id}`: never an id, a number or a query string) and the
 * answer's status.
 */
export function inClientSpan(
  method: string,
  url: URL,
  template: string,
  send: () => Promise<Response>,
): Promise<Response> {
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  return inSpan(
    `${method} ${template}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: method,
        [ATTR_SERVER_ADDRESS]: url.hostname,
        [ATTR_SERVER_PORT]: port,
        [ATTR_URL_TEMPLATE]: template,
      },
    },
    async (span) => {
      const response = await send();
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
      if (response.status >= 400) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute(ATTR_ERROR_TYPE, String(response.status));
      }
      return response;
    },
  );
}

/** Only the W3C `traceparent` and `tracestate` are read; baggage is not taken from clients. */
const headerGetter: TextMapGetter<Context> = {
  keys: () => ["traceparent", "tracestate"],
  get: (c, key) => c.req.header(key),
};

/** The conventions' advice for `http.server.request.duration`, in seconds. */
const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

/** The pattern of the route that answered (`/v1/inquiries/:id`), or none (not found). */
function routeOf(c: Context): string | undefined {
  const path = routePath(c, -1);
  return path === "" || path.endsWith("*") ? undefined : path;
}

/**
 * A server span per request, named `METHOD /route/pattern` once routed (a child of the caller's
 * span when the request has a `traceparent`), with the method, route and status; 5xx marks it
 * failed. Records `http.server.request.duration` by method, route and status. Registered first,
 * so every line a request logs is written in its span.
 */
export function traceRequests(): MiddlewareHandler {
  const tracer = trace.getTracer(SCOPE);
  const duration = metrics.getMeter(SCOPE).createHistogram(METRIC_HTTP_SERVER_REQUEST_DURATION, {
    unit: "s",
    description: "How long the API took to answer each request.",
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
  return async (c, next) => {
    const started = performance.now();
    const method = c.req.method;
    const parent = propagation.extract(ROOT_CONTEXT, c, headerGetter);
    const span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: method,
          [ATTR_URL_SCHEME]: c.req.url.startsWith("https:") ? "https" : "http",
        },
      },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const status = c.res.status;
      const attributes: Attributes = {
        [ATTR_HTTP_REQUEST_METHOD]: method,
        [ATTR_HTTP_RESPONSE_STATUS_CODE]: status,
      };
      const route = routeOf(c);
      if (route !== undefined) {
        attributes[ATTR_HTTP_ROUTE] = route;
        span.updateName(`${method} ${route}`);
      }
      if (status >= 500) {
        attributes[ATTR_ERROR_TYPE] = c.error === undefined ? String(status) : errorType(c.error);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.setAttributes(attributes);
      span.end();
      duration.record((performance.now() - started) / 1000, attributes);
    }
  };
}
