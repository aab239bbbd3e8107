/**
 * Marks the page (`html[data-floating-yield]`) while the visitor works in it: a form or a demo
 * (`[data-yield-floating]`) fills a good part of the screen, or focus is in a form. The product
 * page's fixed booking link steps aside meanwhile (app.css), so it never covers a field, a result
 * or its buttons. Loaded once the page is idle: nothing moves before the visitor does.
 */
export function watchWorkAreas(): () => void {
  const root = document.documentElement;
  const inView = new Set<Element>();
  let focused = false;
  const update = () => {
    root.toggleAttribute("data-floating-yield", focused || inView.size > 0);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A quarter of the screen, or all of a short form.
        const fills =
          entry.isIntersecting &&
          (entry.intersectionRect.height > window.innerHeight / 4 || entry.intersectionRatio > 0.9);
        if (fills) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      update();
    },
    { threshold: [0, 0.25, 0.5, 0.75, 0.9, 1] },
  );
  const observe = () => {
    for (const area of document.querySelectorAll("main form, [data-yield-floating]")) {
      observer.observe(area);
    }
  };
  observe();
  // Sections that load on demand bring their forms later.
  const added = new MutationObserver(observe);
  added.observe(document.body, { childList: true, subtree: true });
  const onFocus = () => {
    focused = document.activeElement?.closest("form") !== null;
    update();
  };
  document.addEventListener("focusin", onFocus);
  document.addEventListener("focusout", onFocus);
  return () => {
    observer.disconnect();
    added.disconnect();
    document.removeEventListener("focusin", onFocus);
    document.removeEventListener("focusout", onFocus);
    root.removeAttribute("data-floating-yield");
  };
}
