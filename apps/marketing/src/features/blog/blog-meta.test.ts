import { getBlogPost } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { blogFeedLink, blogPostingJsonLd } from "./blog-meta";

describe("blogPostingJsonLd", () => {
  it("describes the post with absolute URLs, author, publisher, dates and word count", () => {
    const post = getBlogPost("missed-calls-cost-dental-clinics");
    if (!post) throw new Error("missing post");
    const ld = (blogPostingJsonLd(post, 1234) as { "script:ld+json": Record<string, unknown> })[
      "script:ld+json"
    ];
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: "2026-03-18",
      dateModified: "2026-09-02",
      author: { "@type": "Person", name: post.author.name },
      publisher: {
        "@type": "Organization",
        logo: { "@type": "ImageObject", url: "https://novaline.ai/logo.png" },
      },
      image: { url: `https://novaline.ai/og/blog/${post.slug}.png`, width: 1200, height: 630 },
      mainEntityOfPage: {
        "@id": "https://novaline.ai/blog/missed-calls-cost-dental-clinics",
      },
      keywords: post.tags.join(", "),
      wordCount: 1234,
    });
  });

  it("leaves dateModified out for a post never updated", () => {
    const post = getBlogPost("how-to-calculate-roi-ai-receptionist");
    if (!post) throw new Error("missing post");
    expect(JSON.stringify(blogPostingJsonLd(post, 1))).not.toContain("dateModified");
  });
});

it("links the RSS feed for feed readers", () => {
  expect(blogFeedLink()).toMatchObject({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    href: "https://novaline.ai/blog/rss.xml",
  });
});
