// Renders the site's SVG artwork (illustrations, avatars, logos, tiles) to the WebP files the pages
// show. Run from packages/content after changing an SVG under public/images:
//   node scripts/rasterize-art.mjs            (every SVG)
//   node scripts/rasterize-art.mjs blog team  (only these folders)
//
// Why raster: a browser opens each SVG `<img>` as a document of its own (a page, a parser, style
// and layout) on the page's main thread; a dozen of them on /blog took longer there than the page's
// own script. A WebP is decoded off the main thread. Rendered here in Chromium with Inter loaded,
// the text in the artwork is set in the site's font, which an SVG image cannot load.
//
// Each SVG gives a WebP at its declared size and one at twice that size, for the `srcset` of
// high-density screens; artwork 1,000 px wide or more (the blog's covers) gives a WebP at its size
// and a 720 px wide one instead. The SVG's width and height are the largest size a page shows it
// at (the team's portraits are drawn on a 160 px grid and shown at up to 64 px).
// Uses the Chromium at CHROME_PATH, else Playwright's.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { chromium } from "playwright-core";
// The widths the copy's `srcSet` names (src/artwork.ts): wide artwork gets a narrow copy.
import { NARROW_WIDTH as NARROW, WIDE_ARTWORK_WIDTH as WIDE } from "../src/artwork.ts";

const require = createRequire(import.meta.url);
const images = new URL("../public/images/", import.meta.url).pathname;
/** Folders whose SVGs are sources, not artwork the pages show as is. */
const SKIP = new Set(["brand", "og"]);
/**
 * WebP quality (0–1): the flat gradients of the artwork show no loss at this level. A 2× copy,
 * whose pixels are half the size on screen, hides more: it is encoded lower.
 */
const QUALITY = 0.86;
const QUALITY_2X = 0.78;

/**
 * art.json: for each WebP, the SHA-256 of the SVG it was rendered from and of the WebP itself, so
 * that a test can tell an SVG changed without its WebP being rendered again.
 */
const manifestFile = new URL("../art.json", import.meta.url).pathname;
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
const sha256 = (data) => createHash("sha256").update(data).digest("hex");

const only = process.argv.slice(2);
const folders = readdirSync(images, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SKIP.has(entry.name))
  .map((entry) => entry.name)
  .filter((name) => only.length === 0 || only.includes(name));

const inter = readFileSync(
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");

/** The SVG's intrinsic size in CSS pixels, from its `width` and `height` attributes. */
function sizeOf(svg, file) {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(tag)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> needs integer width and height`);
  return { width, height };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || undefined,
  args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
});
/**
 * The files to render from one SVG: `<name>.webp` at its size and `<name>-2x.webp` at twice its
 * size; for wide artwork (the blog's covers), `<name>.webp` and a NARROW px wide `<name>-720w.webp`
 * instead, since a cover is shown from about 360 px wide in a list to 1,024 px on its post.
 */
function rendersOf(file, { width }) {
  const out = file.replace(/\.svg$/, ".webp");
  const beside = (suffix) => out.replace(/\.webp$/, `${suffix}.webp`);
  return width >= WIDE
    ? [
        { out, scale: 1 },
        { out: beside(`-${String(NARROW)}w`), scale: NARROW / width },
      ]
    : [
        { out, scale: 1 },
        { out: beside("-2x"), scale: 2 },
      ];
}

/** One page per scale: Chromium renders the SVG at that device pixel ratio. */
const pages = new Map();
const pageAt = async (scale) => {
  if (!pages.has(scale)) pages.set(scale, await browser.newPage({ deviceScaleFactor: scale }));
  return pages.get(scale);
};

let written = 0;
try {
  for (const folder of folders) {
    for (const name of readdirSync(join(images, folder)).filter((n) => n.endsWith(".svg"))) {
      const file = join(images, folder, name);
      const svg = readFileSync(file, "utf8");
      const size = sizeOf(svg, file);
      for (const { out, scale } of rendersOf(file, size)) {
        const page = await pageAt(scale);
        await page.setViewportSize(size);
        await page.setContent(
          `<!doctype html><style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${inter}) format("woff2")}html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
        );
        await page.evaluate(() => document.fonts.ready);
        const png = await page.locator("svg").first().screenshot({ omitBackground: true });
        const webp = await page.evaluate(
          async ({ base64, quality }) => {
            const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            canvas.getContext("2d").drawImage(bitmap, 0, 0);
            const blob = await canvas.convertToBlob({ type: "image/webp", quality });
            const buffer = new Uint8Array(await blob.arrayBuffer());
            let binary = "";
            for (const byte of buffer) binary += String.fromCharCode(byte);
            return btoa(binary);
          },
          { base64: png.toString("base64"), quality: scale > 1 ? QUALITY_2X : QUALITY },
        );
        const data = Buffer.from(webp, "base64");
        writeFileSync(out, data);
        manifest[relative(images, out)] = { svg: sha256(svg), webp: sha256(data), scale };
        written += 1;
        console.log(`${relative(images, out)}  ×${scale.toFixed(3)}  ${data.length} B`);
      }
    }
  }
} finally {
  await browser.close();
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${written} WebP files written`);
