import { useEffect, useRef, useState } from "react";
import type { VoiceClient } from "@novaline/voice-core";

/**
 * The client `create` returns on the first render (or `null`), kept for the component's lifetime
 * and destroyed when it unmounts.
 */
export function useOwnedClient(create: () => VoiceClient | null): VoiceClient | null {
  const [client] = useState(create);
  const mounted = useRef(false);
  useEffect(() => {
    if (!client) return;
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred: StrictMode unmounts and remounts at once, and that must not end a call.
      queueMicrotask(() => {
        if (!mounted.current) client.destroy();
      });
    };
  }, [client]);
  return client;
}
