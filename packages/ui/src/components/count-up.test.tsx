import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { installIntersectionObserver, mockMatchMedia } from "../testing/intersection-observer.js";
import { CountUp } from "./count-up.js";

/** The digits a sighted visitor sees. */
const shown = (container: HTMLElement) =>
  container.querySelector('[data-slot="count-up-value"]')?.textContent;

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("CountUp", () => {
  it("renders the final figure first (server, no-JS and before it is visible)", () => {
    installIntersectionObserver();
    const { container } = render(<CountUp value={9800} prefix="$" />);
    expect(shown(container)).toBe("$9,800");
    advance(5000);
    expect(shown(container)).toBe("$9,800");
  });

  it("counts from 0 when it scrolls into view and lands exactly on the figure after 1.5 s", () => {
    const observer = installIntersectionObserver();
    const { container } = render(<CountUp value={120} suffix="+" />);
    act(() => {
      observer.trigger(true);
    });
    advance(16);
    expect(shown(container)).toBe("0+");
    expect(container.firstElementChild).toHaveAttribute("data-state", "counting");

    advance(734);
    const midway = Number(shown(container)?.replace("+", ""));
    expect(midway).toBeGreaterThan(60); // eased: past half-way at half-time
    expect(midway).toBeLessThan(120);

    advance(800);
    expect(shown(container)).toBe("120+");
    expect(container.firstElementChild).toHaveAttribute("data-state", "idle");
  });

  it("counts only once", () => {
    const observer = installIntersectionObserver();
    const { container } = render(<CountUp value={97} suffix="%" />);
    act(() => {
      observer.trigger(true);
    });
    advance(2000);
    act(() => {
      observer.trigger(false);
      observer.trigger(true);
    });
    advance(16);
    expect(shown(container)).toBe("97%");
  });

  it("respects durationMs and decimals", () => {
    const observer = installIntersectionObserver();
    const { container } = render(<CountUp value={0.3} decimals={1} suffix="s" durationMs={500} />);
    act(() => {
      observer.trigger(true);
    });
    advance(16);
    expect(shown(container)).toBe("0.0s");
    advance(520);
    expect(shown(container)).toBe("0.3s");
  });

  it("always gives screen readers the final figure only", () => {
    const observer = installIntersectionObserver();
    render(<CountUp value={500} format={(value) => `${Math.round(value)} reviews`} />);
    act(() => {
      observer.trigger(true);
    });
    advance(300);
    expect(screen.getByText("500 reviews", { selector: ".sr-only" })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="count-up"] > :not(.sr-only)')).toHaveLength(2);
    for (const copy of document.querySelectorAll('[data-slot="count-up"] > :not(.sr-only)')) {
      expect(copy).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("shows the final figure at once for reduced motion, without observing", () => {
    const observer = installIntersectionObserver();
    mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const { container } = render(<CountUp value={42} suffix="%" />);
    expect(observer.count).toBe(0);
    act(() => {
      observer.trigger(true);
    });
    advance(16);
    expect(shown(container)).toBe("42%");
  });

  it("shows the final figure where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = render(<CountUp value={24} suffix="/7" />);
    advance(2000);
    expect(shown(container)).toBe("24/7");
  });

  it("has no axe violations", async () => {
    vi.useRealTimers();
    const { container } = render(<CountUp value={97} suffix="%" />);
    await expectNoAxeViolations(container);
  });
});
