// What the agent is doing during a call, from Vapi's own messages: who started or stopped
// speaking, the visitor cutting it off, the model's output. Assistants whose client messages
// leave out `speech-update` fall back on the SDK's audio-level speech events and the visitor's
// final transcripts.
import { field } from "./failure-reasons";
import { isSpeechUpdateMessage, isTranscriptMessage } from "./message-guards";
import type { VapiMessage } from "./sdk-types";

/**
 * What the agent is doing: `idle` without an active call, `listening` (its turn is over, or the
 * visitor is speaking), `thinking` (the visitor has finished; no answer is heard yet) or
 * `speaking`.
 *
 * @example
 * ```ts
 * const label: Record<AgentState, string> = {
 *   idle: "", listening: "Listening…", thinking: "Thinking…", speaking: "Speaking",
 * };
 * ```
 */
export type AgentState = "idle" | "listening" | "thinking" | "speaking";

/** The agent's state and whether Vapi sends `speech-update`s in this call. */
export interface AgentTracking {
  readonly agent: AgentState;
  /** Once a `speech-update` arrived, the audio level and the transcripts no longer decide. */
  readonly fromSpeechUpdates: boolean;
}

/** The tracking when a call becomes active: the agent listens first. */
export const LISTENING: AgentTracking = { agent: "listening", fromSpeechUpdates: false };

/** After the visitor's turn: thinking, unless an answer is already heard. */
const answerComing = (agent: AgentState): AgentState =>
  agent === "speaking" ? "speaking" : "thinking";

/**
 * The tracking after `message` of the active call.
 *
 * @example
 * ```ts
 * trackAgentMessage(LISTENING, { type: "speech-update", role: "user", status: "stopped" }).agent;
 * // "thinking"
 * ```
 */
export function trackAgentMessage(tracking: AgentTracking, message: VapiMessage): AgentTracking {
  const { agent, fromSpeechUpdates } = tracking;
  if (isSpeechUpdateMessage(message)) {
    const next =
      message.role === "assistant"
        ? message.status === "started"
          ? "speaking"
          : "listening"
        : message.status === "started"
          ? "listening"
          : answerComing(agent);
    return { agent: next, fromSpeechUpdates: true };
  }
  const conversation = field(message, "conversation");
  const next =
    message.type === "user-interrupted"
      ? "listening"
      : message.type === "model-output"
        ? answerComing(agent)
        : agent === "listening" &&
            (message.type === "conversation-update"
              ? // The visitor's words were added to the conversation: their turn is over.
                field(Array.isArray(conversation) ? conversation.at(-1) : undefined, "role") ===
                "user"
              : // Without speech updates, the visitor's final words end their turn.
                !fromSpeechUpdates &&
                isTranscriptMessage(message) &&
                message.role === "user" &&
                message.transcriptType === "final")
          ? "thinking"
          : agent;
  return next === agent ? tracking : { agent: next, fromSpeechUpdates };
}

/**
 * The tracking after the SDK's `speech-start`/`speech-end` (the agent's audio level): used only
 * while no `speech-update` has arrived in the call.
 *
 * @example
 * ```ts
 * trackAgentSpeech(LISTENING, "speech-start").agent; // "speaking"
 * ```
 */
export function trackAgentSpeech(
  tracking: AgentTracking,
  type: "speech-start" | "speech-end",
): AgentTracking {
  if (tracking.fromSpeechUpdates) return tracking;
  return { ...tracking, agent: type === "speech-start" ? "speaking" : "listening" };
}
