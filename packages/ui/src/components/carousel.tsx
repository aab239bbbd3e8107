"use client";

import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";
import { Button } from "./button.js";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** How many slides a {@link Carousel} shows side by side. @public */
export type CarouselPerView = 1 | 2 | 3 | 4;

/** Screen widths of {@link CarouselProps.perView}: Tailwind's breakpoints (`base`: all widths). */
type Breakpoint = "base" | "sm" | "md" | "lg" | "xl";

/** Props of {@link Carousel}. @public */
export interface CarouselProps extends Omit<ComponentProps<"section">, "children"> {
  /** Accessible name of the carousel, e.g. "What our clients say". */
  label: string;
  /** The slides: each child becomes one slide. */
  children: ReactNode;
  /**
   * The shown position (0-based), when controlled. With one slide per view it is the shown
   * slide; with several it is the first shown slide, and there are `slides - perView + 1`
   * positions. Out-of-range values show the nearest position.
   */
  index?: number;
  /**
   * The first position shown when uncontrolled.
   * @defaultValue 0
   */
  defaultIndex?: number;
  /** Called with the position the visitor (buttons, dots, arrows, drag, swipe) or auto-rotation moves to. */
  onIndexChange?: (index: number) => void;
  /**
   * Rotate to the next position every this many milliseconds. Off when not set. Rotation shows a
   * Pause/Play button, pauses while hovered or dragged, stops when focus enters the carousel and
   * does not start for visitors who prefer reduced motion (they can still start it with the button).
   */
  autoPlay?: number;
  /**
   * Names each slide for screen readers.
   * @defaultValue (index, count) => `${index + 1} of ${count}`
   */
  slideLabel?: (index: number, count: number) => string;
  /**
   * Slides shown side by side: a number, or one per screen width from Tailwind's breakpoints
   * (`base` for all widths, then `sm` 640 px, `md` 768 px, `lg` 1024 px, `xl` 1280 px and up),
   * e.g. `{ base: 1, md: 2, lg: 3 }`. Previous/Next and the arrow keys move by one slide; there is
   * one dot per position. Slides are 1rem apart.
   * @defaultValue 1
   */
  perView?: CarouselPerView | Partial<Record<Breakpoint, CarouselPerView>>;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

// Literal class names, so Tailwind finds them in the source (and in dist/).
const perViewClasses: Record<Breakpoint, Record<CarouselPerView, string>> = {
  base: {
    1: "[--carousel-per-view:1]",
    2: "[--carousel-per-view:2]",
    3: "[--carousel-per-view:3]",
    4: "[--carousel-per-view:4]",
  },
  sm: {
    1: "sm:[--carousel-per-view:1]",
    2: "sm:[--carousel-per-view:2]",
    3: "sm:[--carousel-per-view:3]",
    4: "sm:[--carousel-per-view:4]",
  },
  md: {
    1: "md:[--carousel-per-view:1]",
    2: "md:[--carousel-per-view:2]",
    3: "md:[--carousel-per-view:3]",
    4: "md:[--carousel-per-view:4]",
  },
  lg: {
    1: "lg:[--carousel-per-view:1]",
    2: "lg:[--carousel-per-view:2]",
    3: "lg:[--carousel-per-view:3]",
    4: "lg:[--carousel-per-view:4]",
  },
  xl: {
    1: "xl:[--carousel-per-view:1]",
    2: "xl:[--carousel-per-view:2]",
    3: "xl:[--carousel-per-view:3]",
    4: "xl:[--carousel-per-view:4]",
  },
};
const breakpoints = ["base", "sm", "md", "lg", "xl"] as const;

function perViewClassNames(perView: NonNullable<CarouselProps["perView"]>): string {
  const byWidth: Partial<Record<Breakpoint, CarouselPerView>> =
    typeof perView === "number" ? { base: perView } : perView;
  return breakpoints
    .flatMap((width) => {
      const count = byWidth[width];
      return count === undefined ? [] : [perViewClasses[width][count]];
    })
    .join(" ");
}

// `perView` slides and the gaps between them fill the viewport.
const slideStyle: CSSProperties = {
  flex: "0 0 calc((100% - (var(--carousel-per-view, 1) - 1) * var(--carousel-gap)) / var(--carousel-per-view, 1))",
};

/**
 * The slides each scroll position of Embla shows (at least half of a slide in view), or null
 * while Embla has no layout to measure (server, hidden, jsdom): then each slide is a position.
 */
function readPositions(api: EmblaApi): number[][] | null {
  const { options, containerRect, slideRects, scrollSnaps } = api.internalEngine();
  const viewSize = containerRect.width;
  if (!options.active || viewSize <= 0 || slideRects.length === 0) return null;
  return scrollSnaps.map((snap) => {
    const offsets = slideRects.map((rect) => Math.abs(rect.left - containerRect.left) + snap);
    const shown = slideRects.flatMap((rect, slide) => {
      const start = offsets[slide] ?? 0;
      const overlap = Math.min(start + rect.width, viewSize) - Math.max(start, 0);
      return overlap > 0 && overlap >= Math.min(rect.width, viewSize) / 2 - 1 ? [slide] : [];
    });
    if (shown.length > 0) return shown;
    const nearest = offsets.reduce(
      (best, offset, slide) => (Math.abs(offset) < Math.abs(offsets[best] ?? 0) ? slide : best),
      0,
    );
    return [nearest];
  });
}

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * Shows one slide (or `perView` slides side by side) with previous/next buttons that wrap around
 * (last → first and back), a dot per position, Left/Right arrow keys while focus is inside, and
 * drag (mouse) and swipe (touch) through Embla (WAI-ARIA carousel pattern). Slides out of view
 * are inert. Without auto-rotation the slide area is a polite live region, so new slides are
 * announced. Scrolls are instant for visitors who prefer reduced motion.
 * @example
 * <Carousel label="What our clients say">
 *   <TestimonialCard … />
 *   <TestimonialCard … />
 * </Carousel>
 * @example <Carousel label="Case studies" autoPlay={6000}>…</Carousel>
 * @example <Carousel label="Reviews" perView={{ base: 1, md: 2, lg: 3 }}>…</Carousel>
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
  perView = 1,
  className,
  onKeyDown,
  onFocus,
  onMouseEnter,
  onMouseLeave,
  ref,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [rawIndex, setIndex] = useControllableState({
    prop: indexProp,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
    caller: "Carousel",
  });

  // Embla drags, swipes and animates; `index` stays the source of truth and Embla follows it.
  const [startIndex] = useState(rawIndex);
  const options = useMemo<EmblaOptions>(
    () => ({
      align: "start",
      containScroll: "trimSnaps",
      startIndex,
      // We move focus ourselves; Embla's would jump to another position on Tab.
      watchFocus: false,
      // Without IntersectionObserver (jsdom) Embla cannot run: buttons, dots and keys still work.
      active: typeof IntersectionObserver === "function",
    }),
    [startIndex],
  );
  const [viewportRef, api] = useEmblaCarousel(options);
  const [measured, setMeasured] = useState<number[][] | null>(null);
  const positions =
    measured?.every((shown) => shown.every((slide) => slide < count)) === true
      ? measured
      : slides.map((_, slide) => [slide]);
  const positionCount = positions.length;
  const index = Math.min(Math.max(rawIndex, 0), Math.max(positionCount - 1, 0));
  const shownSlides = positions[index] ?? [];
  const wrap = (next: number) => ((next % positionCount) + positionCount) % positionCount;
  const goTo = (next: number) => {
    if (positionCount > 0) setIndex(wrap(next));
  };

  const reducedMotion = usePrefersReducedMotion();
  // Bumped after every Embla event, so the effect below moves Embla back where `index` says
  // (e.g. a controlling parent that refused a swipe).
  const [emblaTick, setEmblaTick] = useState(0);
  const jumpRef = useRef(true);
  const [dragging, setDragging] = useState(false);
  const onSelect = useEffectEvent((emblaApi: EmblaApi) => {
    setIndex(emblaApi.selectedScrollSnap());
    setEmblaTick((tick) => tick + 1);
  });
  useEffect(() => {
    if (!api) return;
    const measure = () => {
      jumpRef.current = true;
      setMeasured(readPositions(api));
      setEmblaTick((tick) => tick + 1);
    };
    const select = () => {
      onSelect(api);
    };
    // Set on the DOM at once (not on the next render) so no text gets selected while dragging.
    const down = () => {
      api.rootNode().toggleAttribute("data-dragging", true);
      setDragging(true);
    };
    const up = () => {
      api.rootNode().toggleAttribute("data-dragging", false);
      setDragging(false);
    };
    measure();
    api.on("reInit", measure).on("select", select).on("pointerDown", down).on("pointerUp", up);
    return () => {
      api
        .off("reInit", measure)
        .off("select", select)
        .off("pointerDown", down)
        .off("pointerUp", up);
    };
  }, [api]);
  useEffect(() => {
    if (!api) return;
    // Jump (no animation) after (re)measuring and for visitors who prefer reduced motion.
    if (api.selectedScrollSnap() !== index) api.scrollTo(index, jumpRef.current || reducedMotion);
    jumpRef.current = false;
  }, [api, index, emblaTick, reducedMotion]);

  // null until the visitor presses Pause/Play: then their choice wins over the system setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const canRotate = autoPlay !== undefined && positionCount > 1;
  const playing = canRotate && (playChoice ?? !reducedMotion);
  const rotating = playing && !hovered && !dragging;

  const advance = useEffectEvent(() => {
    goTo(index + 1);
  });
  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per position, so a position the visitor just picked gets its full time.
    const timer = setTimeout(() => {
      advance();
    }, autoPlay);
    return () => {
      clearTimeout(timer);
    };
  }, [rotating, autoPlay, index]);

  // The caller's ref and ours both get the region.
  const rootRef = useRef<HTMLElement>(null);
  const composedRef = useComposedRefs(ref, rootRef);

  // After keyboard navigation from inside a slide, follow it: the old slide may turn inert.
  const focusSlideRef = useRef<number | null>(null);
  useEffect(() => {
    const slide = focusSlideRef.current;
    if (slide === null) return;
    focusSlideRef.current = null;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-slot="carousel-slide"][data-index="${slide}"]`)
      ?.focus({ preventScroll: true });
  }, [index]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (positionCount < 2) return;
    event.preventDefault();
    const next = wrap(event.key === "ArrowLeft" ? index - 1 : index + 1);
    const fromSlide =
      event.target instanceof Element &&
      event.target.closest('[data-slot="carousel-slide"]') !== null;
    if (fromSlide) {
      // The slide that came into view: on the right going forward, on the left going back.
      const before = positions[index] ?? [];
      const after = positions[next] ?? [];
      const entered = after.filter((slide) => !before.includes(slide));
      focusSlideRef.current = (next > index ? entered.at(-1) : entered[0]) ?? after[0] ?? null;
    }
    goTo(next);
  };

  const viewportId = useId();
  const rotationButtonId = useId();

  return (
    // The keys come from the focusable controls and slides inside (key events bubble up to here).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={composedRef}
      data-slot="carousel"
      data-state={rotating ? "rotating" : "idle"}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative flex min-w-0 flex-col gap-4", className)}
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
      {positionCount > 1 && (
        <div
          data-slot="carousel-controls"
          className="order-last flex flex-wrap items-center justify-center gap-3"
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
            {positions.map((shown, position) => {
              const first = (shown[0] ?? 0) + 1;
              const last = (shown.at(-1) ?? 0) + 1;
              const current = position === index;
              return (
                <button
                  key={position}
                  type="button"
                  aria-controls={viewportId}
                  aria-label={
                    first === last
                      ? `Show slide ${first} of ${count}`
                      : `Show slides ${first} to ${last} of ${count}`
                  }
                  aria-current={current ? "true" : undefined}
                  data-slot="carousel-indicator"
                  data-state={current ? "active" : "inactive"}
                  className="group flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => {
                    goTo(position);
                  }}
                >
                  <span className="size-2 rounded-full bg-input transition-[width,background-color] duration-(--duration-fast) group-hover:bg-muted-foreground group-data-[state=active]:w-5 group-data-[state=active]:bg-primary" />
                </button>
              );
            })}
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
        ref={viewportRef}
        id={viewportId}
        data-slot="carousel-viewport"
        className={cn(
          "touch-pan-y touch-pinch-zoom overflow-hidden rounded-2xl data-dragging:select-none",
          positionCount > 1 && "cursor-grab active:cursor-grabbing",
        )}
        aria-live={rotating ? "off" : "polite"}
      >
        <div
          data-slot="carousel-track"
          className={cn(
            "flex gap-(--carousel-gap) [--carousel-gap:1rem]",
            perViewClassNames(perView),
          )}
        >
          {slides.map((slide, slideIndex) => {
            const shown = shownSlides.includes(slideIndex);
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(slideIndex, count)}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                tabIndex={-1}
                data-slot="carousel-slide"
                data-index={slideIndex}
                data-state={shown ? "active" : "inactive"}
                className="min-w-0 rounded-2xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                style={slideStyle}
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
