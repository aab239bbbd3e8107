/** What the floating buttons make room for: the page's forms and its demos and calendar. */
export const WORK_AREAS = "main form, main [data-yield-floating]";

/**
 * Marks the page (`html[data-floating-yield]`) while the visitor works in it: focus is in a form
 * or a demo (`[data-yield-floating]`), or one of them reaches into the bottom quarter of the
 * screen, where the floating buttons sit. On phones the buttons step aside meanwhile (app.css),
 * so none covers a field, its hint, a result or a button. Focus on a control elsewhere brings
 * them back at once, so the keyboard reaches the Voice Chat button after the last field.
 * Started once the page is idle (shell/idle-services.tsx): nothing of it runs while it hydrates.
 */
export function watchWorkAreas(): () => void {
  const root = document.documentElement;
  const underButtons = new Set<Element>();
  const update = () => {
    const active = document.activeElement;
    const focusInArea = active?.closest(WORK_AREAS) != null;
    // A heading or <main> focused after a navigation is not a control the visitor moved to.
    const focusElsewhere =
      !focusInArea &&
      (active instanceof HTMLElement || active instanceof SVGElement) &&
      active.tabIndex >= 0;
    for (const area of underButtons) if (!area.isConnected) underButtons.delete(area);
    root.toggleAttribute(
      "data-floating-yield",
      focusInArea || (!focusElsewhere && underButtons.size > 0),
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) underButtons.add(entry.target);
        else underButtons.delete(entry.target);
      }
      update();
    },
    // The bottom quarter of the viewport.
    { rootMargin: "-75% 0px 0px 0px" },
  );
  const observe = () => {
    for (const area of document.querySelectorAll(WORK_AREAS)) observer.observe(area);
  };
  observe();
  // Sections that load on demand bring their forms later: looked for once a frame at most.
  let pending = 0;
  const added = new MutationObserver(() => {
    pending ||= requestAnimationFrame(() => {
      pending = 0;
      observe();
    });
  });
  added.observe(document.body, { childList: true, subtree: true });
  // Focus moving to another element is followed by its focusin; only a focus lost to nothing
  // (a tap on the page) is settled at focusout.
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) update();
  };
  document.addEventListener("focusin", update);
  document.addEventListener("focusout", onFocusOut);
  return () => {
    observer.disconnect();
    added.disconnect();
    cancelAnimationFrame(pending);
    document.removeEventListener("focusin", update);
    document.removeEventListener("focusout", onFocusOut);
    root.removeAttribute("data-floating-yield");
  };
}
