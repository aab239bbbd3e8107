import type { ToastApi, ToastOptions } from "@novaline/ui";

// The toast area (Sonner, ~17 KB) is not part of any page's first load, and neither is this
// module: it loads with the code that has something to say. Its first message asks the shell for
// the toast area (toast-area.tsx), which loads, mounts, and shows the message once it listens.

/**
 * The event that asks the shell for its toast area. toast-area.tsx writes the name again rather
 * than import it (it would pull this module into every page's first load); notify.test.ts checks
 * that the two agree.
 */
export const TOAST_AREA_EVENT = "novaline:toast-area";

let requested = false;
let markReady: (toast: ToastApi) => void = () => undefined;
const ready = new Promise<ToastApi>((resolve) => {
  markReady = resolve;
});

/** Called by the mounted toast area once it listens for messages. */
export function toastAreaReady(toast: ToastApi) {
  markReady(toast);
}

type Kind = "message" | "success" | "error";

/**
 * Shows a toast, top-centre. Safe to call from any event handler; the first call loads the toast
 * area.
 */
export function notify(kind: Kind, message: string, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    window.dispatchEvent(new Event(TOAST_AREA_EVENT));
  }
  void ready.then((toast) => {
    if (kind === "message") toast(message, options);
    else toast[kind](message, options);
  });
}
