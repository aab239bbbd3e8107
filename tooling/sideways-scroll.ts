// Browser tests: WCAG 1.4.10 (Reflow), which axe does not check. Content wider than a phone,
// such as a table, has to scroll in a frame of its own, never the whole page.
import type { Page } from "@playwright/test";

/**
 * What makes `page` (a Playwright page) scroll sideways at its current width: a line saying how
 * wide the page is, then the outermost elements that stick out of the window; empty when nothing does.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { clientWidth, scrollWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const describe = (element: Element) =>
      [element.tagName.toLowerCase(), ...[...element.classList].slice(0, 3)].join(".");
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > clientWidth + 1;
    const outermost = [...document.body.querySelectorAll("*")].filter(
      (element) => sticksOut(element) && !sticksOut(element.parentElement),
    );
    return [
      `the page is ${String(scrollWidth)} px wide in a ${String(clientWidth)} px window`,
      ...outermost.map(describe),
    ];
  });
}
