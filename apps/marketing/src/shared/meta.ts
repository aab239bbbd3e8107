import { brand, pageMeta, siteMeta, type RouteKey } from "@novaline/content";
import type { MetaDescriptor } from "react-router";

/** What a page says about itself; everything else comes from the site defaults. */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  keywords?: readonly string[];
  robots?: string;
}

/** Absolute URL of a path on the public site. */
export const siteUrl = (path: string) => new URL(path, `${brand.siteUrl}/`).href;

/** Where the build puts a page's own Open Graph card (1200×630, by scripts/og-images.mjs). */
export function ogImagePath(path: string): string {
  const page = path === "/" ? "/home" : path.replace(/\/+$/, "");
  return `/og${page}.png`;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags of one page. */
export function metaTags({
  title,
  description,
  path,
  keywords,
  robots,
}: PageSeo): MetaDescriptor[] {
  const url = siteUrl(path);
  const image = siteUrl(ogImagePath(path));
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: (keywords ?? siteMeta.keywords).join(", ") },
    { name: "robots", content: robots ?? siteMeta.robots },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: siteMeta.type },
    { property: "og:site_name", content: siteMeta.siteName },
    { property: "og:locale", content: siteMeta.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: siteMeta.twitterHandle },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The tags of a page of the route table. */
export function routeMetaTags(key: RouteKey, path: string): MetaDescriptor[] {
  const { title, description, keywords } = pageMeta[key];
  return metaTags({ title, description, path, keywords });
}

/** BreadcrumbList JSON-LD from the home page down to this page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: siteUrl(crumb.path),
      })),
    },
  };
}
