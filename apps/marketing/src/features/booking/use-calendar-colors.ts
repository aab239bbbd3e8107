import { useSyncExternalStore } from "react";
import type { CalendarColors } from "./booking-url";

/**
 * The design tokens the calendar takes its colours from: it sits on a card, so the card's
 * surface and text, and the brand's primary colour for dates and buttons. Read from the page's
 * own custom properties (`@novaline/ui/styles.css`, light and dark sets), so the calendar follows
 * the palette and the theme without a second copy of either.
 */
const CALENDAR_TOKENS: Readonly<Record<keyof CalendarColors, string>> = {
  background: "--card",
  text: "--card-foreground",
  primary: "--primary",
};

/** `#4f46e5` or `#fff` → `4f46e5` / `ffffff`; anything else (a `var()`, a name) → undefined. */
export function toCalendarHex(value: string): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1]?.toLowerCase();
  if (!hex) return undefined;
  return hex.length === 3 ? hex.replace(/./g, "$&$&") : hex;
}

function readCalendarColors(root: HTMLElement): CalendarColors | undefined {
  const style = getComputedStyle(root);
  const read = (token: string) => toCalendarHex(style.getPropertyValue(token));
  const background = read(CALENDAR_TOKENS.background);
  const text = read(CALENDAR_TOKENS.text);
  const primary = read(CALENDAR_TOKENS.primary);
  return background && text && primary ? { background, text, primary } : undefined;
}

// The theme is a class on <html> (ThemeProvider, theme script): watch it, as the page outside
// the header does not read the theme context.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    observer.disconnect();
  };
}

let cached: { key: string; colors: CalendarColors | undefined } | undefined;

function getSnapshot(): CalendarColors | undefined {
  const root = document.documentElement;
  const colors = readCalendarColors(root);
  const key = colors ? `${colors.background}/${colors.text}/${colors.primary}` : "";
  // The same object while the colours are the same, as useSyncExternalStore requires.
  if (cached?.key !== key) cached = { key, colors };
  return cached.colors;
}

const getServerSnapshot = () => undefined;

/**
 * The calendar's colours for the current theme, updated when the theme changes; `undefined`
 * while prerendering or when the tokens cannot be read (the provider's defaults then apply).
 */
export function useCalendarColors(): CalendarColors | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
