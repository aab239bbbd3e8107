import { blogPostPage, blogPostPath, brand, routes, type BlogPost } from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { ogImagePath, siteUrl } from "../../shared/meta";

/** Path of the blog's RSS 2.0 feed. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** The `<link rel="alternate">` that lets feed readers find the blog's RSS feed. */
export function blogFeedLink(): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: blogPostPage.feed.title,
    href: siteUrl(BLOG_FEED_PATH),
  };
}

/** The publisher of every post: the company, with its logo. */
function publisher() {
  return {
    "@type": "Organization",
    name: brand.name,
    url: siteUrl("/"),
    logo: { "@type": "ImageObject", url: siteUrl(brand.logoFallbacks[1] ?? "/logo.png") },
  };
}

/** BlogPosting JSON-LD of one post: what search engines show for an article. */
export function blogPostingJsonLd(post: BlogPost, wordCount: number): MetaDescriptor {
  const url = siteUrl(blogPostPath(post.slug));
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      ...(post.updated ? { dateModified: post.updated } : {}),
      author: {
        "@type": "Person",
        name: post.author.name,
        jobTitle: post.author.role,
        image: siteUrl(post.author.avatar.src),
        worksFor: { "@type": "Organization", name: brand.name },
      },
      publisher: publisher(),
      image: {
        "@type": "ImageObject",
        url: siteUrl(ogImagePath(blogPostPath(post.slug))),
        width: 1200,
        height: 630,
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      articleSection: post.category,
      keywords: post.tags.join(", "),
      wordCount,
      inLanguage: "en",
      isPartOf: { "@type": "Blog", name: blogPostPage.feed.title, url: siteUrl(routes.blog) },
    },
  };
}
