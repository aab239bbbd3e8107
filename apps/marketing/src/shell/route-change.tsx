import { useEffect, useRef, useState } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "../shared/motion";
import { focusSection } from "./focus-section";

const positionKey = (key: string) => `scroll:${key}`;

/** Calls `found` with the element of `id` once it is in the document (looking for up to 10 s). */
function whenRendered(id: string, found: (element: HTMLElement) => void): () => void {
  let tries = 50;
  const timer = setInterval(() => {
    const element = document.getElementById(id);
    if (element) found(element);
    if (element || !--tries) clearInterval(timer);
  }, 200);
  return () => {
    clearInterval(timer);
  };
}

/**
 * What a page change does besides rendering the page (spec "Route table"): scroll to the top
 * smoothly (at once under reduced motion), or back to where the visitor was on Back/Forward;
 * move focus to the new page's main heading (or to the section its `#hash` names); and announce the page's title to screen readers.
 */
export function RouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState("");
  // The page the effect below last handled: at first the prerendered one, which the browser has
  // placed already and which has nothing to announce. (Not a "first render" flag: under
  // StrictMode, in development, the effect runs twice on mount, and the second run then moved
  // focus and set a tabindex on the heading of a page still hydrating.)
  const handledPath = useRef(location.pathname);
  const currentKey = useRef(location.key);

  // Remember where the visitor was on each history entry, for Back/Forward. Saved at the moment
  // they leave it (a click that may navigate, Back/Forward, leaving the site), before the next
  // page replaces this one and the browser clamps the scroll position.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => {
      sessionStorage.setItem(positionKey(currentKey.current), String(window.scrollY));
    };
    document.addEventListener("click", save, true);
    window.addEventListener("popstate", save);
    window.addEventListener("pagehide", save);
    return () => {
      document.removeEventListener("click", save, true);
      window.removeEventListener("popstate", save);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useEffect(() => {
    if (handledPath.current === location.pathname) return;
    handledPath.current = location.pathname;
    const behavior = scrollBehavior();
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
    const target = id ? document.getElementById(id) : null;
    let stopWaiting: () => void = () => undefined;
    if (navigationType === NavigationType.Pop) {
      window.scrollTo({
        top: Number(sessionStorage.getItem(positionKey(location.key)) ?? 0),
        behavior: "instant",
      });
    } else if (target) {
      target.scrollIntoView({ behavior });
    } else {
      window.scrollTo({ top: 0, behavior });
      // The section of the hash may load on demand: go to it once it is there.
      if (id) {
        stopWaiting = whenRendered(id, (section) => {
          section.scrollIntoView({ behavior });
          focusSection(section);
        });
      }
    }
    // Focus goes where the visitor was sent: the section of the hash, else the page's heading.
    const heading = target ?? document.querySelector<HTMLElement>("main h1");
    if (heading) focusSection(heading);
    setAnnouncement(document.title);
    return stopWaiting;
    // Only a new page counts, not a change of query (the ROI sliders) or of hash.
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
