import { LazyVoiceCallProvider } from "@novaline/voice-core/react";
import type { ReactNode } from "react";

// One voice call per page (the SDK allows one): the hero, the home page's section and the
// floating widget share it. The client (~7 KB) loads when a visitor shows intent, the SDK
// (~83 KB) after it; the first load carries only this provider.
const loadClient = () => import("./voice-client").then((module) => module.createSiteVoiceClient());

/** Shares the page's voice call with every call button and the Voice Chat panel. */
export function VoiceProvider({ children }: { children: ReactNode }) {
  return <LazyVoiceCallProvider load={loadClient}>{children}</LazyVoiceCallProvider>;
}
