import { describe, expect, it } from "vitest";
import { blogPosts } from "./index.js";
import { readingMinutes } from "./reading-minutes.js";

describe("readingMinutes", () => {
  it("returns at least one minute for an empty text", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("   \n\n  ")).toBe(1);
  });

  it("reads 225 words per minute, rounding up", () => {
    expect(readingMinutes("word ".repeat(225))).toBe(1);
    expect(readingMinutes("word ".repeat(450))).toBe(2);
    expect(readingMinutes("word ".repeat(451))).toBe(3);
  });

  it("does not count Markdown syntax as words", () => {
    // Exactly 225 words of prose ("Heading", "bold", "link" and 222 others) wrapped in Markdown
    // syntax. If any heading mark, list marker, table pipe, rule, URL or image counted as a word,
    // the text would pass 225 words and take 2 minutes.
    const markdown = [
      "## Heading",
      "",
      "- **bold**",
      "1. [link](/roi)",
      "",
      "| --- | --- |",
      "|---|---|",
      "***",
      "> ---",
      "![](/images/blog/cover.webp)",
      "",
      "word ".repeat(222),
    ].join("\n");
    expect(readingMinutes(markdown)).toBe(1);
    expect(readingMinutes(`${markdown} one-more`)).toBe(2);
  });
});

describe("blogPosts", () => {
  it("computes readMinutes from each body", () => {
    for (const post of blogPosts) {
      expect(post.readMinutes).toBe(readingMinutes(post.body));
    }
  });
});
