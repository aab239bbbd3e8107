"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in server-rendered HTML and while a component hydrates over it, true from the render
 * right after (and at once in a client-only render): for markup only a running page needs, kept
 * out of the HTML and its first layout.
 * @example
 * const hydrated = useHydrated();
 * return <ul>{(hydrated ? allItems : firstItems).map(renderItem)}</ul>;
 * @public
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
