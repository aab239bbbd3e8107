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
 * build time, or `null` when they are not set: then the buttons explain that the demo is not
 * configured and nothing loads. Under `pnpm start` the dev server also has
 * `VITE_VAPI_STAND_IN_URL`: its calls go to the local Vapi stand-in (see {@link localStandIn}).
 */
export function voiceOptions(): VoiceClientOptions | null {
  const override = typeof window === "undefined" ? undefined : window.__NOVALINE_VOICE__;
  const publicKey = override?.publicKey ?? import.meta.env.VITE_VAPI_PUBLIC_KEY;
  const assistantId = override?.assistantId ?? import.meta.env.VITE_VAPI_ASSISTANT_ID;
  if (!publicKey || !assistantId) return null;
  // A build leaves this branch out, and the stand-in's code with it.
  if (import.meta.env.DEV && import.meta.env.VITE_VAPI_STAND_IN_URL) {
    return { publicKey, assistantId, ...localStandIn(import.meta.env.VITE_VAPI_STAND_IN_URL) };
  }
  return { publicKey, assistantId };
}

/**
 * Whether this copy of the site talks to the local Vapi stand-in (`pnpm start`'s dev server),
 * whose agent answers from a short script: the panel says so. Always `false` in a build.
 */
export const talksToStandIn = (): boolean =>
  import.meta.env.DEV && Boolean(import.meta.env.VITE_VAPI_STAND_IN_URL);

/**
 * Development only: the stand-in answers Vapi's API (`baseUrl`) and serves, in place of Daily's
 * call machine, one that plays the meeting in the page (tooling/vapi-stand-in.ts).
 */
function localStandIn(standInUrl: string): Pick<VoiceClientOptions, "baseUrl" | "loadSdk"> {
  return {
    baseUrl: standInUrl,
    loadSdk: () => import("./stand-in-sdk").then(({ standInSdk }) => standInSdk(standInUrl)),
  };
}
