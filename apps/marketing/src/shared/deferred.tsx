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
import { replayClick, takeEarlyClicks } from "./early-clicks";
import { revealSection } from "./lazy-dom";
import { InTextSection } from "./no-script";

/** How far outside the viewport a deferred section starts loading its code. */
const LOAD_MARGIN = "200px 0px";

/** What the visitor does on a section that makes it load at once, wherever it is on the page. */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "click"] as const;

/** The control each section was clicked on before it hydrated (see `Hydrated`). */
const heldClicks = new WeakMap<Element, EventTarget>();

/**
 * Resolves when the visitor nears the element of `selector` (unless `near` is false) or acts on it
 * (points, presses a key, focuses into it: it may have been reached by a `#hash` link or
 * find-in-page), when `also` resolves, or at once if the element is not in the document (a
 * client-side navigation: the page is being rendered, not hydrated).
 *
 * The listeners are the window's, in the capture phase: React stops an event aimed at HTML it
 * has not hydrated at the document, before the section would see it. A click is held, then made
 * again once the section has hydrated.
 */
function whenWanted(selector: string, near: boolean, also?: () => Promise<void>): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    void also?.().then(done);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: LOAD_MARGIN },
    );
    function done() {
      observer.disconnect();
      resolve();
    }
    // The listeners stay: once the section has hydrated they let everything through.
    const onIntent = (event: Event) => {
      const { target } = event;
      if (element.hasAttribute("data-hydrated") || !(target instanceof Node)) return;
      if (!element.contains(target)) return;
      done();
      if (event.type !== "click") return;
      event.preventDefault();
      event.stopPropagation();
      heldClicks.set(element, target);
    };
    if (near) observer.observe(element);
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
    // A click made on the section before the page's scripts ran (see early-clicks.ts).
    const early = takeEarlyClicks(element).at(-1);
    if (early) {
      heldClicks.set(element, early);
      done();
    }
  });
}

/**
 * At build time, `section` inside a `<noscript data-lazy>`; in the browser, the section itself,
 * hydrated against the elements the inline script made of that HTML (lazy-dom.ts).
 */
function PrerenderedLater({ section }: { section: ReactNode }) {
  return typeof document === "undefined" ? <noscript data-lazy="">{section}</noscript> : section;
}

/**
 * Marks the wrapper once the section inside has hydrated (`data-hydrated`, for tests and styles),
 * then makes the click held before: hydration kept the DOM nodes, so the control the visitor
 * pressed (a button, a link, a tab) gets it, now with its handler.
 */
function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    element.setAttribute("data-hydrated", "");
    const target = heldClicks.get(element);
    heldClicks.delete(element);
    // The control around what was hit (a button's icon or label): an SVG cannot be clicked.
    const control = target instanceof Element && target.closest("a, button, label, [role]");
    if (control instanceof HTMLElement) replayClick(control);
  }, [wrapper]);
  return null;
}

/**
 * A section below the fold whose code is not part of the page's first load. At build time it
 * renders in full into the prerendered HTML. In the browser that HTML stays in place (React keeps
 * a Suspense boundary's server HTML while its code is missing) and the section hydrates once its
 * chunk has loaded, which starts when the visitor scrolls near it or acts on it. A click on it
 * before that is held and made again once it has hydrated.
 *
 * Unless it is part of the first paint (`firstPaint`), its HTML is also not part of the page's
 * first rendering: it is prerendered inside a `<noscript>`, which a browser running scripts keeps
 * as one piece of text (no elements to build, style, lay out, paint, no images to fetch) and one
 * without scripts shows as it is. The page's inline script (lazy-dom.ts) turns it into elements
 * when the visitor nears it, follows a link into it or presses a key, or the browser is idle
 * from 10 s after the load, all before React hydrates it.
 *
 * @example
 * const ComparisonChat = deferred("comparison-chat", () => import("./comparison-chat"));
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  /** What a client-side navigation shows while the code loads (default: a tall empty block). */
  placeholder: ReactNode = <div className="min-h-[60vh]" />,
  {
    firstPaint = false,
    near = true,
    also,
  }: {
    /** In view when the page first paints: its HTML is rendered with the page's (see above). */
    firstPaint?: boolean;
    /**
     * Whether nearing it loads its code (default). A control that is always in view (a floating
     * button) says false: it loads when the visitor acts on it or `also` resolves.
     */
    near?: boolean;
    /** Another reason to load it now (the browser is idle, another part of the page asks). */
    also?: () => Promise<void>;
  } = {},
) {
  const selector = `[data-deferred="${name}"]`;
  const Section = lazy(() =>
    typeof document === "undefined"
      ? load()
      : whenWanted(selector, near, also).then(() => {
          // Its elements before its code: React hydrates the boundary against them.
          const wrapper = document.querySelector(selector);
          if (wrapper) revealSection(wrapper);
          return load();
        }),
  );
  // Memoized: a dehydrated boundary that receives new props before its code has arrived is
  // client-rendered (its HTML dropped for the fallback). Pass props that keep their identity.
  const Deferred = memo(function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      // `data-built`: the inline script of lazy-dom.ts marks a section it has built (for the
      // stylesheet), which React's render does not know of; hydration leaves the mark alone.
      <div ref={wrapper} data-deferred={name} suppressHydrationWarning>
        <Suspense fallback={placeholder}>
          {firstPaint ? (
            <Section {...props} />
          ) : (
            <InTextSection.Provider value>
              <PrerenderedLater section={<Section {...props} />} />
            </InTextSection.Provider>
          )}
          <Hydrated wrapper={wrapper} />
        </Suspense>
      </div>
    );
  });
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
