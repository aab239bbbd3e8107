/**
 * Moves keyboard and screen-reader focus to a section the visitor was sent to (a `#hash` link,
 * the footer's service links): its heading when it has one, else the section itself. Scrolling
 * is the caller's; focus never scrolls.
 */
export function focusSection(section: HTMLElement) {
  const target = section.querySelector<HTMLElement>("h1, h2, h3") ?? section;
  // Focusable by script only (a heading's default; a section's too once set).
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
