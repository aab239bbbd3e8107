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
export { createEmitter, type Emitter, type EventListener } from "./emitter";
export {
  FAILURE_MESSAGES,
  RETRYABLE_REASONS,
  createFailure,
  failureFromCameraError,
  failureFromMediaError,
  interpretSdkError,
  type FailureReason,
  type SdkErrorVerdict,
  type VoiceFailure,
} from "./failure-reasons";
export { loadVapiSdk, resolveVapiConstructor } from "./load-sdk";
export { checkMicrophone } from "./microphone-check";
export type {
  AssistantConfig,
  AssistantOverrideConfig,
  DailyCallConfig,
  OtherVapiMessage,
  SquadConfig,
  StatusUpdateMessage,
  TranscriptMessage,
  VapiCallStartProgressEvent,
  VapiClientMessage,
  VapiConstructor,
  VapiErrorEvent,
  VapiEventListeners,
  VapiEventName,
  VapiLike,
  VapiMessage,
} from "./sdk-types";
export { addToTranscript, readTranscriptMessage, type TranscriptTurn } from "./transcript";
export {
  IDLE_SNAPSHOT,
  createVoiceClient,
  type DeviceLostEvent,
  type NoiseCancellationEvent,
  type RetryEvent,
  type SayOptions,
  type StartOptions,
  type VoiceCallSnapshot,
  type VoiceClient,
  type VoiceClientEvents,
  type VoiceClientOptions,
  type VoiceTarget,
} from "./voice-client";
export {
  ASSISTANT_OR_SQUAD_REQUIRED,
  AUDIO_LEVEL_INTERVAL_MS,
  CONNECT_TIMEOUT_MS,
  DEFAULT_API_BASE_URL,
  MAX_RETRIES,
  MAX_SESSION_RETRIES,
  MICROPHONE_CONSTRAINTS,
  MIN_START_GAP_MS,
  MUTE_SETTLE_MS,
  PAGE_BUSY_MESSAGE,
  RETRY_DELAY_MS,
  SPEECH_END_DELAY_MS,
  SPEECH_THRESHOLD,
  STOP_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
  VOLUME_SCALE,
} from "./voice-defaults";
