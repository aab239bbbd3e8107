import { SpanKind } from "@opentelemetry/api";
import { MetricReader, type MetricData } from "@opentelemetry/sdk-metrics";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { createVapiClient } from "../demo-calls/vapi-client.js";
import { createOutbox } from "../mail/outbox.js";
import type { MailEnvelope } from "../mail/transport.js";
import { startMailWorker } from "../mail/worker.js";
import { openTestDatabase } from "../test/databases.js";
import { testApp, scannedLogger } from "../test/harness.js";
import { personalValuesIn } from "../test/personal-values.js";
import { observeOutbox } from "./metrics.js";
import { startTelemetry, type Telemetry } from "./setup.js";

// The API's traces, metrics and log lines for one visitor's inquiry, on PGlite, exported to
// memory: the spans nest as they should, the log lines name their spans, and nothing the
// visitor typed reaches any of them.

/** A metric reader the test collects from when it wants. */
class TestMetricReader extends MetricReader {
  protected override onShutdown(): Promise<void> {
    return Promise.resolve();
  }
  protected override onForceFlush(): Promise<void> {
    return Promise.resolve();
  }
}

const visitor = {
  kind: "contact",
  name: "Jane Cooper",
  email: "jane.cooper@clinic.com",
  phone: "+1 512 555 0188",
  company: "Bright Smile Dental",
  message: "We miss calls at lunch; call Jane back on +1 512 555 0188.",
};
const PERSONAL = [
  "Jane",
  "Cooper",
  "jane.cooper@clinic.com",
  "clinic.com",
  "512 555 0188",
  "15125550188",
  "Bright Smile",
  "miss calls",
];

/** The caller's trace, as a load balancer or the admin app would pass it on. */
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN_ID = "00f067aa0ba902b7";

const exporter = new InMemorySpanExporter();
const reader = new TestMetricReader();
const lines: string[] = [];
let telemetry: Telemetry;
let database: DatabaseHandle;

beforeAll(async () => {
  telemetry = startTelemetry({
    serviceName: "novaline-api-test",
    environment: "test",
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
    metricReaders: [reader],
  });
  database = await openTestDatabase("pglite");
});

afterAll(async () => {
  await telemetry.shutdown();
  await database.close();
});

const spans = () => exporter.getFinishedSpans();
const childrenOf = (parent: ReadableSpan) =>
  spans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);
const logLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

async function collect(): Promise<MetricData[]> {
  const { resourceMetrics, errors } = await reader.collect();
  expect(errors).toEqual([]);
  return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics);
}

describe("telemetry of an inquiry", () => {
  it("traces the request in a server span, its statements as children, its log lines in it", async () => {
    const api = testApp(database, {}, { logger: scannedLogger(lines, { level: "info" }) });
    const res = await api.submit(visitor, {
      traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`,
    });
    expect(res.status).toBe(201);

    const server = spans().find((span) => span.kind === SpanKind.SERVER);
    expect(server?.name).toBe("POST /v1/inquiries");
    if (!server) return;
    expect(server.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/v1/inquiries",
      "http.response.status_code": 201,
    });
    // The caller's trace goes on.
    expect(server.spanContext().traceId).toBe(TRACE_ID);
    expect(server.parentSpanContext?.spanId).toBe(CALLER_SPAN_ID);

    const statements = childrenOf(server);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(SpanKind.CLIENT);
      expect(statement.attributes["db.system.name"]).toBe("postgresql");
      expect(statement.attributes["db.operation.name"]).toMatch(/^[A-Z]+$/);
    }
    // The inquiry's insert, as Drizzle sent it: parameters, not values.
    const insert = statements.find((span) =>
      String(span.attributes["db.query.text"]).includes('insert into "inquiries"'),
    );
    expect(String(insert?.attributes["db.query.text"])).toMatch(/\$\d+/);

    // The request's line names the request's span.
    const request = logLines().find((line) => line.event === "request");
    expect(request).toMatchObject({
      status: 201,
      traceId: TRACE_ID,
      spanId: server.spanContext().spanId,
    });
  });

  it("records the request's duration by route and status, and reads the outbox only when collected", async () => {
    const outbox = createOutbox(database.db);
    let reads = 0;
    const unobserve = observeOutbox(() => {
      reads += 1;
      return outbox.backlog();
    });
    try {
      expect(reads).toBe(0);
      const metrics = await collect();
      expect(reads).toBe(1);

      const duration = metrics.find(
        (metric) => metric.descriptor.name === "http.server.request.duration",
      );
      expect(duration?.descriptor.unit).toBe("s");
      const point = duration?.dataPoints.find(
        ({ attributes }) =>
          attributes["http.route"] === "/v1/inquiries" &&
          attributes["http.response.status_code"] === 201,
      );
      expect(point?.value).toMatchObject({ count: 1 });

      // The inquiry's two e-mails wait in the outbox.
      const depth = metrics.find(
        (metric) => metric.descriptor.name === "novaline.mail.outbox.depth",
      );
      expect(depth?.dataPoints.map((p) => p.value)).toEqual([2]);
      const age = metrics.find(
        (metric) => metric.descriptor.name === "novaline.mail.outbox.oldest_age",
      );
      expect(age?.dataPoints[0]?.value).toBeGreaterThanOrEqual(0);
    } finally {
      unobserve();
    }
  });

  it("sends each e-mail in a span of its own, with its kind and its statements", async () => {
    const sent: MailEnvelope[] = [];
    const worker = startMailWorker({
      outbox: createOutbox(database.db),
      transport: {
        send: (mail) => {
          sent.push(mail);
          return Promise.resolve();
        },
        close: () => undefined,
      },
      from: "NovaLine <hello@novaline.ai>",
      logger: scannedLogger(lines, { level: "info" }),
      leaseMs: 60_000,
      pollMs: 50,
    });
    try {
      await expect.poll(() => spans().filter((span) => span.name === "mail.send").length).toBe(2);
    } finally {
      await worker.stop();
    }
    expect(sent).toHaveLength(2);
    const sends = spans().filter((span) => span.name === "mail.send");
    expect(sends.map((span) => span.attributes["novaline.mail.kind"]).sort()).toEqual([
      "staff_notification",
      "visitor_confirmation",
    ]);
    for (const send of sends) {
      expect(send.attributes["novaline.mail.outcome"]).toBe("sent");
      // Its lease renewed and its send recorded, inside it.
      expect(childrenOf(send).map((span) => span.name)).toEqual(["UPDATE", "UPDATE"]);
      const line = logLines().find(
        (l) => l.event === "mail.sent" && l.kind === send.attributes["novaline.mail.kind"],
      );
      expect(line?.traceId).toBe(send.spanContext().traceId);
    }
  });

  it("traces Vapi's requests by their URL's template, without numbers or query values", async () => {
    const client = createVapiClient({
      baseUrl: "http://vapi.test",
      privateKey: "vapi-private-key",
      fetch: (_input, init) =>
        Promise.resolve(
          init?.method === undefined
            ? Response.json([])
            : Response.json({ id: "vapi-call-1", status: "queued" }, { status: 201 }),
        ),
    });
    await client.placeCall({
      assistantId: "assistant-1",
      phoneNumberId: "phone-number-1",
      number: "+15125550188",
      variableValues: { firstName: "Jane", industry: "Dental" },
      maxDurationSeconds: 240,
      demoCallId: "8f14e45f-ceea-467f-a0e6-4a4b0f5e3a1c",
    });
    await client.findCall({
      demoCallId: "8f14e45f-ceea-467f-a0e6-4a4b0f5e3a1c",
      phoneNumberId: "phone-number-1",
      createdAfter: new Date(),
    });
    const calls = spans().filter((span) => span.attributes["url.template"] === "/call");
    expect(
      calls.map((span) => [span.name, span.kind, span.attributes["http.response.status_code"]]),
    ).toEqual([
      ["POST /call", SpanKind.CLIENT, 201],
      ["GET /call", SpanKind.CLIENT, 200],
    ]);
    expect(calls[0]?.attributes["server.address"]).toBe("vapi.test");
    const text = JSON.stringify(calls.map((span) => span.attributes));
    for (const value of ["phone-number-1", "createdAtGe", "vapi-private-key", "+1512"]) {
      expect(text).not.toContain(value);
    }
  });

  it("holds no personal value in any span, span event, metric or log line", async () => {
    const metrics = await collect();
    const recorded = JSON.stringify({
      spans: spans().map((span) => ({
        name: span.name,
        attributes: span.attributes,
        events: span.events,
        status: span.status,
        links: span.links,
      })),
      metrics: metrics.map((metric) => ({
        name: metric.descriptor.name,
        points: metric.dataPoints.map(({ attributes, value }) => ({ attributes, value })),
      })),
      lines,
    });
    expect(spans().length).toBeGreaterThan(5);
    expect(lines.length).toBeGreaterThan(2);
    for (const value of PERSONAL) expect(recorded).not.toContain(value);
    expect(personalValuesIn(recorded)).toEqual([]);
  });
});
