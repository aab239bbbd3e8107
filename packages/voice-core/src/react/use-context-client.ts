import { useContext } from "react";
import { createLazyVoiceClient, type VoiceClient } from "@novaline/voice-core";
import { VoiceCallContext, VoiceCallLoaderContext } from "./voice-call-context";

// One lazy client per loader, shared by every hook below the same provider.
const lazyClients = new WeakMap<() => Promise<VoiceClient>, VoiceClient>();

/**
 * The client of the nearest provider: its client; under a `LazyVoiceCallProvider` whose client
 * has not loaded yet, a lazy client that loads it on the first command (so that the provider,
 * in a page's first load, carries none of this); `null` without a provider.
 */
export function useContextClient(): VoiceClient | null {
  const client = useContext(VoiceCallContext);
  const load = useContext(VoiceCallLoaderContext);
  if (client || !load) return client;
  let lazy = lazyClients.get(load);
  if (!lazy) {
    lazy = createLazyVoiceClient(load);
    lazyClients.set(load, lazy);
  }
  return lazy;
}
