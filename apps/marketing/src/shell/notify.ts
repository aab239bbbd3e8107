import type { ToastApi, ToastOptions } from "@novaline/ui";

// The toast area (Sonner, ~17 KB) is not part of any page's first load: the first message loads
// it, mounts it, and is shown once it listens.

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;
let markReady: (toast: ToastApi) => void = () => undefined;
const ready = new Promise<ToastApi>((resolve) => {
  markReady = resolve;
});

/** Whether a message has asked for the toast area (so the shell renders it). */
export const toastAreaRequested = () => requested;

export function subscribeToastArea(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

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
    for (const listener of listeners) listener();
  }
  void ready.then((toast) => {
    if (kind === "message") toast(message, options);
    else toast[kind](message, options);
  });
}
