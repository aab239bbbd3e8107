import { afterEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "./testing/intersection-observer.js";
import { resolveInitialTheme, themeScript, THEME_STORAGE_KEY } from "./theme-script.js";

const html = document.documentElement;

function runThemeScript() {
  // Evaluating the exact string apps inline is the point of this test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(themeScript) as () => void;
  run();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  html.removeAttribute("style");
});

describe("themeScript", () => {
  it("stores under the key `theme`", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });

  it("is a single self-contained expression small enough to inline", () => {
    expect(themeScript.startsWith("(function(){")).toBe(true);
    expect(themeScript.length).toBeLessThan(500);
  });

  const storedValues = [null, "light", "dark", "purple", "", "Dark"] as const;
  for (const stored of storedValues) {
    for (const prefersDark of [false, true]) {
      it(`applies the same theme as resolveInitialTheme (stored ${JSON.stringify(stored)}, system ${prefersDark ? "dark" : "light"})`, () => {
        mockMatchMedia((query) => prefersDark && query === "(prefers-color-scheme: dark)");
        if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
        const expected = resolveInitialTheme(stored, prefersDark);
        // Start from the opposite class to prove the stale one is removed.
        html.className = expected === "dark" ? "light" : "dark";

        runThemeScript();

        expect(html.classList.contains(expected)).toBe(true);
        expect(html.classList.contains(expected === "dark" ? "light" : "dark")).toBe(false);
        expect(html.style.colorScheme).toBe(expected);
      });
    }
  }

  it("falls back to the system preference when storage throws", () => {
    mockMatchMedia(() => true);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runThemeScript).not.toThrow();
    expect(html).toHaveClass("dark");
  });

  it("never throws, even without matchMedia", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(runThemeScript).not.toThrow();
  });
});

describe("resolveInitialTheme", () => {
  it("uses a valid saved theme, otherwise the system preference", () => {
    expect(resolveInitialTheme("light", true)).toBe("light");
    expect(resolveInitialTheme("dark", false)).toBe("dark");
    expect(resolveInitialTheme(null, true)).toBe("dark");
    expect(resolveInitialTheme(undefined, false)).toBe("light");
    expect(resolveInitialTheme("sepia", true)).toBe("dark");
    expect(resolveInitialTheme("sepia", false)).toBe("light");
  });
});
