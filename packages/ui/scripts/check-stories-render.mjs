#!/usr/bin/env node
// Renders every story of the built Storybook (storybook-static/) in headless Chromium at 390 and
// 1280 px, in the light and the dark theme, with reduced motion, and checks what jsdom cannot:
//   - fonts: the brand face ("Inter Variable") is loaded and is the face text is set in;
//   - overflow: the page never scrolls sideways;
//   - clipping: no text a reader can reach is cut off by a container that hides its overflow
//     (text hidden on purpose, aria-hidden or inert, and ellipsis truncation are fine);
//   - accessibility: axe finds no violation (colour contrast included) at either width, in
//     either theme.
// Writes test-results/stories-render.json ({ passed, failed }) for the repo's test total.
// Usage: pnpm build-storybook && node scripts/check-stories-render.mjs   (RENDER_FILTER=id-part)
import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { inPages, launchChromium, serveStorybook, storyUrl } from "./lib/storybook-static.mjs";

const widths = [390, 1280];
const themes = ["light", "dark"];

const { origin, stories, close } = await serveStorybook(process.env.RENDER_FILTER ?? "");
const browser = await launchChromium();

/** What one rendered story state breaks, as a list of check names with details. */
async function inspect(page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const problems = [];
    // Text in the story must be set in the brand face (or a face a component chose on purpose:
    // monospace for code), and that face must have loaded.
    const root = document.querySelector("#storybook-root") ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let hasText = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      const family = getComputedStyle(parent).fontFamily;
      const first = family.split(",")[0]?.trim().replaceAll('"', "") ?? "";
      if (first === "Inter Variable") hasText = true;
      else if (!/mono/i.test(family)) {
        problems.push(["font", `"${node.textContent.trim().slice(0, 40)}" is set in ${family}`]);
        break;
      }
    }
    const inter = [...document.fonts].filter(
      (face) => face.family.replaceAll('"', "") === "Inter Variable",
    );
    if (hasText && !inter.some((face) => face.status === "loaded")) {
      problems.push(["font", "Inter Variable is not loaded"]);
    }
    for (const box of root.querySelectorAll("*")) {
      if (!/hidden|clip/.test(getComputedStyle(box).overflowX)) continue;
      const frame = box.getBoundingClientRect();
      if (frame.width <= 2 || frame.height <= 2) continue; // visually hidden text
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      let cut;
      for (let node = texts.nextNode(); node && !cut; node = texts.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) continue;
        if (parent.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(parent);
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && (rect.right > frame.right + 1 || rect.left < frame.left - 1)) {
            cut = node.textContent.trim().slice(0, 40);
            break;
          }
        }
      }
      // Images with a text alternative and links or buttons are content too.
      if (!cut) {
        for (const item of box.querySelectorAll("img:not([alt='']), [role='img'], a, button")) {
          if (item.closest('[aria-hidden="true"], [inert]')) continue;
          const rect = item.getBoundingClientRect();
          if (rect.width > 0 && (rect.right > frame.right + 1 || rect.left < frame.left - 1)) {
            cut =
              item.getAttribute("alt") ??
              item.getAttribute("aria-label") ??
              item.querySelector("img")?.getAttribute("alt") ??
              item.textContent;
            cut = `${item.tagName.toLowerCase()} ${cut?.trim().slice(0, 40) ?? ""}`;
            break;
          }
        }
      }
      if (cut) {
        const name = box.getAttribute("aria-label") ?? box.className.toString().slice(0, 60);
        problems.push([
          "clipping",
          `"${cut}" is cut off by ${box.tagName.toLowerCase()} (${name})`,
        ]);
        break;
      }
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      problems.push(["overflow", `the page is ${overflow}px wider than the viewport`]);
    }
    return problems;
  });
}

/** axe's violations in the story, as problems. */
async function axeProblems(page) {
  // The a11y addon's own run is switched off in the URL; retry in case one is still going.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { violations } = await new AxeBuilder({ page })
        .include("#storybook-root")
        // Stories are fragments, not pages with landmarks.
        .disableRules(["region"])
        // One axe.run in the story's page (stories have no frames). The default mode finishes
        // each check in a new blank tab: the whole run took 185 s that way, 88 s this way.
        .setLegacyMode()
        .analyze();
      return violations.map((v) => [
        "axe",
        `${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? ""}`,
      ]);
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("already running")) throw error;
      await page.waitForTimeout(500);
    }
  }
}

/**
 * Shows a story in an already open preview: the preview's channel switches stories without a
 * page load, which keeps the run to a few seconds per hundred stories.
 */
async function showStory(page, id) {
  if (!page.url().includes("iframe.html")) {
    await page.goto(storyUrl(origin, id));
    // A second worker's page counts as a background tab, where transitions do not advance:
    // measure final colours, not a transition frozen half-way.
    await page.addStyleTag({ content: "*, ::before, ::after { transition: none !important; }" });
  } else {
    await page.evaluate(
      (storyId) =>
        new Promise((resolve, reject) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => reject(new Error(`${storyId} did not render`)), 15_000);
          const done = () => {
            clearTimeout(timer);
            channel.off("storyRendered", done);
            resolve(undefined);
          };
          channel.on("storyRendered", done);
          channel.emit("setCurrentStory", { storyId, viewMode: "story" });
        }),
      id,
    );
  }
  await page.waitForSelector("#storybook-root > *", { timeout: 15_000 });
}

const results = [];
const context = await browser.newContext({
  viewport: { width: widths[0], height: 900 },
  reducedMotion: "reduce",
});
await inPages(context, stories, 2, async (page, story) => {
  await showStory(page, story.id);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Components that measure themselves (ResizeObserver, Embla) re-render after the resize: let
    // two frames pass, as a visitor would see it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    for (const theme of themes) {
      await page.evaluate((name) => {
        document.documentElement.classList.remove("light", "dark");
        document.documentElement.classList.add(name);
      }, theme);
      const problems = [...(await inspect(page)), ...(await axeProblems(page))];
      results.push({ story, width, theme, problems });
    }
  }
});
await browser.close();
close();

let passed = 0;
const failures = [];
for (const { story, width, theme, problems } of results) {
  if (problems.length === 0) passed += 1;
  else
    failures.push({
      story: `${story.title} / ${story.name} [${width}px, ${theme}]`,
      problems: problems.map(([check, detail]) => `${check}: ${detail}`),
    });
}

for (const failure of failures) {
  console.error(`✗ ${failure.story}`);
  for (const line of failure.problems) console.error(`    ${line}`);
}
console.log(
  `render and axe checks on ${stories.length} stories × ${widths.length} widths × ${themes.length} themes: ${passed} passed, ${failures.length} failed`,
);
mkdirSync(new URL("../test-results/", import.meta.url), { recursive: true });
writeFileSync(
  new URL("../test-results/stories-render.json", import.meta.url),
  JSON.stringify({ passed, failed: failures.length, failures }, null, 2),
);
process.exit(failures.length > 0 ? 1 : 0);
