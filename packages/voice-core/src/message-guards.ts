import { field } from "./failure-reasons";
import type {
  SpeechUpdateMessage,
  StatusUpdateMessage,
  TranscriptMessage,
  VapiMessage,
} from "./sdk-types";
import { readTranscriptMessage } from "./transcript";

// `VapiMessage` ends in a catch-all member (`type: string`) for the messages this library does
// not model, so `m.type === "transcript"` cannot narrow it. These guards do, and they check the
// whole shape, since a message is whatever arrived over the network.

/**
 * Whether `message` is a well-formed transcript update; narrows it to {@link TranscriptMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isTranscriptMessage(m)) console.log(m.role, m.transcript);
 * });
 * ```
 */
export function isTranscriptMessage(
  message: VapiMessage | undefined | null,
): message is TranscriptMessage {
  return readTranscriptMessage(message) !== null;
}

/**
 * Whether `message` is a call status update (with its `status` as text); narrows it to
 * {@link StatusUpdateMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isStatusUpdateMessage(m) && m.status === "ended") console.log(m.endedReason);
 * });
 * ```
 */
export function isStatusUpdateMessage(
  message: VapiMessage | undefined | null,
): message is StatusUpdateMessage {
  const endedReason = field(message, "endedReason");
  return (
    field(message, "type") === "status-update" &&
    typeof field(message, "status") === "string" &&
    (endedReason === undefined || typeof endedReason === "string")
  );
}

/**
 * Whether `message` is Vapi's news that the agent or the visitor started or stopped speaking;
 * narrows it to {@link SpeechUpdateMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isSpeechUpdateMessage(m) && m.role === "user") console.log(`visitor ${m.status}`);
 * });
 * ```
 */
export function isSpeechUpdateMessage(
  message: VapiMessage | undefined | null,
): message is SpeechUpdateMessage {
  const role = field(message, "role");
  const status = field(message, "status");
  return (
    field(message, "type") === "speech-update" &&
    (role === "assistant" || role === "user") &&
    (status === "started" || status === "stopped")
  );
}
