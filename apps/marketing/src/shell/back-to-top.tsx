import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { scrollBehavior } from "../shared/motion";

/** How far down the page the button appears: about two screens of a phone. */
const SHOW_AFTER_PX = 1200;

/**
 * A floating "Back to top" button, shown once the visitor is well down a long page: beside the
 * Voice Chat button on phones, above it on wider screens. It moves focus to the skip target at
 * the top, so keyboard users land where they expect.
 */
export default function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > SHOW_AFTER_PX);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <button
      type="button"
      aria-label="Back to top"
      data-floating="top"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-19 bottom-[calc(var(--floating-bottom)+0.125rem)] z-30 grid size-11 place-items-center rounded-full border border-border bg-card text-foreground shadow-elevated transition-[translate,opacity,visibility,background-color] duration-(--duration-normal) hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none md:right-6 md:bottom-24"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
