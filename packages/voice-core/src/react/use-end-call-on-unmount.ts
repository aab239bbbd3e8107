import type { VoiceClient } from "@novaline/voice-core";
import { useContextClient } from "./use-context-client";
import { useFinalUnmount } from "./use-final-unmount";

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
  useFinalUnmount(useContextClient(), stopCall);
}

const stopCall = (client: VoiceClient) => {
  void client.stop();
};
