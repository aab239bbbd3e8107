// Errors can happen before the error-reporting SDK has loaded (it waits until the page is idle).
// A few bytes of inline script in <head> keep them until the SDK takes over and sends them.

/** The global list the inline script fills; the SDK empties it and sets it to null. */
export const EARLY_ERRORS = "__novalineEarlyErrors";

declare global {
  interface Window {
    [EARLY_ERRORS]?: unknown[] | null;
  }
}

/** Inline script for <head>: collects uncaught errors and unhandled rejections (at most 20). */
export const earlyErrorsScript = `(function(){window.${EARLY_ERRORS}=[];function k(e){var q=window.${EARLY_ERRORS};q&&q.length<20&&q.push(e.reason||e.error||String(e.message))}addEventListener("error",k);addEventListener("unhandledrejection",k)})()`;
