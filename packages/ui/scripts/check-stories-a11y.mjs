#!/usr/bin/env node
// Opens every story of the built Storybook (storybook-static/) in headless Chromium, in the light
// and the dark theme, and runs axe on it, colour contrast included. Fails when any story has a
// violation. Writes test-results/stories-a11y.json ({ passed, failed }) for the repo's test total.
// Usage: pnpm build-storybook && node scripts/check-stories-a11y.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { inPages, launchChromium, serveStorybook, storyUrl } from "./lib/storybook-static.mjs";

// A11Y_FILTER=card checks only the stories whose id contains "card".
const { origin, stories, close } = await serveStorybook(process.env.A11Y_FILTER ?? "");
const browser = await launchChromium();
const context = await browser.newContext({ reducedMotion: "reduce" });

// The a11y addon runs axe inside the preview too; two runs at once fail with "Axe is already
// running", so wait for the other one to finish and try again.
async function analyze(page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await new AxeBuilder({ page })
        .include("#storybook-root")
        .disableRules(["region"])
        .analyze();
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("already running")) throw error;
      await page.waitForTimeout(500);
    }
  }
}

// Each story is loaded once in the light theme (the addon's own axe run switched off), checked,
// then switched to dark the way the theme switcher does it (the class on <html>) and checked again.
async function checkStory(page, story) {
  const results = [];
  await page.goto(storyUrl(origin, story.id));
  await page.waitForSelector("#storybook-root > *", { timeout: 15_000 });
  await page.waitForFunction(
    () => document.documentElement.classList.contains("light"),
    undefined,
    { timeout: 5_000 },
  );
  // Pages of a second worker count as background tabs, where transitions do not advance: measure
  // final colours, not a transition frozen half-way.
  await page.addStyleTag({ content: "*, ::before, ::after { transition: none !important; }" });
  for (const theme of ["light", "dark"]) {
    if (theme === "dark") {
      await page.evaluate(() => {
        document.documentElement.classList.remove("light");
        document.documentElement.classList.add("dark");
      });
      await page.waitForTimeout(50);
    }
    const { violations } = await analyze(page);
    results.push({ story: `${story.title} / ${story.name}`, theme, violations });
  }
  return results;
}

let passed = 0;
const failures = [];
await inPages(context, stories, Number(process.env.A11Y_WORKERS ?? 2), async (page, story) => {
  for (const { story: name, theme, violations } of await checkStory(page, story)) {
    if (violations.length === 0) passed += 1;
    else
      failures.push({
        story: name,
        theme,
        violations: violations.map(
          (v) =>
            `${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? ""}`,
        ),
      });
  }
});
await browser.close();
close();

for (const failure of failures) {
  console.error(`✗ ${failure.story} [${failure.theme}]`);
  for (const line of failure.violations) console.error(`    ${line}`);
}
console.log(
  `axe on ${stories.length} stories × 2 themes: ${passed} passed, ${failures.length} failed`,
);
mkdirSync(new URL("../test-results/", import.meta.url), { recursive: true });
writeFileSync(
  new URL("../test-results/stories-a11y.json", import.meta.url),
  JSON.stringify({ passed, failed: failures.length, failures }, null, 2),
);
process.exit(failures.length > 0 ? 1 : 0);
