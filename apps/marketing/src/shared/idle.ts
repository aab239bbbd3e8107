/** Resolves once the browser is idle (or after `timeout` ms at the latest). */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(
        () => {
          resolve();
        },
        { timeout },
      );
    } else {
      setTimeout(resolve, 200);
    }
  });
}
