import { useCallback, useSyncExternalStore } from "react";

const canMatch = () => typeof window.matchMedia === "function";

/**
 * Whether the media `query` matches, following it as the window changes; `fallback` where there
 * is no `matchMedia` (jsdom).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => {
        list.removeEventListener("change", onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    canMatch() ? window.matchMedia(query).matches : fallback,
  );
}
