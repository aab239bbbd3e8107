import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToastArea, toastAreaRequested } from "./notify";

const Toasts = lazy(() => import("./toasts"));

/** The toast area of every page, rendered once the first message asks for it. */
export function ToastArea() {
  const requested = useSyncExternalStore(subscribeToastArea, toastAreaRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense>
      <Toasts />
    </Suspense>
  );
}
