// Whether this tab kept a call before the page loaded: the first load looks, so that the voice
// code loads at once only for a visitor who was on a call.

/**
 * The key call-resume.ts keeps the call under. Written here again, not imported: a module that
 * the first load and the lazy voice code share becomes a chunk of its own, one more request on
 * every page. kept-call.test.ts checks that the two agree.
 */
const KEPT_CALL_KEY = "novaline:voice-call";

/** Whether this tab kept a call before the page loaded (a look at one key; storage may be blocked). */
export function hasKeptCall(): boolean {
  try {
    return sessionStorage.getItem(KEPT_CALL_KEY) !== null;
  } catch {
    return false;
  }
}
