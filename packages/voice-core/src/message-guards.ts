import { field } from "./failure-reasons";
import type {
  ConversationUpdateMessage,
  HangMessage,
  ModelOutputMessage,
  SpeechUpdateMessage,
  StatusUpdateMessage,
  TranscriptMessage,
  UserInterruptedMessage,
  VapiMessage,
  VoiceInputMessage,
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

/**
 * Whether `message` says the visitor cut the agent off; narrows it to
 * {@link UserInterruptedMessage}. The client also emits `interrupted` and marks the agent's turn.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isUserInterruptedMessage(m)) analytics.track("agent interrupted");
 * });
 * ```
 */
export function isUserInterruptedMessage(
  message: VapiMessage | undefined | null,
): message is UserInterruptedMessage {
  return field(message, "type") === "user-interrupted";
}

/**
 * Whether `message` is the conversation as the model sees it (a list of entries, each with a
 * `role`); narrows it to {@link ConversationUpdateMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isConversationUpdateMessage(m)) saveHistory(m.messages);
 * });
 * ```
 */
export function isConversationUpdateMessage(
  message: VapiMessage | undefined | null,
): message is ConversationUpdateMessage {
  const messages = field(message, "messages");
  return (
    field(message, "type") === "conversation-update" &&
    Array.isArray(messages) &&
    messages.every((entry) => typeof field(entry, "role") === "string")
  );
}

/**
 * Whether `message` is a piece of the model's streamed answer; narrows it to
 * {@link ModelOutputMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isModelOutputMessage(m) && typeof m.output === "string") draft += m.output;
 * });
 * ```
 */
export function isModelOutputMessage(
  message: VapiMessage | undefined | null,
): message is ModelOutputMessage {
  return field(message, "type") === "model-output" && field(message, "output") !== undefined;
}

/**
 * Whether `message` is the text the agent's voice is about to speak; narrows it to
 * {@link VoiceInputMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isVoiceInputMessage(m)) showCaption(m.input);
 * });
 * ```
 */
export function isVoiceInputMessage(
  message: VapiMessage | undefined | null,
): message is VoiceInputMessage {
  return field(message, "type") === "voice-input" && typeof field(message, "input") === "string";
}

/**
 * Whether `message` is Vapi's notice that the agent has not answered for a while; narrows it to
 * {@link HangMessage}.
 *
 * @example
 * ```ts
 * client.on("message", (m) => {
 *   if (isHangMessage(m)) setStatus("Still thinking…");
 * });
 * ```
 */
export function isHangMessage(message: VapiMessage | undefined | null): message is HangMessage {
  return field(message, "type") === "hang";
}
