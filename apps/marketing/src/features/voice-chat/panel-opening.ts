// The first load's side of panel-request.ts: the widget's code loads when the panel is first
// asked for, if not before. The event's name is written here again, not imported (see
// panel-request.ts); panel-request.test.ts checks that the two agree.
const PANEL_REQUEST_EVENT = "novaline:voice-panel";

/** Resolves the first time a call button or the voice client asks for the panel. */
export function whenPanelRequested(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(
      PANEL_REQUEST_EVENT,
      () => {
        resolve();
      },
      { once: true },
    );
  });
}
