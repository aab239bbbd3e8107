import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { ScrollProgress } from "./scroll-progress.js";

function setPage({
  height,
  viewport,
  scrollY,
}: {
  height: number;
  viewport: number;
  scrollY: number;
}) {
  Object.defineProperty(document.documentElement, "scrollHeight", {
    configurable: true,
    value: height,
  });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: viewport });
  Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
}

const nextFrame = () => {
  act(() => {
    vi.advanceTimersByTime(16);
  });
};

const indicator = () =>
  document.querySelector<HTMLElement>('[data-slot="scroll-progress-indicator"]');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Drop the own properties set above, back to jsdom's defaults.
  Reflect.deleteProperty(document.documentElement, "scrollHeight");
  Reflect.deleteProperty(window, "innerHeight");
  Reflect.deleteProperty(window, "scrollY");
});

describe("ScrollProgress", () => {
  it("is a labelled progress bar starting from where the page is", () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 0 });
    render(<ScrollProgress />);
    const bar = screen.getByRole("progressbar", { name: "Reading progress" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    nextFrame();
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(indicator()?.style.transform).toBe("scaleX(0)");
  });

  it("follows scrolling: half-way is 50, the bottom is 100", () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 0 });
    render(<ScrollProgress label="Article progress" />);
    const bar = screen.getByRole("progressbar", { name: "Article progress" });

    setPage({ height: 3000, viewport: 1000, scrollY: 1000 });
    fireEvent.scroll(window);
    nextFrame();
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(indicator()?.style.transform).toBe("scaleX(0.5)");

    setPage({ height: 3000, viewport: 1000, scrollY: 2000 });
    fireEvent.scroll(window);
    nextFrame();
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("data-state", "complete");
  });

  it("measures at most once per frame, from a passive listener", () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 0 });
    const addEventListener = vi.spyOn(window, "addEventListener");
    render(<ScrollProgress />);
    expect(addEventListener).toHaveBeenCalledWith("scroll", expect.any(Function), {
      passive: true,
    });
    nextFrame();
    const requestFrame = vi.spyOn(window, "requestAnimationFrame");
    for (let y = 100; y <= 500; y += 100) {
      setPage({ height: 3000, viewport: 1000, scrollY: y });
      fireEvent.scroll(window);
    }
    expect(requestFrame).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  });

  it("stays at 0 on a page too short to scroll", () => {
    setPage({ height: 800, viewport: 1000, scrollY: 0 });
    render(<ScrollProgress />);
    nextFrame();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  it("stops listening when unmounted", () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 0 });
    const removeEventListener = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(<ScrollProgress />);
    unmount();
    expect(removeEventListener).toHaveBeenCalledWith("scroll", expect.any(Function));
  });

  it("has no axe violations", async () => {
    vi.useRealTimers();
    const { container } = render(<ScrollProgress />);
    await expectNoAxeViolations(container);
  });
});
