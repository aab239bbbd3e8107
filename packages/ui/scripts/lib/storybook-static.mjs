// Shared by the real-browser story checks: serves the built Storybook (storybook-static/) on
// loopback and launches headless Chromium (CHROME_PATH, or Playwright's own browser).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../../tooling/chromium.ts";

// STORYBOOK_STATIC points elsewhere (e.g. a second build while one is being served).
const root = process.env.STORYBOOK_STATIC
  ? join(resolve(process.env.STORYBOOK_STATIC), "/")
  : new URL("../../storybook-static/", import.meta.url).pathname;

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

/**
 * Serves storybook-static/ on `port` (0: any free port) and lists its stories (those whose id
 * contains `filter`).
 * @returns {Promise<{ origin: string, stories: { id: string, title: string, name: string }[], close: () => void }>}
 */
export async function serveStorybook(filter = "", port = 0) {
  if (!existsSync(join(root, "index.json"))) {
    console.error("storybook-static/index.json is missing: run `pnpm build-storybook` first.");
    process.exit(1);
  }
  const server = createServer((req, res) => {
    const path = normalize(
      decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname),
    ).replace(/^(\.\.[/\\])+/, "");
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const { entries } = JSON.parse(readFileSync(join(root, "index.json"), "utf8"));
  const stories = Object.values(entries).filter(
    (entry) => entry.type === "story" && entry.id.includes(filter),
  );
  return { origin, stories, close: () => server.close() };
}

/** Headless Chromium with the flags it needs as root in a container. */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

/** URL of one story, rendered alone, in a theme, with the a11y addon's own axe run off. */
export const storyUrl = (origin, id, theme = "light") =>
  `${origin}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;

/** Runs `work(page, item)` over `items` with `count` pages of `context` in parallel. */
export async function inPages(context, items, count, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item; item = queue.shift()) await work(page, item);
      await page.close();
    }),
  );
}
