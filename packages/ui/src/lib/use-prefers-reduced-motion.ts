"use client";

import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

// Feature-test the value, not the key: some environments (jsdom) define `matchMedia` as undefined.
function supported(): boolean {
  return typeof window.matchMedia === "function";
}

function subscribe(onChange: () => void): () => void {
  if (!supported()) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => {
    list.removeEventListener("change", onChange);
  };
}

function getSnapshot(): boolean {
  return supported() && window.matchMedia(query).matches;
}

// The server cannot know the visitor's setting: render the animated markup and let the
// `motion-reduce:` CSS variants keep it still until hydration reads the real preference.
function getServerSnapshot(): boolean {
  return false;
}

/**
 * Whether the visitor asked the system to reduce motion (`prefers-reduced-motion: reduce`).
 * Follows changes live; `false` on the server and during hydration.
 * @example const reduceMotion = usePrefersReducedMotion();
 * @public
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
