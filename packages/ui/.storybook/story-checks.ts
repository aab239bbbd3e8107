// What a rendered story must not break, checked in the real browser (jsdom cannot): each function
// returns the problems it finds as "check: detail" lines.
import axe from "axe-core";

/**
 * Fonts, overflow and clipping in `root`:
 *   - fonts: the brand face ("Inter Variable") is loaded and is the face text is set in
 *     (monospace, for code, is a face a component chooses on purpose);
 *   - overflow: the page never scrolls sideways;
 *   - clipping: no text a reader can reach is cut off by a container that hides its overflow
 *     (text hidden on purpose, aria-hidden or inert, and ellipsis truncation are fine).
 */
export async function layoutProblems(root: Element): Promise<string[]> {
  await document.fonts.ready;
  const problems: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let hasText = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    const family = getComputedStyle(parent).fontFamily;
    const first = family.split(",")[0]?.trim().replaceAll('"', "") ?? "";
    if (first === "Inter Variable") hasText = true;
    else if (!/mono/i.test(family)) {
      problems.push(`font: "${node.textContent.trim().slice(0, 40)}" is set in ${family}`);
      break;
    }
  }
  const inter = [...document.fonts].filter(
    (face) => face.family.replaceAll('"', "") === "Inter Variable",
  );
  if (hasText && !inter.some((face) => face.status === "loaded")) {
    problems.push("font: Inter Variable is not loaded");
  }
  for (const box of root.querySelectorAll("*")) {
    if (!/hidden|clip/.test(getComputedStyle(box).overflowX)) continue;
    const cut = clippedContent(box);
    if (cut) {
      const name = box.getAttribute("aria-label") ?? (box.getAttribute("class") ?? "").slice(0, 60);
      problems.push(`clipping: "${cut}" is cut off by ${box.tagName.toLowerCase()} (${name})`);
      break;
    }
  }
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`overflow: the page is ${overflow}px wider than the viewport`);
  return problems;
}

/** The first text, image, link or button a reader can reach that sticks out of `box` sideways. */
function clippedContent(box: Element): string | undefined {
  const frame = box.getBoundingClientRect();
  if (frame.width <= 2 || frame.height <= 2) return undefined; // visually hidden text
  const outside = (rect: DOMRect) =>
    rect.width > 0 && (rect.right > frame.right + 1 || rect.left < frame.left - 1);
  const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (parent.closest('[aria-hidden="true"], [inert]')) continue;
    const style = getComputedStyle(parent);
    if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(outside)) return node.textContent.trim().slice(0, 40);
  }
  // Images with a text alternative and links or buttons are content too.
  for (const item of box.querySelectorAll("img:not([alt='']), [role='img'], a, button")) {
    if (item.closest('[aria-hidden="true"], [inert]')) continue;
    if (!outside(item.getBoundingClientRect())) continue;
    const label =
      item.getAttribute("alt") ??
      item.getAttribute("aria-label") ??
      item.querySelector("img")?.getAttribute("alt") ??
      item.textContent;
    return `${item.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`;
  }
  return undefined;
}

/** axe's violations in `root` (colour contrast included), one line each. */
export async function axeProblems(root: Element): Promise<string[]> {
  const { violations } = await axe.run(root, {
    // Stories are fragments, not pages with landmarks.
    rules: { region: { enabled: false } },
    // Every violation in full; the passes are not collected element by element.
    resultTypes: ["violations"],
  });
  return violations.map(
    (v) =>
      `axe: ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes[0]?.target.join(" ") ?? ""} ${v.nodes[0]?.failureSummary ?? ""}`,
  );
}
