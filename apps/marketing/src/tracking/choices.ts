// The visitor's choice about advertising cookies (the Meta pixel), kept in localStorage. A browser
// that sends Global Privacy Control has said no already: it is never asked and never tracked.

/** What the visitor chose; `unasked` until they choose. */
export type ConsentState = "granted" | "denied" | "unasked";

const STORAGE_KEY = "novaline:ad-consent";

/** Whether the browser sends a Global Privacy Control signal (`navigator.globalPrivacyControl`). */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The choice in force: a saved one, `denied` under Global Privacy Control, else `unasked`. */
export function consentState(): ConsentState {
  if (sendsGlobalPrivacyControl()) return "denied";
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "granted" || saved === "denied" ? saved : "unasked";
  } catch {
    // Storage blocked (some privacy modes): ask again on each visit.
    return "unasked";
  }
}

/** Remembers the visitor's choice (in this browser). */
export function saveConsent(choice: "granted" | "denied"): void {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not remembered; the choice still applies to this visit.
  }
}

// "Cookie settings" in the footer asks to reopen the notice. The footer may be clicked before the
// notice's code has loaded: the request waits for it.
let settingsRequested = false;
let onSettingsRequest: (() => void) | undefined;

/** Opens the consent notice so the visitor can change their choice. */
export function openConsentSettings(): void {
  if (onSettingsRequest) onSettingsRequest();
  else settingsRequested = true;
}

/** Called by the notice: `open` runs now if settings were already asked for, and on each request. */
export function handleConsentSettings(open: () => void): () => void {
  onSettingsRequest = open;
  if (settingsRequested) {
    settingsRequested = false;
    open();
  }
  return () => {
    if (onSettingsRequest === open) onSettingsRequest = undefined;
  };
}
