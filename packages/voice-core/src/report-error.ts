/**
 * Reports an error thrown by someone else's code (a subscriber, an event listener) without
 * letting it interrupt ours: it is rethrown asynchronously, where the page's error reporting
 * (`window.onerror`, the console) sees it.
 */
export function reportError(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

/** Calls `listener`; if it throws, reports the error and carries on. */
export function callGuarded<A extends unknown[]>(listener: (...args: A) => void, ...args: A): void {
  try {
    listener(...args);
  } catch (error) {
    reportError(error);
  }
}
