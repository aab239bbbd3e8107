import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";

/** How far outside the viewport a deferred section starts loading its code. */
const LOAD_MARGIN = "600px 0px";

/**
 * Resolves when the visitor nears (or focuses into) the element of `selector`, or at once if it
 * is not in the document (a client-side navigation: the page is being rendered, not hydrated).
 */
function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener("focusin", done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    element.addEventListener("focusin", done);
  });
}

/** Marks the wrapper once the section inside has hydrated (`data-hydrated`, for tests and styles). */
function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-hydrated", "");
  }, [wrapper]);
  return null;
}

/**
 * A section below the fold whose code is not part of the page's first load. At build time it
 * renders in full into the prerendered HTML. In the browser that HTML stays in place (React keeps
 * a Suspense boundary's server HTML while its code is missing) and the section hydrates once its
 * chunk has loaded, which starts when the visitor scrolls near it. A click on it before that is
 * replayed by React after hydration.
 *
 * @example
 * const ComparisonChat = deferred("comparison-chat", () => import("./comparison-chat"));
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  /** What a client-side navigation shows while the code loads (default: a tall empty block). */
  placeholder: ReactNode = <div className="min-h-[60vh]" />,
) {
  const selector = `[data-deferred="${name}"]`;
  const Section = lazy(() =>
    typeof document === "undefined" ? load() : whenNear(selector).then(load),
  );
  // Memoized: a dehydrated boundary that receives new props before its code has arrived is
  // client-rendered (its HTML dropped for the fallback). Pass props that keep their identity.
  const Deferred = memo(function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div ref={wrapper} data-deferred={name}>
        <Suspense fallback={placeholder}>
          <Section {...props} />
          <Hydrated wrapper={wrapper} />
        </Suspense>
      </div>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
