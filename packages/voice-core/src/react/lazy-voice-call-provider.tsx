import { useEffect, useRef, useState, type ReactNode } from "react";
import type { VoiceClient } from "@novaline/voice-core";
import { useDestroyOnUnmount } from "./use-destroy-on-unmount";
import { VoiceCallContext, VoiceCallLoaderContext } from "./voice-call-context";

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
 * Like `VoiceCallProvider`, for a page that must stay small until the visitor shows intent: the
 * provider itself is a few hundred bytes, and the client's code loads on the first `preload()`
 * (hover or focus of a call button), `start()` or `toggle()` of any hook below it, then the SDK
 * as usual. Every hook works before that (the call is idle; a start that waits for the code is
 * `loading`). The loaded client is destroyed on unmount. `VoiceCallContext` holds `null` until
 * the client has loaded.
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
  const [client, setClient] = useState<VoiceClient | null>(null);
  const gone = useRef(false);
  const [loader] = useState(() => {
    let loading: Promise<VoiceClient> | undefined;
    return () =>
      (loading ??= load().then(
        (loaded) => {
          // Loaded after the page let go of the provider: nobody will end its calls.
          if (gone.current) loaded.destroy();
          else setClient(loaded);
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  });
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);
  useDestroyOnUnmount(client);
  return (
    <VoiceCallLoaderContext.Provider value={loader}>
      <VoiceCallContext.Provider value={client}>{children}</VoiceCallContext.Provider>
    </VoiceCallLoaderContext.Provider>
  );
}
