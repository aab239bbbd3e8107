import { useEffect, useRef } from "react";
import type { VoiceClient } from "@novaline/voice-core";

/** Destroys `client` (when there is one) once the component that owns it unmounts. */
export function useDestroyOnUnmount(client: VoiceClient | null): void {
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
}
