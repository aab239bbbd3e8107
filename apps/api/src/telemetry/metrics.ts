import { metrics, type BatchObservableCallback, type Meter } from "@opentelemetry/api";
import { SCOPE } from "./tracing.js";

// The API's own metrics (besides `http.server.request.duration`, see tracing.ts). Instruments are
// made when the part that records them is built, after `startTelemetry`: the OpenTelemetry API
// has no stand-in meter that would take over once a provider is set. Without a provider (no
// exporter) every instrument is a no-op and no callback runs.

const meter = (): Meter => metrics.getMeter(SCOPE);

/** Placement runs of demo calls, by `outcome` (see the placement worker). */
export const placementCounter = () =>
  meter().createCounter("novaline.demo_call.placements", {
    unit: "{placement}",
    description: "Placement runs of demo calls, by outcome.",
  });

/** Requests for a demo call that were refused, by the API's error `code`. */
export const refusalCounter = () =>
  meter().createCounter("novaline.demo_call.refusals", {
    unit: "{request}",
    description: "Requests for a demo call that were refused, by error code.",
  });

/** Chat messages that were refused (or that Vapi failed), by the API's error `code`. */
export const chatRefusalCounter = () =>
  meter().createCounter("novaline.chat.refusals", {
    unit: "{request}",
    description: "Chat messages that were refused or not answered, by error code.",
  });

/** The live inbox's open event streams (up when one opens, down when it ends). */
export const openStreamsCounter = () =>
  meter().createUpDownCounter("novaline.inquiry_events.streams", {
    unit: "{stream}",
    description: "Open streams of the live inbox.",
  });

/** What the outbox holds that is not sent yet (pending or being sent). */
export interface OutboxBacklog {
  readonly depth: number;
  /** How long the oldest of them has waited, in seconds (0 when there is none). */
  readonly oldestAgeSeconds: number;
}

/**
 * The outbox's depth and the age of its oldest unsent message, as observable gauges: `backlog`
 * reads the database when, and only when, the metrics are collected. Returns the unregistration.
 */
export function observeOutbox(backlog: () => Promise<OutboxBacklog>): () => void {
  const m = meter();
  const depth = m.createObservableGauge("novaline.mail.outbox.depth", {
    unit: "{message}",
    description: "E-mails in the outbox not sent yet (pending or being sent).",
  });
  const age = m.createObservableGauge("novaline.mail.outbox.oldest_age", {
    unit: "s",
    description: "How long the oldest e-mail not sent yet has waited.",
  });
  const observe: BatchObservableCallback = async (result) => {
    const { depth: messages, oldestAgeSeconds } = await backlog();
    result.observe(depth, messages);
    result.observe(age, oldestAgeSeconds);
  };
  m.addBatchObservableCallback(observe, [depth, age]);
  return () => {
    m.removeBatchObservableCallback(observe, [depth, age]);
  };
}
