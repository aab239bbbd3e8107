import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { mockMatchMedia } from "../testing/intersection-observer.js";
import { ThemeProvider, ThemeToggle, useTheme } from "./theme.js";

const html = document.documentElement;

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

function systemPrefers(theme: "light" | "dark") {
  return mockMatchMedia(
    (query) => query.includes("prefers-color-scheme: dark") && theme === "dark",
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  html.removeAttribute("style");
});

describe("ThemeProvider and ThemeToggle", () => {
  it("toggles the class on <html> and saves each change under `theme`", async () => {
    const user = userEvent.setup();
    systemPrefers("light");
    renderToggle();
    expect(html).toHaveClass("light");
    expect(localStorage.getItem("theme")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html).toHaveClass("dark");
    expect(html).not.toHaveClass("light");
    expect(html.style.colorScheme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(html).toHaveClass("light");
    expect(html).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("falls back to dark when nothing is saved and the system prefers dark", () => {
    systemPrefers("dark");
    renderToggle();
    expect(html).toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    expect(localStorage.getItem("theme")).toBeNull();
  });

  it("falls back to light when nothing is saved and the system does not prefer dark", () => {
    systemPrefers("light");
    renderToggle();
    expect(html).toHaveClass("light");
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeInTheDocument();
  });

  it("prefers the saved theme over the system", () => {
    systemPrefers("dark");
    localStorage.setItem("theme", "light");
    renderToggle();
    expect(html).toHaveClass("light");
    expect(html).not.toHaveClass("dark");
  });

  it("ignores an invalid saved value and uses the system preference", () => {
    systemPrefers("dark");
    localStorage.setItem("theme", "purple");
    renderToggle();
    expect(html).toHaveClass("dark");
    expect(html).not.toHaveClass("purple");
  });

  it("reads the class the inline script already applied instead of re-deciding", () => {
    systemPrefers("light");
    html.classList.add("dark");
    renderToggle();
    expect(html).toHaveClass("dark");
    expect(html).not.toHaveClass("light");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });

  it("follows system changes only while no theme is saved", async () => {
    const user = userEvent.setup();
    const media = systemPrefers("light");
    renderToggle();
    act(() => {
      media.change("(prefers-color-scheme: dark)", true);
    });
    expect(html).toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    act(() => {
      media.change("(prefers-color-scheme: dark)", true);
    });
    expect(html).toHaveClass("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("follows a theme saved in another tab", () => {
    systemPrefers("light");
    renderToggle();
    act(() => {
      localStorage.setItem("theme", "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(html).toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });

  it("still switches for the page view when storage is blocked", async () => {
    const user = userEvent.setup();
    systemPrefers("light");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    renderToggle();
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html).toHaveClass("dark");
  });

  it("is operated from the keyboard with Enter and Space", async () => {
    const user = userEvent.setup();
    systemPrefers("light");
    renderToggle();
    await user.tab();
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(html).toHaveClass("dark");
    await user.keyboard(" ");
    expect(html).toHaveClass("light");
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toHaveFocus();
  });

  it("exposes setTheme through useTheme", () => {
    systemPrefers("light");
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    expect(result.current.theme).toBe("light");
    act(() => {
      result.current.setTheme("dark");
    });
    expect(result.current.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("explains the mistake when useTheme is used outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useTheme())).toThrow(/inside <ThemeProvider>/);
  });

  it("renders the same server HTML whatever the theme, and hydrates without mismatch", () => {
    const tree = (
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>
    );
    html.className = "dark";
    localStorage.setItem("theme", "dark");
    const darkHtml = renderToString(tree);
    html.className = "light";
    localStorage.setItem("theme", "light");
    const lightHtml = renderToString(tree);
    expect(darkHtml).toBe(lightHtml);

    html.className = "dark";
    const container = document.createElement("div");
    container.innerHTML = darkHtml;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    act(() => {
      root?.unmount();
    });
    container.remove();
  });

  it("has no axe violations in either theme", async () => {
    systemPrefers("light");
    const { container } = renderToggle();
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole("button"));
    await expectNoAxeViolations(container);
  });
});
