"use client";

import { useEffect, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/** Props of {@link ScrollProgress}. @public */
export interface ScrollProgressProps extends Omit<ComponentProps<"div">, "children"> {
  /**
   * Names the progress bar for screen readers.
   * @defaultValue "Reading progress"
   */
  label?: string;
}

/**
 * A thin bar fixed to the top of the viewport that fills as the page scrolls (0–100 %). It is a
 * labelled `progressbar`; it sits above the page (no layout shift), measures at most once per
 * frame from a passive scroll listener, grows by `transform` only, and does not animate between
 * values for visitors who prefer reduced motion. Render it once per page.
 * @example <ScrollProgress />
 * @public
 */
export function ScrollProgress({
  label = "Reading progress",
  className,
  ...props
}: ScrollProgressProps) {
  // Share of the page scrolled, 0–1. 0 on the server: the bar starts empty.
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-slot="scroll-progress"
      data-state={percent >= 100 ? "complete" : "loading"}
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-50 h-1", className)}
      {...props}
    >
      <div
        data-slot="scroll-progress-indicator"
        className="size-full origin-left bg-brand motion-safe:transition-transform motion-safe:duration-(--duration-fast) motion-safe:ease-out"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}
