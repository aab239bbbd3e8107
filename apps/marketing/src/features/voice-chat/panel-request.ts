// How a call button or the voice client brings up the Voice Chat panel, to show in its own flow
// what it has to say (the browser call is unavailable, or a call failed): never a toast over the
// page's header or the panel's controls. The widget's code loads on demand (root.tsx): a request
// made before it listens is kept for it, and an event on `window` tells the first load to load it
// (panel-opening.ts: it shares no module with this code, since a shared module becomes a chunk of
// its own, one more request on every page).

/** The event's name (panel-opening.ts listens for it; panel-request.test.ts checks they agree). */
export const PANEL_REQUEST_EVENT = "novaline:voice-panel";

const openers = new Set<() => void>();
/** A request made while no widget listened, which the first one to listen answers. */
let unanswered = false;

/** Opens the Voice Chat panel (it shows why): safe to call where the panel is already open. */
export function requestPanel(): void {
  if (openers.size === 0) unanswered = true;
  for (const open of openers) open();
  window.dispatchEvent(new Event(PANEL_REQUEST_EVENT));
}

/**
 * Calls `open` whenever the panel is asked for, and at once if it was asked for before anyone
 * listened; returns the stop.
 */
export function onPanelRequest(open: () => void): () => void {
  openers.add(open);
  if (unanswered) {
    unanswered = false;
    open();
  }
  return () => {
    openers.delete(open);
  };
}
