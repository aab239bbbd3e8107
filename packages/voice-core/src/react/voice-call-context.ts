import { createContext } from "react";
import type { VoiceClient } from "@novaline/voice-core";

/**
 * The React context that carries the page's {@link VoiceClient}. Prefer
 * `VoiceCallProvider`, `useVoiceCall()` and `useVoiceCallOptional()`.
 *
 * @example
 * ```tsx
 * const client = useContext(VoiceCallContext); // null outside a provider
 * ```
 */
export const VoiceCallContext = createContext<VoiceClient | null>(null);
VoiceCallContext.displayName = "VoiceCallContext";

/**
 * Set by `LazyVoiceCallProvider`: loads the page's client (once). Until it has, the hooks use a
 * lazy client over it (see `useContextClient`).
 */
export const VoiceCallLoaderContext = createContext<(() => Promise<VoiceClient>) | null>(null);
