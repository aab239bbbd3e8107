// How a call button or the voice client brings up the Voice Chat panel, to show in its own flow
// what it has to say (the browser call is unavailable, or a call failed): never a toast over the
// page's header or the panel's controls. An event on `window`, so that the first load (the
// widget, which opens the panel: panel-opening.ts) and the voice code that loads on demand
// share no module (a shared module becomes a chunk of its own, one more request on every page).

/** The event's name (panel-opening.ts listens for it; panel-request.test.ts checks they agree). */
export const PANEL_REQUEST_EVENT = "novaline:voice-panel";

/** Opens the Voice Chat panel (it shows why): safe to call where the panel is already open. */
export function requestPanel(): void {
  window.dispatchEvent(new Event(PANEL_REQUEST_EVENT));
}
