import type { VoiceClientOptions } from "@novaline/voice-core";

declare global {
  interface Window {
    /**
     * Test seam: browser tests put a key here before the page loads (see e2e/voice-network.ts),
     * since the build they run has none; the SDK is the real one, its network answered by the
     * test. Never set in production.
     */
    __NOVALINE_VOICE__?: Partial<Pick<VoiceClientOptions, "publicKey">> & {
      assistantId?: string;
    };
  }
}

/**
 * The live demo's call options, from `VITE_VAPI_PUBLIC_KEY` and `VITE_VAPI_ASSISTANT_ID` at
 * build time, or `null` when they are not set (the local default): then the buttons explain that
 * the demo is not configured and nothing loads.
 */
export function voiceOptions(): VoiceClientOptions | null {
  const override = typeof window === "undefined" ? undefined : window.__NOVALINE_VOICE__;
  const publicKey = override?.publicKey ?? import.meta.env.VITE_VAPI_PUBLIC_KEY;
  const assistantId = override?.assistantId ?? import.meta.env.VITE_VAPI_ASSISTANT_ID;
  if (!publicKey || !assistantId) return null;
  return { publicKey, assistantId };
}
