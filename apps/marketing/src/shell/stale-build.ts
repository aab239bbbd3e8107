// After a deploy, a tab still running the old build asks for scripts the host no longer has.
// React Router reloads the page when a page's own module fails, but the page the visitor was on,
// not the one they clicked; a section's or a feature's script fails with an error. Both end
// here: the tab loads the new build once, where the visitor was going, and never loops.

/** When this tab last reloaded onto a new build (sessionStorage). */
const RELOADED_AT = "novaline:stale-reload";
/** Where a navigation in progress is going, and since when: `[ms, path]` (sessionStorage). */
const GOING_TO = "novaline:navigating-to";
/** Reloads at most once a minute: a build that keeps failing gets its error page, not a loop. */
const RELOAD_GAP_MS = 60_000;

/** Whether `error` is a script of this build that the browser could not load. */
export function isStaleBuildError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed/i.test(error.message)
  );
}

/**
 * Loads the new build at `to` (this page by default), unless it did so a minute ago or the
 * browser is offline (then the script is missing for another reason, and a reload would fail).
 */
export function reloadOntoNewBuild(to?: string): boolean {
  const recent = Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < RELOAD_GAP_MS;
  if (recent || !navigator.onLine) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  if (to) location.replace(to);
  else location.reload();
  return true;
}

/** Keeps where the navigation in progress goes (`undefined`: none), for `watchForStaleBuild`. */
export function noteNavigation(to: { pathname: string; search: string; hash: string } | undefined) {
  if (to)
    sessionStorage.setItem(
      GOING_TO,
      JSON.stringify([Date.now(), to.pathname + to.search + to.hash]),
    );
  else sessionStorage.removeItem(GOING_TO);
}

/**
 * Runs as the page's code starts. When the router reloaded this page because the next page's
 * script was gone (a reload within seconds of a navigation that never finished), goes on to
 * that page; a feature's script that a deploy removed (the voice call, the toasts) reloads too.
 */
export function watchForStaleBuild() {
  window.addEventListener("unhandledrejection", ({ reason }) => {
    if (isStaleBuildError(reason)) reloadOntoNewBuild();
  });
  const noted = sessionStorage.getItem(GOING_TO);
  if (!noted) return;
  sessionStorage.removeItem(GOING_TO);
  const [at, to] = JSON.parse(noted) as [number, string];
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (entry?.type === "reload" && Date.now() - at < 10_000) reloadOntoNewBuild(to);
}
