import { useEffect, useSyncExternalStore } from "react";
import { loadErrorReporting } from "../monitoring/load-error-reporting";
import Tracking, { type TrackingProps } from "../tracking/tracking";
import BackToTop from "./back-to-top";
import { watchWorkAreas } from "./floating-yield";

const subscribeToNothing = () => () => undefined;
const inTheBrowser = () => true;
const atBuildTime = () => false;

/**
 * What the site runs once the page is idle, never before: the back-to-top button, the watch that
 * moves the floating buttons aside for forms (floating-yield.ts), page views, the consent notice
 * and the pixel, and error reporting when `VITE_SENTRY_DSN` is set (its SDK is a chunk of its own).
 */
export default function IdleServices(props: TrackingProps) {
  // Rendered in the browser only: at build time there is no visitor, no choice and no scroll.
  // (Hydration renders the build's snapshot, false, then the browser's.)
  const inBrowser = useSyncExternalStore(subscribeToNothing, inTheBrowser, atBuildTime);
  useEffect(loadErrorReporting, []);
  useEffect(watchWorkAreas, []);
  if (!inBrowser) return null;
  return (
    <>
      <BackToTop />
      <Tracking {...props} />
    </>
  );
}
