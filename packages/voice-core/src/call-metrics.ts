// How a call performs, measured from the client's own events: how long the visitor waited for
// the agent, how long each answer took, how many retries the call needed, and the connection as
// Daily judges it. Imported on its own, so an app that does not measure does not bundle it.
import { isSpeechUpdateMessage, isTranscriptMessage } from "./message-guards";
import type { VoiceClient } from "./voice-client-types";

/**
 * What {@link watchCallMetrics} measured of the current (or last) call.
 *
 * @example
 * ```ts
 * const m: CallMetrics = { timeToListeningMs: 1840, responseLatenciesMs: [920, 780], retries: 0, networkQuality: "good" };
 * ```
 */
export interface CallMetrics {
  /** From `start()` to the agent's first "listening" (ms); `undefined` until then. */
  readonly timeToListeningMs: number | undefined;
  /** Each answer's latency (ms): the visitor stopped speaking → the agent started. */
  readonly responseLatenciesMs: readonly number[];
  /** The retries and rejoins the call used. */
  readonly retries: number;
  /** Daily's last judgement of the connection (`good`, `low`, `very-low`), where it gave one. */
  readonly networkQuality: string | undefined;
}

/** The metrics before a call. */
export const NO_METRICS: CallMetrics = {
  timeToListeningMs: undefined,
  responseLatenciesMs: [],
  retries: 0,
  networkQuality: undefined,
};

/**
 * Measures `client`'s calls and calls `onMetrics` with the new {@link CallMetrics} at each
 * change; a new call starts from {@link NO_METRICS}. The end of the visitor's turn is Vapi's
 * `speech-update` (or, without those, their final transcript); the start of the answer is the
 * agent's `speech-update` (or the SDK's `speech-start`). Returns the function that stops.
 *
 * @example
 * ```ts
 * const stop = watchCallMetrics(client, (m) => console.table(m.responseLatenciesMs));
 * ```
 */
export function watchCallMetrics(
  client: VoiceClient,
  onMetrics: (metrics: CallMetrics) => void,
): () => void {
  let metrics = NO_METRICS;
  let startedAt = 0;
  // When the visitor last stopped speaking, while no answer has started since.
  let turnEndedAt: number | undefined;
  let speechUpdates = false;
  const set = (patch: Partial<CallMetrics>) => {
    metrics = { ...metrics, ...patch };
    onMetrics(metrics);
  };
  const answered = () => {
    if (turnEndedAt === undefined) return;
    set({ responseLatenciesMs: [...metrics.responseLatenciesMs, Date.now() - turnEndedAt] });
    turnEndedAt = undefined;
  };
  const stops = [
    client.on("state", (state) => {
      if (state.status === "loading") {
        startedAt = Date.now();
        turnEndedAt = undefined;
        speechUpdates = false;
        set(NO_METRICS);
      } else if (state.status === "active" && metrics.timeToListeningMs === undefined) {
        set({ timeToListeningMs: Date.now() - startedAt });
      }
    }),
    client.on("retry", () => {
      set({ retries: metrics.retries + 1 });
    }),
    client.on("network-quality", (networkQuality) => {
      if (networkQuality !== metrics.networkQuality) set({ networkQuality });
    }),
    client.on("speech-start", () => {
      if (!speechUpdates) answered();
    }),
    client.on("message", (message) => {
      if (isSpeechUpdateMessage(message)) {
        speechUpdates = true;
        if (message.role === "user" && message.status === "stopped") turnEndedAt = Date.now();
        if (message.role === "user" && message.status === "started") turnEndedAt = undefined;
        if (message.role === "assistant" && message.status === "started") answered();
      } else if (
        !speechUpdates &&
        isTranscriptMessage(message) &&
        message.role === "user" &&
        message.transcriptType === "final"
      ) {
        turnEndedAt = Date.now();
      }
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
