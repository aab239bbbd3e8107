#!/usr/bin/env node
// Gives every prerendered page its own Open Graph image: reads each page's og:image, og:title,
// og:description and breadcrumb from its HTML and renders the card to the og:image's path.
// Fails if a page's og:image points anywhere else than a card this script can make. Pages kept out
// of search and sharing (`noindex`: the admin hand-off) need none.
// Usage (after `react-router build`): node scripts/og-images.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brand } from "@novaline/content";
import { cardOf, renderOgImage } from "./og-image.mjs";

const client = new URL("../build/client/", import.meta.url).pathname;

const started = performance.now();
const pages = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html"));
const origin = `${brand.siteUrl}/og/`;
let count = 0;
for (const file of pages) {
  const html = readFileSync(join(client, file), "utf8");
  if (/<meta name="robots" content="noindex/.test(html)) continue;
  const card = cardOf(html);
  if (!card.image.startsWith(origin) || !card.image.endsWith(".png")) {
    console.error(`${file}: og:image ${card.image || "(none)"} is not a card under ${origin}`);
    process.exitCode = 1;
    continue;
  }
  const target = join(client, new URL(card.image).pathname);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    await renderOgImage({
      ...card,
      wordmark: [brand.wordmark.first, brand.wordmark.second],
      domain: new URL(brand.siteUrl).host,
    }),
  );
  count += 1;
}
console.log(
  `Open Graph images: ${String(count)} pages in ${String(Math.round(performance.now() - started))} ms`,
);
