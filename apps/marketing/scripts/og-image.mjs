// Renders one Open Graph image (1200×630 PNG) in the brand's style: Satori lays out the card and
// turns its text into paths with Inter, resvg rasterises it. Used by og-images.mjs at build time.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { siteMeta } from "@novaline/content";
import satori from "satori";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PADDING_X = 96;
const PADDING_Y = 68;
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING_X;

const require = createRequire(import.meta.url);
const font = (weight) => ({
  name: "Inter",
  weight,
  style: "normal",
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
const fonts = [font(400), font(600), font(800)];

// The brand mark of /favicon.svg, drawn inline so the card needs no file.
const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M12 34h6l4-12 6 22 6-28 6 24 4-8h8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="52" cy="34" r="3.5" fill="#22d3ee"/></svg>`,
)}`;

/** Shortens `text` to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:–—-]+$/, "")}…`;
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => entities[name]);

/** The card of one page's HTML: what its tags say about it, and where its image goes. */
export function cardOf(html) {
  const meta = (property) =>
    decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "");
  const image = meta("og:image");
  // "Pricing | NovaLine" → "Pricing"; the home page's "NovaLine | Advanced…" → "Advanced…".
  const { siteName, titleSeparator } = siteMeta;
  const title = meta("og:title")
    .replace(`${titleSeparator}${siteName}`, "")
    .replace(`${siteName}${titleSeparator}`, "");
  const crumbs = /"@type":"BreadcrumbList","itemListElement":(\[.*?\])\}/.exec(html)?.[1];
  // The page's section: the first crumb after Home ("Blog" for a post); the home page has none.
  const section = crumbs ? JSON.parse(crumbs)[1]?.name : undefined;
  return {
    image,
    title,
    description: meta("og:description"),
    eyebrow: section ?? "AI voice agents · chatbots · scheduling",
  };
}

const h = (type, style, ...children) => ({
  type,
  props: { style: { display: "flex", ...style }, children: children.flat() },
});

/**
 * The card of one page.
 * @param {{ title: string; eyebrow: string; description: string; wordmark: [string, string]; domain: string }} page
 * @returns {Promise<Buffer>} PNG bytes
 */
export async function renderOgImage({ title, eyebrow, description, wordmark, domain }) {
  const titleSize = title.length > 60 ? 56 : title.length > 36 ? 64 : 72;
  // Satori sizes boxes without their padding: the card is a full-size background around a column.
  const column = h(
    "div",
    {
      width: CONTENT_WIDTH,
      height: OG_HEIGHT - 2 * PADDING_Y,
      flexDirection: "column",
      justifyContent: "space-between",
    },
    h(
      "div",
      { width: CONTENT_WIDTH, alignItems: "center", justifyContent: "space-between" },
      h(
        "div",
        { alignItems: "center", gap: 20 },
        { type: "img", props: { src: logo, width: 64, height: 64 } },
        h(
          "div",
          { fontSize: 44, fontWeight: 800, letterSpacing: -1 },
          h("span", {}, wordmark[0]),
          h("span", { color: "#a5b4fc" }, wordmark[1]),
        ),
      ),
      h(
        "div",
        {
          fontSize: 24,
          fontWeight: 600,
          color: "#c7d2fe",
          border: "2px solid rgba(165,180,252,0.45)",
          borderRadius: 999,
          padding: "8px 22px",
        },
        eyebrow,
      ),
    ),
    h(
      "div",
      { width: CONTENT_WIDTH, flexDirection: "column", gap: 24 },
      h(
        "div",
        {
          width: CONTENT_WIDTH,
          fontSize: titleSize,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -1.5,
        },
        clip(title, 90),
      ),
      h(
        "div",
        { width: CONTENT_WIDTH, fontSize: 28, lineHeight: 1.4, color: "#c7d2fe" },
        clip(description, 130),
      ),
    ),
    h(
      "div",
      { width: CONTENT_WIDTH, alignItems: "center", justifyContent: "space-between" },
      h("div", { width: 260, height: 6, borderRadius: 3, backgroundColor: "#22d3ee" }),
      h("div", { fontSize: 26, fontWeight: 600, color: "#a5b4fc" }, domain),
    ),
  );
  const card = h(
    "div",
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      alignItems: "center",
      justifyContent: "center",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundColor: "#0b1026",
      backgroundImage:
        "radial-gradient(circle at 85% 15%, rgba(124,58,237,0.55), rgba(124,58,237,0) 55%), linear-gradient(135deg, #0b1026 0%, #1e1b4b 100%)",
    },
    column,
  );
  const svg = await satori(card, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}
