export {
  CALL_TRANSITIONS,
  IDLE_STATE,
  getButtonState,
  getCallFailure,
  transition,
  type ButtonState,
  type CallEvent,
  type CallState,
  type CallStatus,
  type ConnectAttempt,
  type EndReason,
} from "./call-state";
export { listAudioDevices, type AudioDevice } from "./devices";
export { selectDevice, watchDevices, type DeviceSelection } from "./device-selection";
export {
  FAILURE_MESSAGES,
  NETWORK_MESSAGE,
  RETRYABLE_REASONS,
  createFailure,
  failureFromMediaError,
  type FailureReason,
  type VoiceFailure,
} from "./failure-reasons";
export {
  sendFeedback,
  type Feedback,
  type FeedbackResult,
  type SendFeedbackOptions,
} from "./feedback";
export { loadVapiSdk } from "./load-sdk";
export type { AgentState } from "./agent-state";
export { createAudioLevelMeter, type AudioLevelMeter, type AudioLevels } from "./audio-levels";
export { NO_METRICS, watchCallMetrics, type CallMetrics } from "./call-metrics";
export {
  handleClientTools,
  isToolCallsMessage,
  readToolCalls,
  type ClientTool,
  type ClientTools,
  type ClientToolsOptions,
  type ToolCall,
  type ToolCallsMessage,
} from "./client-tools";
export {
  isConversationUpdateMessage,
  isHangMessage,
  isModelOutputMessage,
  isSpeechUpdateMessage,
  isStatusUpdateMessage,
  isTranscriptMessage,
  isUserInterruptedMessage,
  isVoiceInputMessage,
} from "./message-guards";
export { checkMicrophone } from "./microphone-check";
export { microphoneGranted } from "./microphone-permission";
export {
  RESUME_STORAGE_KEY,
  resumeIn,
  type CallResume,
  type CallStorage,
  type ResumeOptions,
} from "./resume";
export type {
  AssistantConfig,
  AssistantOverrideConfig,
  ConversationEntry,
  ConversationUpdateMessage,
  DailyCallConfig,
  HangMessage,
  ModelOutputMessage,
  OtherVapiMessage,
  SpeechUpdateMessage,
  SquadConfig,
  StatusUpdateMessage,
  TranscriptMessage,
  UserInterruptedMessage,
  VapiCallStartProgressEvent,
  VapiClientMessage,
  VapiConstructor,
  VapiErrorEvent,
  VapiEventListeners,
  VapiEventName,
  VapiLike,
  VapiMessage,
  VapiParticipant,
  VapiWebCall,
  VoiceInputMessage,
} from "./sdk-types";
export {
  addToTranscript,
  addTypedTurn,
  finalTranscript,
  markInterrupted,
  readTranscriptMessage,
  type TranscriptTurn,
} from "./transcript";
export { createVoiceClient } from "./voice-client";
export { createLazyVoiceClient } from "./lazy-client";
export type {
  DeviceLostEvent,
  NoiseCancellationEvent,
  RetryEvent,
  SayOptions,
  SendTextOptions,
  StartOptions,
  StartResult,
  VoiceCallSnapshot,
  VoiceClient,
  VoiceClientEvents,
  VoiceClientOptions,
  VoiceTarget,
} from "./voice-client-types";
export { IDLE_SNAPSHOT } from "./voice-store";
export {
  ASSISTANT_OR_SQUAD_REQUIRED,
  CONNECT_TIMEOUT_MS,
  DEFAULT_API_BASE_URL,
  MAX_RETRIES,
  MAX_SESSION_RETRIES,
  MICROPHONE_CONSTRAINTS,
  MIN_START_GAP_MS,
  MUTE_SETTLE_MS,
  PAGE_BUSY_MESSAGE,
  RESUME_MAX_AGE_MS,
  RETRY_DELAY_MS,
  STOP_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from "./voice-defaults";
// Last: an entry module's imports set the order of a bundle's modules (and so its gzip size);
// these keep the client's as they were.
export {
  IDLE_TEXT_CHAT,
  TEXT_FAILURE_MESSAGES,
  TEXT_REPLY_TIMEOUT_MS,
  TextTransportError,
  createTextChat,
  type TextChat,
  type TextChatFailure,
  type TextChatOptions,
  type TextChatSnapshot,
  type TextChatStatus,
  type TextReply,
  type TextTransport,
  type TextTransportContext,
  type ToolResult,
} from "./text-chat";
export {
  createHttpTextTransport,
  retryAfterMs,
  type HttpTextTransportOptions,
} from "./http-text-transport";
