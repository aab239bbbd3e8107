import { adminCopy } from "@novaline/content";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@novaline/ui";
import { Keyboard } from "lucide-react";
import { useEffect, useState } from "react";
import { useAssignToMe } from "./use-assign-to-me.js";

const copy = adminCopy.inquiries.shortcuts;

/** Where typing goes: a shortcut there would eat the visitor's letters. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Moves focus to the next (`step` 1) or previous (-1) inquiry's open button. */
function focusInquiry(step: 1 | -1) {
  // The table's or, on a phone, the cards' buttons: one of the two is on the page.
  const buttons = Array.from(document.querySelectorAll<HTMLElement>("[data-inquiry-id]"));
  if (buttons.length === 0) return;
  const current = buttons.findIndex((button) => button === document.activeElement);
  const next = current === -1 ? (step === 1 ? 0 : buttons.length - 1) : current + step;
  const target = buttons[Math.min(Math.max(next, 0), buttons.length - 1)];
  // Focus brings it into view.
  target?.focus();
}

/**
 * The inbox's keyboard shortcuts: `/` search, `j`/`k` next and previous inquiry (Enter opens
 * it, Esc closes it), `a` assigns the focused inquiry to me, `?` lists them. None fires while the
 * staff member types in a field or a panel is open (the panel handles `a` itself). Renders the
 * button and the dialog that list them.
 */
export function InboxShortcuts({ searchId }: { searchId: string }) {
  const [open, setOpen] = useState(false);
  const { assign } = useAssignToMe();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      if (event.key === "/") {
        event.preventDefault();
        document.getElementById(searchId)?.focus();
      } else if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        focusInquiry(event.key === "j" ? 1 : -1);
      } else if (event.key === "a") {
        const focused =
          document.activeElement instanceof HTMLElement
            ? document.activeElement.dataset.inquiryId
            : undefined;
        if (focused === undefined) return;
        event.preventDefault();
        assign(focused);
      } else if (event.key === "?") {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [searchId, assign]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A phone has no keyboard to use them with: the button is for wider screens. */}
      <Button
        variant="ghost"
        size="sm"
        className="max-sm:hidden"
        aria-keyshortcuts="?"
        onClick={() => {
          setOpen(true);
        }}
      >
        <Keyboard aria-hidden="true" />
        {copy.openLabel}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {copy.items.map((item) => (
            <div key={item.label} className="contents">
              <dt className="flex gap-1">
                {item.keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{item.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
