"use client";

import { Moon, Sun } from "lucide-react";
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  applyTheme,
  isTheme,
  PREFERS_DARK_QUERY,
  resolveInitialTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from "../theme-script.js";
import { cn } from "../lib/cn.js";
import { buttonVariants } from "../variants/button.js";
import type { ButtonProps } from "./button.js";

// The class on <html> is the single source of truth (the inline script sets it before paint);
// React reads it through this tiny store, so there is no second copy to drift.
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function readDocumentTheme(): Theme | undefined {
  const classes = document.documentElement.classList;
  if (classes.contains("dark")) return "dark";
  if (classes.contains("light")) return "light";
  return undefined;
}

function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame)
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(PREFERS_DARK_QUERY).matches;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Also follow changes made outside React (another tab, Storybook's theme switcher).
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(onChange);
    observer.disconnect();
  };
}

const getServerSnapshot = () => undefined;

function saveTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Still switch for this page view when storage is blocked.
  }
  applyTheme(theme);
  emit();
}

function toggleDocumentTheme() {
  const current = readDocumentTheme() ?? resolveInitialTheme(readStoredTheme(), prefersDark());
  saveTheme(current === "dark" ? "light" : "dark");
}

/** What {@link useTheme} returns. @public */
export interface ThemeContextValue {
  /**
   * The current theme, or `undefined` while rendering on the server and hydrating (the server
   * cannot know it; the inline script has already painted the right one).
   */
  theme: Theme | undefined;
  /** Switches to a theme and saves it. */
  setTheme: (theme: Theme) => void;
  /** Switches to the other theme and saves it. */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Props of {@link ThemeProvider}. @public */
export interface ThemeProviderProps {
  children?: ReactNode;
}

/**
 * Provides the theme to {@link useTheme} and {@link ThemeToggle}. It reads the class that
 * `themeScript` put on `<html>` (or applies the saved/system theme if the script is missing), and
 * follows system changes only while no theme is saved. Server output never depends on the theme.
 * @example
 * <ThemeProvider><ThemeToggle /></ThemeProvider>
 * @public
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const theme = useSyncExternalStore(subscribe, readDocumentTheme, getServerSnapshot);

  useEffect(() => {
    if (readDocumentTheme() === undefined) {
      applyTheme(resolveInitialTheme(readStoredTheme(), prefersDark()));
      emit();
    }

    const onSystemChange = (event: MediaQueryListEvent) => {
      if (isTheme(readStoredTheme())) return;
      applyTheme(event.matches ? "dark" : "light");
      emit();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
      applyTheme(resolveInitialTheme(event.newValue, prefersDark()));
      emit();
    };
    const media =
      typeof window.matchMedia === "function" ? window.matchMedia(PREFERS_DARK_QUERY) : undefined;
    media?.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      media?.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme: saveTheme, toggleTheme: toggleDocumentTheme }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/**
 * The current theme and functions to change it. Must be used inside {@link ThemeProvider}.
 * @example const { theme, toggleTheme } = useTheme();
 * @public
 */
export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (context === null) {
    throw new Error("useTheme must be used inside <ThemeProvider>.");
  }
  return context;
}

/** Props of {@link ThemeToggle}. @public */
export interface ThemeToggleProps extends Omit<ButtonProps, "asChild" | "loading" | "children"> {
  /**
   * Accessible names, saying what a press does.
   * @defaultValue `{ toDark: "Switch to dark theme", toLight: "Switch to light theme" }`
   */
  labels?: { toDark: string; toLight: string };
}

const defaultLabels = { toDark: "Switch to dark theme", toLight: "Switch to light theme" };

/**
 * An icon button that switches between light and dark and saves the choice. Its accessible name
 * says what it will do ("Switch to dark theme"); the icon follows the `<html>` class through CSS,
 * so the prerendered button already shows the right one.
 * @example <ThemeToggle className="ml-auto" />
 * @public
 */
export function ThemeToggle({
  labels = defaultLabels,
  variant = "ghost",
  size = "icon",
  className,
  onClick,
  ...props
}: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  // A plain button with Button's classes: the toggle sits in every page's header, and Button's
  // `asChild` support (Radix Slot) would add ~1 KB gzip to every first load.
  return (
    <button
      type="button"
      data-slot="theme-toggle"
      data-state={theme}
      data-variant={variant ?? "ghost"}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleTheme();
      }}
      {...props}
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      {theme === undefined ? (
        // Before hydration the name cannot come from state; CSS picks the right one.
        <>
          <span className="sr-only dark:hidden">{labels.toDark}</span>
          <span className="sr-only hidden dark:inline">{labels.toLight}</span>
        </>
      ) : (
        <span className="sr-only">{theme === "dark" ? labels.toLight : labels.toDark}</span>
      )}
    </button>
  );
}
