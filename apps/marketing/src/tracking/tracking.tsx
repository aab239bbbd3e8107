import type { ConsentNoticeCopy } from "@novaline/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { notify } from "../shell/notify";
import {
  consentState,
  handleConsentSettings,
  saveConsent,
  sendsGlobalPrivacyControl,
  type ConsentState,
} from "./choices";
import { ConsentNotice } from "./consent-notice";
import { loadMetaPixel, revokeMetaPixel } from "./meta-pixel";
import { track } from "./events";

export interface TrackingProps {
  copy: ConsentNoticeCopy;
  /** Meta pixel id; without one nothing is loaded and nobody is asked. */
  pixelId?: string | undefined;
}

/**
 * Mounted once the page is idle: asks for consent (when a pixel is configured), loads the pixel
 * once it is granted, and reports a PageView on every route change.
 */
export default function Tracking({ copy, pixelId }: TrackingProps) {
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<ConsentState>(consentState);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const reported = useRef<string | null>(null);

  useEffect(
    () =>
      handleConsentSettings(() => {
        returnFocus.current = document.activeElement as HTMLElement | null;
        setSettingsOpen(true);
      }),
    [],
  );

  useEffect(() => {
    if (pixelId && consent === "granted") loadMetaPixel(pixelId);
  }, [pixelId, consent]);

  // One PageView per page, and only with consent (a withdrawn and re-given consent does not
  // count the same page twice).
  useEffect(() => {
    if (consent !== "granted" || reported.current === pathname) return;
    reported.current = pathname;
    track("PageView");
  }, [pathname, consent]);

  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    returnFocus.current?.focus();
  }, []);

  const choose = (choice: "granted" | "denied") => {
    saveConsent(choice);
    if (choice === "denied") revokeMetaPixel();
    setConsent(choice);
    if (settingsOpen) closeSettings();
    // The first notice goes away with the focused button: focus goes back to the page.
    else document.getElementById("main")?.focus({ preventScroll: true });
    notify("success", copy.savedMessage);
  };

  const asking = Boolean(pixelId) && consent === "unasked";
  if (!asking && !settingsOpen) return null;
  return (
    <ConsentNotice
      copy={copy}
      consent={consent}
      gpc={sendsGlobalPrivacyControl()}
      fromSettings={settingsOpen}
      onChoose={choose}
      onClose={closeSettings}
    />
  );
}
