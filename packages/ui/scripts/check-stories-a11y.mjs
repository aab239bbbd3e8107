#!/usr/bin/env node
// Opens every story of the built Storybook (storybook-static/) in headless Chromium, in the light
// and the dark theme, and runs axe on it, colour contrast included. Fails when any story has a
// violation. Writes test-results/stories-a11y.json ({ passed, failed }) for the repo's test total.
// Usage: pnpm build-storybook && node scripts/check-stories-a11y.mjs
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";

const root = new URL("../storybook-static/", import.meta.url).pathname;
if (!existsSync(join(root, "index.json"))) {
  console.error("storybook-static/index.json is missing: run `pnpm build-storybook` first.");
  process.exit(1);
}

const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const { entries } = JSON.parse(readFileSync(join(root, "index.json"), "utf8"));
// A11Y_FILTER=card checks only the stories whose id contains "card".
const filter = process.env.A11Y_FILTER ?? "";
const stories = Object.values(entries).filter(
  (entry) => entry.type === "story" && entry.id.includes(filter),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
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
  await page.goto(
    `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:light;a11y.manual:!true`,
  );
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
const queue = [...stories];
const workers = Array.from({ length: Number(process.env.A11Y_WORKERS ?? 2) }, async () => {
  const page = await context.newPage();
  for (let story = queue.shift(); story; story = queue.shift()) {
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
  }
});
await Promise.all(workers);
await browser.close();
server.close();

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
