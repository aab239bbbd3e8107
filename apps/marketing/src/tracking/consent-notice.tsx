import type { ConsentNoticeCopy } from "@novaline/content";
import { Button } from "@novaline/ui";
import { useEffect, useId, useRef } from "react";
import { InlineMarkdown } from "./inline-markdown";
import type { ConsentState } from "./choices";

export interface ConsentNoticeProps {
  copy: ConsentNoticeCopy;
  /** The choice in force (`denied` under Global Privacy Control). */
  consent: ConsentState;
  /** The browser sends Global Privacy Control: nothing to choose, only to explain. */
  gpc: boolean;
  /** Opened from "Cookie settings": focus moves in, and it can be closed without choosing. */
  fromSettings: boolean;
  onChoose: (choice: "granted" | "denied") => void;
  onClose: () => void;
}

/**
 * The cookie notice: a small panel at the bottom of the screen, not a modal, so the page stays
 * usable while it waits for an answer.
 */
export function ConsentNotice({
  copy,
  consent,
  gpc,
  fromSettings,
  onChoose,
  onClose,
}: ConsentNoticeProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (fromSettings) heading.current?.focus();
  }, [fromSettings]);

  return (
    // Escape closes the settings when focus is in the notice (not a key press elsewhere).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      onKeyDown={(event) => {
        if (fromSettings && event.key === "Escape") onClose();
      }}
      aria-labelledby={titleId}
      data-consent-notice=""
      data-state={consent}
      className="fixed inset-x-3 bottom-3 z-50 grid max-h-[80dvh] gap-3 overflow-y-auto rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-2xl sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <h2 ref={heading} id={titleId} tabIndex={-1} className="text-lg font-bold outline-none">
        {copy.title}
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {gpc ? copy.gpcNotice : <InlineMarkdown text={copy.body} />}
      </p>
      <div className="flex flex-wrap gap-2">
        {gpc ? null : (
          <>
            <Button
              size="sm"
              aria-pressed={fromSettings ? consent === "granted" : undefined}
              onClick={() => {
                onChoose("granted");
              }}
            >
              {copy.acceptLabel}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-pressed={fromSettings ? consent === "denied" : undefined}
              onClick={() => {
                onChoose("denied");
              }}
            >
              {copy.declineLabel}
            </Button>
          </>
        )}
        {fromSettings ? (
          <Button size="sm" variant="ghost" onClick={onClose}>
            {copy.closeLabel}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
