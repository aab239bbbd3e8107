// The widget's side of panel-request.ts, in the first load. The event's name is written here
// again, not imported (see panel-request.ts); panel-request.test.ts checks that the two agree.
const PANEL_REQUEST_EVENT = "novaline:voice-panel";

/** Calls `open` whenever a call button or the voice client asks for the panel; returns the stop. */
export function onPanelRequest(open: () => void): () => void {
  window.addEventListener(PANEL_REQUEST_EVENT, open);
  return () => {
    window.removeEventListener(PANEL_REQUEST_EVENT, open);
  };
}
