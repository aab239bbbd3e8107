// The theme rules (spec §4 "Theme") in one place, shared by the inline script that runs before
// first paint and by ThemeProvider. Nothing here touches the DOM at import time, so this module is
// safe to import while prerendering.

/**
 * The `localStorage` key holding the saved theme; its value is the class name `light` or `dark`.
 * @public
 */
export const THEME_STORAGE_KEY = "theme";

/**
 * A colour theme; also the class set on `<html>`.
 * @public
 */
export type Theme = "light" | "dark";

/**
 * The media query that decides the theme when none is saved.
 * @public
 */
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Whether a value (e.g. read from storage) is a valid {@link Theme}.
 * @example isTheme(localStorage.getItem(THEME_STORAGE_KEY))
 * @public
 */
export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * The theme to start with: the saved one when it is valid, otherwise dark if the system prefers
 * dark, otherwise light. Pure, so it can run anywhere.
 * @param stored - the raw value saved under {@link THEME_STORAGE_KEY} (`null` when absent)
 * @param prefersDark - whether {@link PREFERS_DARK_QUERY} matches
 * @example resolveInitialTheme(localStorage.getItem("theme"), matchMedia("(prefers-color-scheme: dark)").matches)
 * @public
 */
export function resolveInitialTheme(
  stored: string | null | undefined,
  prefersDark: boolean,
): Theme {
  if (isTheme(stored)) return stored;
  return prefersDark ? "dark" : "light";
}

/**
 * Puts the theme's class on `<html>` (removing the other one) and sets `color-scheme`, so native
 * controls and scrollbars match. Call only in the browser.
 * @example applyTheme("dark")
 * @public
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/**
 * A tiny inline script that applies the theme before first paint, so prerendered pages never
 * flash the wrong theme. Put it first in `<head>`; it does the same as {@link resolveInitialTheme}
 * + {@link applyTheme} and never throws (storage can be blocked). The string is constant, so a
 * strict Content-Security-Policy can allow it by its hash. It is built from constants only, no
 * calls: a bundle that imports this module for the theme rules drops the unused string.
 * @example <script dangerouslySetInnerHTML={{ __html: themeScript }} />
 * @public
 */
export const themeScript =
  `(function(){try{var d=document.documentElement,t=null;` +
  `try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}` +
  `if(t!=="light"&&t!=="dark")t=matchMedia("${PREFERS_DARK_QUERY}").matches?"dark":"light";` +
  `d.classList.remove(t==="dark"?"light":"dark");d.classList.add(t);d.style.colorScheme=t}catch(e){}})()`;
