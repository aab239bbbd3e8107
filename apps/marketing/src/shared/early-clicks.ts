// A click made before the page's scripts have run reaches a button with no handler yet: on a
// phone network the scripts may come seconds after the page shows. A few bytes of inline script
// in <head> note such clicks until the page has hydrated; each part of the page carries out the
// ones made on it once it can (see `deferred` and the root's hydration).

/** The global list the inline script fills. */
export const EARLY_CLICKS = "__novalineEarlyClicks";

declare global {
  interface Window {
    [EARLY_CLICKS]?: Element[] & { closed?: boolean };
  }
}

/**
 * Inline script for <head>: notes the control of each click (at most 5) until hydration starts
 * (entry.client.tsx sets `closed`: from then on React answers a click itself, hydrating at once the
 * part of the page it lands in, and noting it too would make it twice). Only buttons and tabs, which scripts carry out: links, summaries
 * and form fields work without them, and making their click again would do it twice.
 */
export const earlyClicksScript = `(function(){var q=window.${EARLY_CLICKS}=[];addEventListener("click",function(e){var t=e.target;if(q.closed||q.length>4||!(t instanceof Element))return;t=t.closest('button:not([type="submit"]),[role="tab"]');t&&q.push(t)},true)})()`;

/**
 * Takes off the list the controls clicked before the scripts ran that lie inside `within`, or,
 * without it, those outside every deferred section (which take their own).
 */
export function takeEarlyClicks(within?: Element): Element[] {
  const list = window[EARLY_CLICKS] ?? [];
  const taken = list.filter((control) =>
    within ? within.contains(control) : !control.closest("[data-deferred]"),
  );
  // In place: the inline script may still be adding to this array.
  for (const control of taken) list.splice(list.indexOf(control), 1);
  return taken;
}

/**
 * Makes again a click the visitor made before `control` could take it: the whole press, since
 * some controls act on the pointer going down (tabs, menus) and others on the click, and the
 * focus the press would have given it.
 */
export function replayClick(control: HTMLElement) {
  control.focus({ preventScroll: true });
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    control.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true }));
  }
  control.click();
}
