import { context, diag, DiagLogLevel, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  MeterProvider,
  PeriodicExportingMetricReader,
  type IMetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  TracerProvider,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace";
import {
  ATTR_DEPLOYMENT_ENVIRONMENT_NAME,
  ATTR_SERVICE_NAME,
} from "@opentelemetry/semantic-conventions";
import type { TelemetrySettings } from "../config.js";
import type { Logger } from "../http/logger.js";

export interface TelemetryOptions {
  readonly serviceName: string;
  readonly environment: string;
  /**
   * Where finished spans go (OTLP in production, memory in tests). None: no span is recorded; a
   * request still gets trace and span ids (its caller's trace with a `traceparent`) for its log
   * lines.
   */
  readonly spanProcessors?: readonly SpanProcessor[];
  /** What collects the metrics. None: no meter provider, every instrument a no-op. */
  readonly metricReaders?: readonly IMetricReader[];
}

export interface Telemetry {
  /** Whether spans are recorded and metrics collected (an exporter or a test's reader). */
  readonly exporting: boolean;
  /** Sends what is left (the last spans, a last collection of the metrics) and stops. */
  shutdown(): Promise<void>;
}

/**
 * Sets up OpenTelemetry for the process: context in AsyncLocalStorage, W3C trace context, a
 * tracer provider (always on with span processors, always off without: ids, nothing recorded)
 * and, with readers, a meter provider. No instrumentation hooks: the API makes its spans itself
 * (`traceRequests`, `db-spans.ts`, `inSpan`).
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const spanProcessors = [...(options.spanProcessors ?? [])];
  const readers = [...(options.metricReaders ?? [])];
  const resource = resourceFromAttributes({
    [ATTR_SERVICE_NAME]: options.serviceName,
    [ATTR_DEPLOYMENT_ENVIRONMENT_NAME]: options.environment,
  });
  const tracerProvider = new TracerProvider({
    resource,
    // Always on while exporting: a client's `traceparent` gives its trace, not our sampling.
    sampler: spanProcessors.length > 0 ? new AlwaysOnSampler() : new AlwaysOffSampler(),
    spanProcessors,
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);
  const meterProvider = readers.length > 0 ? new MeterProvider({ resource, readers }) : undefined;
  if (meterProvider) metrics.setGlobalMeterProvider(meterProvider);
  return {
    exporting: spanProcessors.length > 0 || meterProvider !== undefined,
    shutdown: async () => {
      await Promise.all([tracerProvider.shutdown(), meterProvider?.shutdown()]);
      trace.disable();
      metrics.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/**
 * The server's telemetry from its settings: with `OTEL_EXPORTER_OTLP_ENDPOINT`, spans (batched)
 * and metrics (every `metricExportIntervalMs`) to that collector over OTLP/HTTP, the exporters
 * reading the standard `OTEL_EXPORTER_OTLP_*` variables (headers, per-signal endpoints, TLS);
 * without it, no exporter is loaded and nothing is recorded or collected. The exporters' own
 * problems (a collector that refuses or is down) are logged as warnings.
 */
export async function startServerTelemetry(
  settings: TelemetrySettings,
  logger: Logger,
): Promise<Telemetry> {
  const base = { serviceName: settings.serviceName, environment: settings.environment };
  if (settings.otlpEndpoint === undefined) return startTelemetry(base);
  const problem = (detail: string) => {
    logger.warn("telemetry.export_problem", { detail: detail.slice(0, 300) });
  };
  diag.setLogger(
    {
      error: problem,
      warn: problem,
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const [{ OTLPTraceExporter }, { OTLPMetricExporter }] = await Promise.all([
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/exporter-metrics-otlp-http"),
  ]);
  return startTelemetry({
    ...base,
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter(),
        exportIntervalMillis: settings.metricExportIntervalMs,
        exportTimeoutMillis: Math.min(settings.metricExportIntervalMs, 30_000),
      }),
    ],
  });
}
