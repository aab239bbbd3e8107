import { init, captureException } from "@sentry/browser";
import { EARLY_ERRORS } from "./early-errors";

let started = false;

/**
 * Starts Sentry for `dsn` and sends the errors collected before it loaded. From then on Sentry's
 * own handlers report uncaught errors and unhandled rejections. Nothing personal is sent: no user
 * data, cookies, headers, bodies or query strings. Only the first call starts it (the idle
 * services and the error page may both ask); later calls do nothing.
 */
export function startErrorReporting(dsn: string, environment: string): void {
  if (started) return;
  started = true;
  init({
    dsn,
    environment,
    tracesSampleRate: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  const early = window[EARLY_ERRORS] ?? [];
  window[EARLY_ERRORS] = null;
  for (const error of early) captureException(error);
}
