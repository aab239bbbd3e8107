import { SpanKind } from "@opentelemetry/api";
import { MetricReader, type MetricData } from "@opentelemetry/sdk-metrics";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/databases.js";
import { scannedLogger, testApp, testChatSettings } from "../test/harness.js";
import { startTelemetry, type Telemetry } from "../telemetry/setup.js";

// A text conversation's traces and metrics, exported to memory: Vapi's chat is a client span like
// its call API's, refusals are counted by code, and nothing the visitor wrote or the assistant
// answered is in any span, metric or log line.

class TestMetricReader extends MetricReader {
  protected override onShutdown(): Promise<void> {
    return Promise.resolve();
  }
  protected override onForceFlush(): Promise<void> {
    return Promise.resolve();
  }
}

const MESSAGE = "I'm Jane Cooper from Bright Smile Dental, and we miss calls at lunch.";
const PERSONAL = ["Jane", "Cooper", "Bright Smile", "miss calls"];

const exporter = new InMemorySpanExporter();
const reader = new TestMetricReader();
const lines: string[] = [];
let telemetry: Telemetry;
let database: DatabaseHandle;
let standIn: VapiStandIn;

beforeAll(async () => {
  telemetry = startTelemetry({
    serviceName: "novaline-api-test",
    environment: "test",
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
    metricReaders: [reader],
  });
  database = await openTestDatabase("pglite");
  standIn = await startVapiStandIn({ apiKey: "vapi-private" });
});

afterAll(async () => {
  await standIn.stop();
  await telemetry.shutdown();
  await database.close();
});

async function collect(): Promise<MetricData[]> {
  const { resourceMetrics, errors } = await reader.collect();
  expect(errors).toEqual([]);
  return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics);
}

describe("telemetry of a text conversation", () => {
  it("traces Vapi's chat in a client span, counts refusals by code, and keeps every word out", async () => {
    const api = testApp(
      database,
      {
        chat: {
          ...testChatSettings,
          vapi: { baseUrl: standIn.url, privateKey: "vapi-private", assistantId: "assistant-chat" },
        },
      },
      { logger: scannedLogger(lines, { level: "info" }) },
    );
    const post = (body: unknown) =>
      api.app.request("/v1/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const first = await post({ message: MESSAGE });
    expect(first.status).toBe(200);
    const reply = (await first.json()) as { replies: string[]; continuation: string };
    // The assistant repeats it: the answer holds it, nothing else may.
    expect(reply.replies[0]).toContain("Jane Cooper");
    expect((await post({ message: MESSAGE, continuation: "c1.e30.AAAA" })).status).toBe(403);

    const spans = exporter.getFinishedSpans();
    const server = spans.find(
      (span) =>
        span.kind === SpanKind.SERVER && span.attributes["http.response.status_code"] === 200,
    );
    expect(server?.name).toBe("POST /v1/chat");
    const vapi = spans.find((span) => span.name === "POST /chat");
    expect(vapi?.kind).toBe(SpanKind.CLIENT);
    expect(vapi?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(vapi?.attributes).toMatchObject({
      "http.request.method": "POST",
      "server.address": "127.0.0.1",
      "url.template": "/chat",
      "http.response.status_code": 201,
    });

    const metrics = await collect();
    const refusals = metrics.find((metric) => metric.descriptor.name === "novaline.chat.refusals");
    expect(refusals?.dataPoints.map(({ attributes, value }) => ({ attributes, value }))).toEqual([
      { attributes: { code: "chat-continuation-invalid" }, value: 1 },
    ]);

    const exported = JSON.stringify({
      spans: spans.map((span) => ({
        name: span.name,
        attributes: span.attributes,
        events: span.events,
      })),
      metrics,
      lines,
    });
    for (const text of [...PERSONAL, "How can I help"]) expect(exported).not.toContain(text);
  });
});
