/**
 * Loads and starts error reporting when the build has a Sentry DSN (`VITE_SENTRY_DSN`); without
 * one it does nothing. The SDK is a chunk of its own, fetched on the first call; later calls
 * reuse it.
 */
export function loadErrorReporting(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!dsn) return;
  void import("./error-reporting").then(({ startErrorReporting }) => {
    startErrorReporting(dsn, import.meta.env.MODE);
  });
}
