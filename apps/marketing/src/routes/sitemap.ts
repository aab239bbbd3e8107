import { prerenderPaths } from "../shared/site-paths";
import { siteUrl } from "../shared/meta";

// Prerendered to /sitemap.xml: every public page of the route table and each blog post.
export function loader() {
  const urls = prerenderPaths()
    .map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`)
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
