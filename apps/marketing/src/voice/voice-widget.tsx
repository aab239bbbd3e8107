import type { VoiceWidgetCopy } from "@novaline/content";
import { Mic } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useVoiceClient, useVoiceSnapshot } from "./voice-store";

// The panel's code loads when the visitor opens it (or points at the button).
const loadPanel = () => import("./voice-panel");
const VoicePanel = lazy(loadPanel);

function PanelLoading() {
  return (
    <div className="h-64 w-[min(22rem,calc(100vw-2rem))] animate-pulse rounded-3xl border border-border bg-card" />
  );
}

/** The floating "Voice Chat" button and its panel, bottom-right on every page (spec). */
export function VoiceWidget({ copy }: { copy: VoiceWidgetCopy }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted, hidden while closed: a phone demo under way (its card,
  // the call it follows) or the view the visitor chose is there again when they reopen it.
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const voice = useVoiceClient();
  const { state } = useVoiceSnapshot(voice);
  const onCall = state.status === "active" || state.status === "reconnecting";

  function close() {
    setOpen(false);
    launcher.current?.focus();
  }

  return (
    <div
      data-floating="voice"
      className="fixed right-4 bottom-4 z-40 grid justify-items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {opened ? (
        <div hidden={!open}>
          <Suspense fallback={<PanelLoading />}>
            <VoicePanel copy={copy} open={open} onClose={close} />
          </Suspense>
        </div>
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
        className="relative inline-flex h-12 items-center gap-2 rounded-full bg-brand px-5 font-semibold text-brand-foreground shadow-glow transition-[filter] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Mic aria-hidden="true" className="size-5" />
        <span data-voice-label>{copy.openLabel}</span>
        {onCall ? (
          <span className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full border-2 border-background bg-danger motion-safe:animate-pulse">
            <span className="sr-only"> (call in progress)</span>
          </span>
        ) : null}
      </button>
    </div>
  );
}
