import type { VoiceCallPanelCopy } from "@novaline/content";
import { useCallMetrics } from "@novaline/voice-core/react";

/** The middle value of `values` (sorted copy); `undefined` for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * How fast the agent answers this visitor, measured on their own call (voice-core's call
 * metrics: from the end of their speech to the agent's first word, the median of the answers so
 * far). Nothing until one answer has been measured.
 */
export function ReplyLatency({ copy }: { copy: VoiceCallPanelCopy["latency"] }) {
  const typical = median(useCallMetrics().responseLatenciesMs);
  if (typical === undefined) return null;
  return (
    <p data-slot="reply-latency" className="text-xs text-muted-foreground">
      <span className="font-semibold text-foreground">
        {copy.text.replace("{seconds}", (typical / 1000).toFixed(1))}
      </span>{" "}
      {copy.note}
    </p>
  );
}
