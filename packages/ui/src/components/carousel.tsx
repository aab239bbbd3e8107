"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn.js";
import { useControllableState } from "../lib/use-controllable-state.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";
import { Button } from "./button.js";

/** Props of {@link Carousel}. @public */
export interface CarouselProps extends Omit<ComponentProps<"section">, "children"> {
  /** Accessible name of the carousel, e.g. "What our clients say". */
  label: string;
  /** The slides: each child becomes one slide. */
  children: ReactNode;
  /** The shown slide (0-based), when controlled. */
  index?: number;
  /**
   * The first slide shown when uncontrolled.
   * @defaultValue 0
   */
  defaultIndex?: number;
  /** Called with the slide the visitor (or auto-rotation) moves to. */
  onIndexChange?: (index: number) => void;
  /**
   * Rotate to the next slide every this many milliseconds. Off when not set. Rotation shows a
   * Pause/Play button, pauses while hovered, stops when focus enters the carousel and does not
   * start for visitors who prefer reduced motion (they can still start it with the button).
   */
  autoPlay?: number;
  /**
   * Names each slide for screen readers.
   * @defaultValue (index, count) => `${index + 1} of ${count}`
   */
  slideLabel?: (index: number, count: number) => string;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * Shows one slide at a time with previous/next buttons that wrap around (last → first and back),
 * a dot per slide, and Left/Right arrow keys while focus is inside (WAI-ARIA carousel pattern).
 * Hidden slides are inert. Without auto-rotation the slide area is a polite live region, so the
 * new slide is announced.
 * @example
 * <Carousel label="What our clients say">
 *   <TestimonialCard … />
 *   <TestimonialCard … />
 * </Carousel>
 * @example <Carousel label="Case studies" autoPlay={6000}>…</Carousel>
 * @public
 */
export function Carousel({
  label,
  children,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  autoPlay,
  slideLabel = defaultSlideLabel,
  className,
  onKeyDown,
  onFocus,
  onMouseEnter,
  onMouseLeave,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [rawIndex, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const index = count === 0 ? 0 : ((rawIndex % count) + count) % count;
  const goTo = (next: number) => {
    if (count > 0) setIndex(((next % count) + count) % count);
  };

  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses Pause/Play: then their choice wins over the system setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const canRotate = autoPlay !== undefined && count > 1;
  const playing = canRotate && (playChoice ?? !reducedMotion);
  const rotating = playing && !hovered;

  const advance = useEffectEvent(() => {
    goTo(index + 1);
  });
  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per slide, so a slide the visitor just picked gets its full time.
    const timer = setTimeout(() => {
      advance();
    }, autoPlay);
    return () => {
      clearTimeout(timer);
    };
  }, [rotating, autoPlay, index]);

  // After keyboard navigation from inside a slide, follow it: the old slide turns inert.
  const rootRef = useRef<HTMLElement>(null);
  const focusSlideRef = useRef(false);
  useEffect(() => {
    if (!focusSlideRef.current) return;
    focusSlideRef.current = false;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-slot="carousel-slide"][data-index="${index}"]`)
      ?.focus();
  }, [index]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    focusSlideRef.current =
      event.target instanceof Element &&
      event.target.closest('[data-slot="carousel-slide"]') !== null;
    goTo(event.key === "ArrowLeft" ? index - 1 : index + 1);
  };

  const viewportId = useId();
  const rotationButtonId = useId();

  return (
    // The keys come from the focusable controls and slides inside (key events bubble up to here).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={rootRef}
      data-slot="carousel"
      data-state={rotating ? "rotating" : "idle"}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative flex flex-col gap-4", className)}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        onFocus?.(event);
        // APG: focus inside the carousel stops rotation until the visitor starts it again.
        if (playing && event.target.id !== rotationButtonId) setPlayChoice(false);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setHovered(true);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        setHovered(false);
      }}
      {...props}
    >
      {/* First in the tab order (APG: the rotation control comes first), shown below the slides. */}
      {count > 1 && (
        <div
          data-slot="carousel-controls"
          className="order-last flex items-center justify-center gap-3"
        >
          {canRotate && (
            <Button
              id={rotationButtonId}
              variant="ghost"
              size="icon"
              aria-controls={viewportId}
              aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
              data-slot="carousel-rotation"
              data-state={playing ? "playing" : "paused"}
              onClick={() => {
                setPlayChoice(!playing);
              }}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
          )}
          <Button
            variant="outline"
            size="icon"
            aria-controls={viewportId}
            aria-label="Previous slide"
            data-slot="carousel-previous"
            onClick={() => {
              goTo(index - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div data-slot="carousel-indicators" className="flex items-center">
            {slides.map((_, slideIndex) => (
              <button
                key={slideIndex}
                type="button"
                aria-controls={viewportId}
                aria-label={`Show slide ${slideIndex + 1} of ${count}`}
                aria-current={slideIndex === index ? "true" : undefined}
                data-slot="carousel-indicator"
                data-state={slideIndex === index ? "active" : "inactive"}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  goTo(slideIndex);
                }}
              >
                <span className="size-2 rounded-full bg-input transition-[width,background-color] duration-(--duration-fast) group-hover:bg-muted-foreground group-data-[state=active]:w-5 group-data-[state=active]:bg-primary" />
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-controls={viewportId}
            aria-label="Next slide"
            data-slot="carousel-next"
            onClick={() => {
              goTo(index + 1);
            }}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}

      <div
        id={viewportId}
        data-slot="carousel-viewport"
        className="overflow-hidden rounded-2xl"
        aria-live={rotating ? "off" : "polite"}
      >
        <div
          data-slot="carousel-track"
          className="flex motion-safe:transition-transform motion-safe:duration-(--duration-slow) motion-safe:ease-(--ease-out-expo)"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(slideIndex, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                tabIndex={-1}
                data-slot="carousel-slide"
                data-index={slideIndex}
                data-state={current ? "active" : "inactive"}
                className="w-full min-w-0 shrink-0 rounded-2xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
