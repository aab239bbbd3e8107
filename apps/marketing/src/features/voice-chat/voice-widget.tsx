import { Mic } from "lucide-react";
import { VoiceCallContext } from "@novaline/voice-core/react";
import { lazy, Suspense, useContext, useEffect, useRef, useState } from "react";
import { onPanelRequest } from "./panel-request";
import type { ShellVoiceWidgetCopy } from "./voice-widget-copy";

// The panel's code loads when the visitor opens it (or points at the button).
const loadPanel = () => import("./voice-panel");
const VoicePanel = lazy(loadPanel);
// The dot and the tools load with the voice client: there is no call before it.
const OnCallDot = lazy(() => import("./on-call").then(({ OnCallDot }) => ({ default: OnCallDot })));
const CallTools = lazy(() => import("./on-call").then(({ CallTools }) => ({ default: CallTools })));

/** What the panel shows: the browser call, the "call me now" form, or the text chat. */
export type PanelView = "browser" | "phone" | "text";

function PanelLoading() {
  return (
    <div className="h-64 w-[min(22rem,calc(100vw-2rem))] animate-pulse rounded-3xl border border-border bg-card" />
  );
}

/**
 * The floating "Voice Chat" button and its panel, bottom-right on every page (spec). On phones it
 * steps aside while the visitor works in a form, unless its panel is open or a call is on
 * (app.css, shell/floating-yield.ts). Its code is not part of the first load (root.tsx).
 */
export default function VoiceWidget({
  copy,
  keptCall,
}: {
  copy: ShellVoiceWidgetCopy;
  /** Whether this tab was on a call when the page loaded (kept-call.ts): the panel opens to rejoin it. */
  keptCall: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted, hidden while closed: a phone demo under way (its card,
  // the call it follows) or the view the visitor chose is there again when they reopen it.
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<PanelView>("browser");
  // The booking card the agent opened (its showBookingLink tool), until the visitor closes it.
  const [booking, setBooking] = useState(false);
  const loaded = useContext(VoiceCallContext) !== null;
  // Set after hydration: the prerendered page has no call.
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const show = () => {
      setOpened(true);
      setOpen(true);
    };
    if (keptCall) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: after hydration
      setKept(true);
      show();
    }
    // A call button or the voice client has something to say (panel-request.ts), now or before
    // this code loaded: the panel opens and says it in its own flow.
    return onPanelRequest(show);
  }, [keptCall]);

  function close() {
    setOpen(false);
    launcher.current?.focus();
  }

  return (
    <div
      data-floating="voice"
      className="fixed right-4 bottom-(--floating-bottom) z-40 grid justify-items-end gap-3 transition-[translate,opacity,visibility] duration-(--duration-normal) motion-reduce:transition-none md:right-6 md:bottom-6"
    >
      {opened ? (
        <div hidden={!open}>
          <Suspense fallback={<PanelLoading />}>
            <VoicePanel
              copy={copy}
              open={open}
              kept={kept}
              onClose={close}
              view={view}
              onViewChange={setView}
              booking={booking}
              onBookingClose={() => {
                setBooking(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
      {loaded ? (
        <Suspense>
          <CallTools
            onShowBooking={() => {
              setView("browser");
              setBooking(true);
              setOpened(true);
              setOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
        className="relative inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand px-5 font-semibold text-brand-foreground shadow-glow transition-[filter] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring max-md:w-12 max-md:px-0"
      >
        <Mic aria-hidden="true" className="size-5" />
        {/* On phones a round icon: the name stays for screen readers. */}
        <span className="max-md:sr-only">{copy.openLabel}</span>
        {loaded ? (
          <Suspense>
            <OnCallDot />
          </Suspense>
        ) : null}
      </button>
    </div>
  );
}
