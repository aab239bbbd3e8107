import type { ReactNode } from "react";
import { createLazyVoiceClient, type VoiceClient } from "@novaline/voice-core";
import { useOwnedClient } from "./use-owned-client";
import { VoiceCallContext } from "./voice-call-context";

/**
 * Props of {@link LazyVoiceCallProvider}.
 *
 * @example
 * ```tsx
 * const props: LazyVoiceCallProviderProps = { load: () => import("./voice").then((m) => m.createClient()) };
 * ```
 */
export interface LazyVoiceCallProviderProps {
  /**
   * Loads the client: a dynamic `import()` of a module that calls `createVoiceClient`, so that
   * the client's code is not in the page's first load. Called once, on the first `preload()`,
   * `start()` or `toggle()` (see `createLazyVoiceClient`); read on the first render only.
   */
  load: () => Promise<VoiceClient>;
  children?: ReactNode;
}

/**
 * Like {@link VoiceCallProvider}, for a page that must stay small until the visitor shows intent:
 * the client's code loads on the first `preload()` (hover or focus of a call button) or
 * `start()`, then the SDK as usual. Every hook works before that (the call is idle); the client
 * is destroyed on unmount.
 *
 * @example
 * ```tsx
 * <LazyVoiceCallProvider load={() => import("./voice-client").then((m) => m.createClient())}>
 *   <Hero />
 *   <VoiceChatWidget />
 * </LazyVoiceCallProvider>
 * ```
 */
export function LazyVoiceCallProvider({ load, children }: LazyVoiceCallProviderProps): ReactNode {
  const client = useOwnedClient(() => createLazyVoiceClient(load));
  return <VoiceCallContext.Provider value={client}>{children}</VoiceCallContext.Provider>;
}
