import { blogPosts } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { renderPostMarkdown, slugify } from "./blog-markdown";

describe("renderPostMarkdown", () => {
  it("gives h2 and h3 unique ids and lists them in the table of contents", () => {
    const { html, toc } = renderPostMarkdown(
      "Intro\n\n## What it **costs**\n\ntext\n\n### Step 1: set up\n\n## What it costs\n\n#### Deep",
    );
    expect(toc).toEqual([
      { id: "what-it-costs", text: "What it costs", level: 2 },
      { id: "step-1-set-up", text: "Step 1: set up", level: 3 },
      { id: "what-it-costs-2", text: "What it costs", level: 2 },
    ]);
    expect(html).toContain('<h2 id="what-it-costs">What it <strong>costs</strong></h2>');
    expect(html).toContain('<h3 id="step-1-set-up">');
    expect(html).toContain('<h2 id="what-it-costs-2">');
    expect(html).toContain('<h4 id="deep">');
  });

  it("puts each h2 and what follows it, up to the next h2, in a section of its own", () => {
    const { html } = renderPostMarkdown(
      "Intro\n\n## One\n\ntext\n\n### Sub\n\nmore\n\n> ## Quoted\n\n## Two\n\nend",
    );
    const sections = [...html.matchAll(/<section>([\s\S]*?)<\/section>/g)].map((m) => m[1] ?? "");
    expect(html.startsWith("<p>Intro</p>")).toBe(true);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatch(
      /^\s*<h2 id="one">One<\/h2>[\s\S]*<h3 id="sub">[\s\S]*<blockquote>/,
    );
    expect(sections[1]).toMatch(/^\s*<h2 id="two">Two<\/h2>\s*<p>end<\/p>\s*$/);
  });

  it("renders GFM tables in a focusable scroll box, and counts words without markup", () => {
    const { html, wordCount } = renderPostMarkdown("| a | b |\n|---|---|\n| one | two |");
    expect(html).toMatch(/^<div class="prose-table" tabindex="0"><table>/);
    expect(wordCount).toBe(4);
  });

  it("renders every post with a table of contents whose ids are in its HTML", () => {
    for (const post of blogPosts) {
      const { html, toc } = renderPostMarkdown(post.body);
      expect(toc.length).toBeGreaterThan(2);
      for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
      expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length);
    }
  });
});

describe("slugify", () => {
  it("makes lowercase, hyphenated fragments", () => {
    expect(slugify("Step 1: Create the account & your first agent")).toBe(
      "step-1-create-the-account-your-first-agent",
    );
    expect(slugify("Café à la carte")).toBe("cafe-a-la-carte");
    expect(slugify("???")).toBe("section");
  });
});
