import { blogPosts, type BlogPost } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { blogFeedXml, escapeXml, loader, rfc822Date } from "./blog-feed";

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("the RSS feed", () => {
  it("is served as RSS and parses as XML with one item per post", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const doc = parse(await response.text());
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelectorAll("channel > item")).toHaveLength(blogPosts.length);
  });

  it("gives every item an absolute link, a permalink guid and an RFC 822 date", () => {
    const doc = parse(blogFeedXml(blogPosts));
    expect(doc.querySelector("channel > link")?.textContent).toBe("https://novaline.ai/blog");
    for (const item of doc.querySelectorAll("item")) {
      const link = item.querySelector("link")?.textContent ?? "";
      expect(link).toMatch(/^https:\/\/novaline\.ai\/blog\/[a-z0-9-]+$/);
      expect(item.querySelector("guid")?.textContent).toBe(link);
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 GMT$/,
      );
    }
  });

  it("escapes text, so titles with markup characters stay valid XML", () => {
    const [first] = blogPosts;
    if (!first) throw new Error("no posts");
    const tricky: BlogPost = { ...first, title: `Q&A: <calls> "now" & 'later'` };
    const doc = parse(blogFeedXml([tricky]));
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelector("item > title")?.textContent).toBe(tricky.title);
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("dates like RFC 822", () => {
    expect(rfc822Date("2026-03-18")).toBe("Wed, 18 Mar 2026 00:00:00 GMT");
  });
});
