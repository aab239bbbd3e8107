"use client";

import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { useInView } from "../lib/use-in-view.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";

/** Props of {@link CountUp}. @public */
export interface CountUpProps extends Omit<ComponentProps<"span">, "children"> {
  /** The figure to count up to (and the one shown before and after counting). */
  value: number;
  /**
   * How long counting from 0 takes, in milliseconds.
   * @defaultValue 1500
   */
  durationMs?: number;
  /**
   * Digits after the decimal point (ignored when `format` is given).
   * @defaultValue 0
   */
  decimals?: number;
  /** Text before the number, e.g. `"$"` or `"+"`. */
  prefix?: string;
  /** Text after the number, e.g. `"%"`, `"x"` or `"s"`. */
  suffix?: string;
  /** Formats the number yourself (replaces `decimals` and `locale`). */
  format?: (value: number) => string;
  /**
   * Locale for the thousands separator and decimal point.
   * @defaultValue "en-US"
   */
  locale?: string;
}

// Fast start, gentle landing.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A figure that counts up from 0 when it first scrolls into view (1.5 s, eased). The real figure
 * is what the server, no-JS visitors, browsers without `IntersectionObserver` and visitors who
 * prefer reduced motion see; the count only starts on the client once the figure is visible.
 * Screen readers always get the final figure, never the moving digits, and the final figure's
 * width is reserved so nothing shifts while counting.
 * @example <CountUp value={97} suffix="%" />
 * @example <CountUp value={0.1} decimals={1} suffix="s" />
 * @example <CountUp value={9800} prefix="$" />
 * @public
 */
export function CountUp({
  value,
  durationMs = 1500,
  decimals = 0,
  prefix = "",
  suffix = "",
  format,
  locale = "en-US",
  className,
  ...props
}: CountUpProps) {
  const sizerRef = useRef<HTMLSpanElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(sizerRef, { once: true, threshold: 0.25, enabled: !reducedMotion });
  // null = show the real figure; a number only while counting.
  const [counting, setCounting] = useState<number | null>(null);

  const frameValue = useEffectEvent((elapsed: number) => {
    const progress = durationMs > 0 ? elapsed / durationMs : 1;
    return progress >= 1 ? null : value * easeOutCubic(progress);
  });

  useEffect(() => {
    if (!inView || reducedMotion) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const next = frameValue(now - start);
      setCounting(next);
      if (next !== null) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [inView, reducedMotion]);

  const toText = (number: number) =>
    prefix +
    (format
      ? format(number)
      : number.toLocaleString(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        })) +
    suffix;
  const finalText = toText(value);
  const shown = reducedMotion ? null : counting;

  return (
    <span
      data-slot="count-up"
      data-state={shown === null ? "idle" : "counting"}
      className={cn("inline-grid tabular-nums", className)}
      {...props}
    >
      <span className="sr-only">{finalText}</span>
      {/* Reserves the final figure's width so the layout does not shift while counting. */}
      <span ref={sizerRef} aria-hidden="true" className="invisible col-start-1 row-start-1">
        {finalText}
      </span>
      <span aria-hidden="true" data-slot="count-up-value" className="col-start-1 row-start-1">
        {shown === null ? finalText : toText(shown)}
      </span>
    </span>
  );
}
