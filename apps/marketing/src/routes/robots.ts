import { adminRouteKeys, routes } from "@novaline/content";
import { siteUrl } from "../shared/meta";

// Prerendered to /robots.txt: everything may be crawled except the admin paths.
export function loader() {
  const disallow = adminRouteKeys.map((key) => `Disallow: ${routes[key]}`).join("\n");
  return new Response(`User-agent: *\n${disallow}\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
