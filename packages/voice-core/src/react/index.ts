"use client";

export { useAudioLevels } from "./use-audio-levels";
export { useCallMetrics } from "./use-call-metrics";
export { useClientTool } from "./use-client-tool";
export { useEndCallOnUnmount } from "./use-end-call-on-unmount";
export { useTextChat, type UseTextChatResult } from "./use-text-chat";
export { useMediaDevices, type UseMediaDevicesResult } from "./use-media-devices";
export { useResumeCall, type ResumeCallState, type UseResumeCallResult } from "./use-resume-call";
export {
  useAgentState,
  useCallStatus,
  useCallVolume,
  useTranscript,
  useVoiceCall,
  useVoiceCallOptional,
  type UseVoiceCallResult,
  type VoiceCallView,
} from "./use-voice-call";
export { VoiceCallContext } from "./voice-call-context";
export { LazyVoiceCallProvider, type LazyVoiceCallProviderProps } from "./lazy-voice-call-provider";
export { VoiceCallProvider, type VoiceCallProviderProps } from "./voice-call-provider";
