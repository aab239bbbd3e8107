import {
  blogPostPage,
  blogPostPath,
  blogPosts,
  brand,
  routes,
  type BlogPost,
} from "@novaline/content";
import { BLOG_FEED_PATH } from "./blog-meta";
import { siteUrl } from "../../shared/meta";

/** Text made safe for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An ISO date (YYYY-MM-DD) as RSS wants it (RFC 822), e.g. "Wed, 18 Mar 2026 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * The blog's RSS 2.0 feed: every post, newest first, with absolute links. Its build date is
 * the newest post's (or update's) date, so rebuilding an unchanged blog gives the same file.
 */
export function blogFeedXml(posts: readonly BlogPost[]): string {
  const { title, description } = blogPostPage.feed;
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const items = posts.map((post) => {
    const url = escapeXml(siteUrl(blogPostPath(post.slug)));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${rfc822Date(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      // The category first, then the tags, each once.
      ...[...new Set([post.category, ...post.tags])].map(
        (name) => `      <category>${escapeXml(name)}</category>`,
      ),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(siteUrl(routes.blog))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en</language>",
    `    <copyright>${escapeXml(brand.legalName)}</copyright>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(siteUrl(BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

// A resource route, prerendered to /blog/rss.xml.
export function loader() {
  return new Response(blogFeedXml(blogPosts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
