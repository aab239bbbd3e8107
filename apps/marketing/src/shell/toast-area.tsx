import { lazy, Suspense, useSyncExternalStore } from "react";

const Toasts = lazy(() => import("./toasts"));

/** notify.ts's event, written again (see there). */
const TOAST_AREA_EVENT = "novaline:toast-area";

const listeners = new Set<() => void>();
let requested = false;
// From the moment the shell's code runs, before any code that could have a message has loaded.
if (typeof window !== "undefined") {
  window.addEventListener(
    TOAST_AREA_EVENT,
    () => {
      requested = true;
      for (const listener of listeners) listener();
    },
    { once: true },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toast area of every page, rendered once the first message asks for it (notify.ts). */
export function ToastArea() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense>
      <Toasts />
    </Suspense>
  );
}
