import { useSyncExternalStore } from "react";

// Foundations stories read token values from the live page, so they show the theme that is on.

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["class", "style"],
  });
  return () => {
    observer.disconnect();
  };
}

/** The `<html>` class (the current theme), re-rendering when it changes. */
export function useDocumentThemeClass(): string {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.className,
    () => "",
  );
}

/** The current value of a custom property on `<html>`, e.g. `readToken("primary")` → "#4f46e5". */
export function readToken(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();
}
