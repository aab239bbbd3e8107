import { useEffect, useRef } from "react";
import { useContextClient } from "./use-context-client";

/**
 * Ends the page's call (whoever started it) when the calling component unmounts: the spec's
 * hero "closes any active call when it leaves the page". Opt-in, because the floating widget
 * lives on every page and must keep the call. Does nothing outside a provider.
 *
 * @example
 * ```tsx
 * function Hero() {
 *   useEndCallOnUnmount();
 *   const { buttonState, toggle } = useVoiceCall();
 *   // ...
 * }
 * ```
 */
export function useEndCallOnUnmount(): void {
  const client = useContextClient();
  const mounted = useRef(false);
  // Like the providers' use-destroy-on-unmount.ts, kept apart on purpose: a module shared with
  // the provider would be split into a chunk of its own in a page's first load.
  useEffect(() => {
    if (!client) return;
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred: StrictMode unmounts and remounts at once, and that must not end the call.
      queueMicrotask(() => {
        if (!mounted.current) void client.stop();
      });
    };
  }, [client]);
}
