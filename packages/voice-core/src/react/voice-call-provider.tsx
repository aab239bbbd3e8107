import { useState, type ReactNode } from "react";
import { createVoiceClient, type VoiceClient, type VoiceClientOptions } from "@novaline/voice-core";
import { useDestroyOnUnmount } from "./use-destroy-on-unmount";
import { VoiceCallContext } from "./voice-call-context";

/**
 * Props of {@link VoiceCallProvider}: either a `client` you created (and own), or the
 * `options` to create one for the provider's lifetime.
 *
 * @example
 * ```tsx
 * const props: VoiceCallProviderProps = { options: { publicKey, assistantId }, children };
 * ```
 */
export type VoiceCallProviderProps =
  | {
      /** A client created with `createVoiceClient`; the provider does not destroy it. */
      client: VoiceClient;
      options?: never;
      children?: ReactNode;
    }
  | {
      /**
       * Options of the client the provider creates once (later changes are ignored) and
       * destroys on unmount.
       */
      options: VoiceClientOptions;
      client?: never;
      children?: ReactNode;
    };

// Typed loosely on purpose: JavaScript callers can pass neither prop.
function createOwnClient(props: { client?: VoiceClient; options?: VoiceClientOptions }) {
  if (props.client) return null;
  if (!props.options) throw new Error("VoiceCallProvider needs a `client` or an `options` prop.");
  return createVoiceClient(props.options);
}

/**
 * Shares one voice call client with every component below it. Put it once near the root of the
 * page: the SDK allows one call per page, so the hero button and the floating widget must use
 * the same client. Rendering it on the server is safe (nothing is loaded until a call starts).
 *
 * @example
 * ```tsx
 * <VoiceCallProvider options={{ publicKey: env.VAPI_PUBLIC_KEY, assistantId: env.VAPI_ASSISTANT_ID }}>
 *   <Hero />
 *   <VoiceChatWidget />
 * </VoiceCallProvider>
 * ```
 */
export function VoiceCallProvider(props: VoiceCallProviderProps): ReactNode {
  const [ownClient] = useState(() => createOwnClient(props));
  useDestroyOnUnmount(ownClient);
  return (
    <VoiceCallContext.Provider value={props.client ?? ownClient}>
      {props.children}
    </VoiceCallContext.Provider>
  );
}
