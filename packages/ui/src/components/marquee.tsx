"use client";

import { Pause, Play } from "lucide-react";
import { Children, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { useHydrated } from "../lib/use-hydrated.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";

/** Pixels kept clear around a focused item: the 2 px focus outline and its 2 px offset, rounded up. */
const FOCUS_RING_ROOM = 6;

/** Props of {@link Marquee}. @public */
export interface MarqueeProps extends Omit<ComponentProps<"div">, "children"> {
  /** The items; each child is one entry of the row (rendered as a list item). */
  children: ReactNode;
  /** Names the row for screen readers, e.g. "Why NovaLine"; the row becomes a labelled group. */
  label?: string;
  /**
   * Scroll left-to-right instead of right-to-left.
   * @defaultValue false
   */
  reverse?: boolean;
  /** Whether the row is paused, when controlled (e.g. one Pause button for two rows). */
  paused?: boolean;
  /**
   * Whether the row starts paused when uncontrolled.
   * @defaultValue false
   */
  defaultPaused?: boolean;
  /** Called when the visitor presses Pause or Resume. */
  onPausedChange?: (paused: boolean) => void;
  /**
   * Show the Pause/Resume button. Only turn it off when another visible control pauses this row
   * (via `paused`): anything moving for more than 5 s needs one.
   * @defaultValue true
   */
  showControl?: boolean;
  /**
   * How many times the items appear in each half of the loop; raise it when the items are
   * narrower than the row, so no gap shows.
   * @defaultValue 1
   */
  repeat?: number;
}

/**
 * A row of items scrolling sideways in a seamless loop: 25 s per loop, 35 s below 768 px. It
 * pauses while hovered or while focus is inside, has a Pause/Resume button, and stands still
 * (items wrapping onto rows) for visitors who prefer reduced motion. The copies that make the
 * loop seamless are hidden from screen readers and the tab order. Set the spacing with
 * `--marquee-gap` (default 2 rem).
 * @example
 * <Marquee label="Why NovaLine">
 *   <span>Save Upto $10K Within 45 Days</span>
 *   <span>Never Miss Any Call Again</span>
 * </Marquee>
 * @example <Marquee reverse>…</Marquee>
 * @public
 */
export function Marquee({
  children,
  label,
  reverse = false,
  paused: pausedProp,
  defaultPaused = false,
  onPausedChange,
  showControl = true,
  repeat = 1,
  className,
  ...props
}: MarqueeProps) {
  const [paused, setPaused] = useControllableState({
    prop: pausedProp,
    defaultProp: defaultPaused,
    onChange: onPausedChange,
    caller: "Marquee",
  });
  // The server's HTML holds the items once, standing still (as for reduced motion): the copies
  // that make the loop seamless, several times the items' markup, come with hydration.
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const still = reducedMotion || !hydrated;
  const items = Children.toArray(children);
  const copies = still ? 1 : Math.max(1, Math.round(repeat)) * 2;
  const state = still ? "static" : paused ? "paused" : "running";

  return (
    <div
      data-slot="marquee"
      data-state={state}
      role={label === undefined ? undefined : "group"}
      aria-label={label}
      className={cn("flex items-center gap-3 [--marquee-gap:--spacing(8)]", className)}
      {...props}
    >
      {/* The focus handlers follow focus among the items inside; the viewport itself takes none. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-slot="marquee-viewport"
        // The vertical padding leaves room for focus outlines, which overflow-hidden would cut;
        // the edge fade goes while focus is inside, so a focused item is never half faded out.
        className="group/marquee min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] py-2 focus-within:[mask-image:none] motion-reduce:[mask-image:none]"
        // Keyboard focus stops the track where it starts (see the track's classes) and scrolls
        // the focused item into view, outline included; leaving the row lets it move again.
        onFocus={(event) => {
          if (!event.target.matches(":focus-visible")) return;
          const viewport = event.currentTarget;
          const item = event.target.closest('[data-slot="marquee-item"]') ?? event.target;
          const itemBox = item.getBoundingClientRect();
          const box = viewport.getBoundingClientRect();
          const room = FOCUS_RING_ROOM;
          if (itemBox.left - room < box.left) viewport.scrollLeft -= box.left - itemBox.left + room;
          else if (itemBox.right + room > box.right) {
            viewport.scrollLeft += itemBox.right + room - box.right;
          }
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget))
            event.currentTarget.scrollLeft = 0;
        }}
      >
        <div
          data-slot="marquee-track"
          data-state={state}
          className={cn(
            "flex w-max group-hover/marquee:[animation-play-state:paused] group-has-focus-visible/marquee:animate-none motion-reduce:w-auto motion-reduce:animate-none max-md:[animation-duration:var(--duration-marquee-mobile)]",
            still ? "w-auto" : reverse ? "animate-marquee-reverse" : "animate-marquee",
          )}
          style={paused && !still ? { animationPlayState: "paused" } : undefined}
        >
          {Array.from({ length: copies }, (_, copy) => (
            <ul
              key={copy}
              data-slot="marquee-content"
              aria-hidden={copy > 0 ? true : undefined}
              inert={copy > 0}
              className={cn(
                // Half a gap on each side keeps the loop seamless and the first item off the edge.
                "flex shrink-0 items-center gap-(--marquee-gap) px-[calc(var(--marquee-gap)/2)]",
                // Standing still, the list takes the row's width and its items wrap onto lines.
                "motion-reduce:min-w-0 motion-reduce:shrink motion-reduce:basis-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-0",
                copy > 0 && "motion-reduce:hidden",
                still && "min-w-0 shrink basis-full flex-wrap justify-center px-0",
              )}
            >
              {items.map((item, index) => (
                <li
                  key={index}
                  data-slot="marquee-item"
                  className={cn(
                    "shrink-0",
                    // Standing still, an item and what it holds (a pill set `nowrap` for the
                    // moving row) are never wider than the row: their text wraps instead.
                    "motion-reduce:max-w-full motion-reduce:shrink motion-reduce:*:max-w-full motion-reduce:**:whitespace-normal",
                    still && "max-w-full shrink *:max-w-full **:whitespace-normal",
                  )}
                >
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {showControl && !still && (
        // A plain button styled like Button's outline icon size: importing Button would bring Slot
        // and class-variance-authority into every page with a marquee.
        <button
          type="button"
          data-slot="marquee-control"
          data-state={paused ? "paused" : "running"}
          // With two rows on a page, the row's label tells their buttons apart.
          aria-label={`${paused ? "Resume" : "Pause"} scrolling${label === undefined ? "" : `: ${label}`}`}
          className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-transparent text-foreground transition-colors duration-(--duration-fast) select-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:hidden [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0"
          onClick={() => {
            setPaused(!paused);
          }}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
