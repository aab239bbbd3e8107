import { NO_METRICS, watchCallMetrics, type CallMetrics } from "@novaline/voice-core";
import { useEffect, useState } from "react";
import { useContextClient } from "./use-context-client";

/**
 * The call's {@link CallMetrics} (see `watchCallMetrics`), measured while the component is
 * mounted: time to the agent's first "listening", each answer's latency, retries used and the
 * connection's quality. The component re-renders when they change (a few times a minute).
 *
 * @example
 * ```tsx
 * const { responseLatenciesMs } = useCallMetrics();
 * return <p>Last answer: {responseLatenciesMs.at(-1) ?? "–"} ms</p>;
 * ```
 */
export function useCallMetrics(): CallMetrics {
  const client = useContextClient();
  const [metrics, setMetrics] = useState(NO_METRICS);
  useEffect(() => (client ? watchCallMetrics(client, setMetrics) : undefined), [client]);
  return metrics;
}
