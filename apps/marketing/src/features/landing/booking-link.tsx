import type { ComponentProps } from "react";
import { scrollBehavior } from "../../shared/motion";
import { revealThrough } from "../../shared/lazy-dom";

/**
 * Scrolls to the element the link's `#hash` names (at once under reduced motion) and moves focus
 * to it, so keyboard and screen-reader users continue from there. False if it is not on the page.
 */
export function scrollToAnchor(href: string): boolean {
  const id = new URL(href, window.location.href).hash.slice(1);
  if (id) revealThrough(id);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // Sections off screen are laid out at an estimated height until they are first shown
  // (content-visibility: auto), which would move the target during the scroll: lay them out now.
  for (const section of document.querySelectorAll<HTMLElement>("[data-deferred]"))
    section.style.contentVisibility = "visible";
  target.scrollIntoView({ behavior: scrollBehavior() });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * A link to a section of this page (the landing page's booking section) that scrolls there
 * smoothly. Without JavaScript it is an ordinary anchor link.
 */
export function BookingLink({
  href,
  onClick,
  children,
  ...props
}: ComponentProps<"a"> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && scrollToAnchor(href)) event.preventDefault();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
