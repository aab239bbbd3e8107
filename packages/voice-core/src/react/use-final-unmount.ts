import { useEffect, useRef } from "react";
import type { VoiceClient } from "@novaline/voice-core";

/**
 * Runs `action` on `client` (when there is one) once the component really unmounts: deferred,
 * because StrictMode unmounts and remounts at once, and that must not end a call. `action`
 * should be a stable function.
 */
export function useFinalUnmount(
  client: VoiceClient | null,
  action: (client: VoiceClient) => void,
): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (!client) return;
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) action(client);
      });
    };
  }, [client, action]);
}

/** Destroys a client its provider owns. */
export const destroyClient = (client: VoiceClient) => {
  client.destroy();
};
