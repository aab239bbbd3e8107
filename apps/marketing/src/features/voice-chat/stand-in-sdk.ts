// Development only (`pnpm start`): loaded by voice-config.ts when the dev server has
// VITE_VAPI_STAND_IN_URL, never by a build.
import { loadVapiSdk, type DailyCallConfig, type VapiConstructor } from "@novaline/voice-core";

/**
 * The real `Vapi` class, whose Daily call object loads its call machine from the local Vapi
 * stand-in instead of Daily's CDN (daily-js's `callObjectBundleUrlOverride`): the stand-in's
 * machine plays the meeting and its scripted agent in the page, so no call reaches Vapi or Daily.
 */
export async function standInSdk(standInUrl: string): Promise<VapiConstructor> {
  const Vapi = await loadVapiSdk();
  const callObjectBundleUrlOverride = new URL("/stand-in/daily-call-machine.js", standInUrl).href;
  return class StandInVapi extends Vapi {
    constructor(publicKey: string, apiBaseUrl?: string, dailyCallConfig?: DailyCallConfig) {
      const config: DailyCallConfig & { callObjectBundleUrlOverride: string } = {
        ...dailyCallConfig,
        callObjectBundleUrlOverride,
      };
      super(publicKey, apiBaseUrl, config);
    }
  };
}
