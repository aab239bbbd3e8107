import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { siteMeta } from "@novaline/content";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// Images, logos and favicons live with the copy in @novaline/content; the site serves them as is.
const contentPublicDir = join(
  dirname(createRequire(import.meta.url).resolve("@novaline/content/package.json")),
  "public",
);

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/** Fills the document's default title, description and canonical URL from @novaline/content. */
function siteMetaPlugin(): Plugin {
  return {
    name: "novaline-site-meta",
    transformIndexHtml: (html) =>
      html
        .replace("%SITE_TITLE%", escapeHtml(siteMeta.title))
        .replace("%SITE_DESCRIPTION%", escapeHtml(siteMeta.description))
        .replace("%SITE_CANONICAL%", escapeHtml(siteMeta.canonical)),
  };
}

export default defineConfig({
  plugins: [react(), siteMetaPlugin()],
  publicDir: contentPublicDir,
});
