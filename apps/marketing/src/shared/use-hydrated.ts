import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while the component hydrates over it, true from the render
 * right after: for what only the browser needs, kept out of the page's HTML and first layout.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
