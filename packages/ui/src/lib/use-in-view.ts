"use client";

import { useEffect, useState, type RefObject } from "react";

/** Options of {@link useInView}. @public */
export interface UseInViewOptions {
  /**
   * Share of the element (0–1) that must be visible to count as in view.
   * @defaultValue 0
   */
  threshold?: number;
  /** Grows or shrinks the viewport, as in `IntersectionObserver` (e.g. `"0px 0px -10% 0px"`). */
  rootMargin?: string;
  /**
   * Stop observing the first time the element is in view, so the result stays `true`.
   * @defaultValue false
   */
  once?: boolean;
  /**
   * Observe at all; while `false` the result stays as it was.
   * @defaultValue true
   */
  enabled?: boolean;
}

/**
 * Whether an element is in the viewport, via `IntersectionObserver`. Always `false` on the server,
 * before the first observation and where `IntersectionObserver` does not exist.
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * const inView = useInView(ref, { threshold: 0.5 });
 * @public
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0, rootMargin, once = false, enabled = true }: UseInViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        // A ratio a hair under the threshold still counts: browsers round it.
        const visible =
          entry.isIntersecting && (threshold === 0 || entry.intersectionRatio >= threshold - 0.01);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, ...(rootMargin === undefined ? {} : { rootMargin }) },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, threshold, rootMargin, once, enabled]);

  return inView;
}
