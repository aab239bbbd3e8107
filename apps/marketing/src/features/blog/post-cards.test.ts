import { blogCategories, blogPosts } from "@novaline/content";
import { describe, expect, it } from "vitest";
import {
  blogFilterSearch,
  filterPosts,
  formatPostDate,
  readBlogFilter,
  relatedPosts,
  toPostCard,
} from "./post-cards";

const cards = blogPosts.map(toPostCard);

describe("filterPosts", () => {
  it("keeps every post without a filter", () => {
    expect(filterPosts(cards, { query: "" })).toHaveLength(blogPosts.length);
  });

  it("keeps only the chosen category", () => {
    const shown = filterPosts(cards, { category: "Chatbots", query: "" });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((post) => post.category === "Chatbots")).toBe(true);
  });

  it("searches title, description and tags, ignoring case and requiring every word", () => {
    expect(filterPosts(cards, { query: "hipaa" }).map((post) => post.slug)).toContain(
      "hipaa-compliant-ai-answering-for-clinics",
    );
    // "Follow Up Boss" is only a tag of the realtors' post.
    expect(filterPosts(cards, { query: "follow up BOSS" }).map((post) => post.slug)).toEqual([
      "ai-voice-agents-speed-to-lead-real-estate",
    ]);
    expect(filterPosts(cards, { query: "hipaa whatsapp" })).toEqual([]);
  });

  it("combines the category and the search", () => {
    expect(filterPosts(cards, { category: "Growth", query: "dental" })).toEqual([]);
  });
});

describe("the URL query", () => {
  it("reads a known category and the search text, and ignores an unknown category", () => {
    expect(readBlogFilter(new URLSearchParams("category=Growth&q=roi"), blogCategories)).toEqual({
      category: "Growth",
      query: "roi",
    });
    expect(readBlogFilter(new URLSearchParams("category=Nope"), blogCategories)).toEqual({
      category: undefined,
      query: "",
    });
  });

  it("writes only what is set, so the plain list keeps a plain URL", () => {
    expect(blogFilterSearch({ query: "  " })).toBe("");
    expect(blogFilterSearch({ category: "Voice AI", query: "call" })).toBe(
      "?category=Voice+AI&q=call",
    );
  });
});

describe("relatedPosts", () => {
  const post = (slug: string, category: string, tags: string[], date: string) => ({
    slug,
    category: category as "Growth",
    tags,
    date,
  });

  it("ranks a shared category above one shared tag, leaves out unrelated posts, at most 3", () => {
    const current = post("a", "Growth", ["ROI", "Dental"], "2026-01-01");
    const others = [
      post("tag", "Chatbots", ["dental"], "2026-05-01"),
      post("same", "Growth", [], "2026-02-01"),
      post("none", "Chatbots", ["WhatsApp"], "2026-06-01"),
      post("both", "Growth", ["ROI"], "2026-01-15"),
      post("tag2", "Scheduling", ["ROI"], "2026-04-01"),
    ];
    expect(relatedPosts(current, [current, ...others]).map((p) => p.slug)).toEqual([
      "both",
      "same",
      "tag",
    ]);
  });

  it("offers real posts only posts that share their category or a tag", () => {
    const lower = (tags: readonly string[]) => tags.map((tag) => tag.toLowerCase());
    for (const card of cards) {
      const related = relatedPosts(card, cards);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.slug).not.toBe(card.slug);
        expect(
          other.category === card.category ||
            lower(other.tags).some((tag) => lower(card.tags).includes(tag)),
        ).toBe(true);
      }
    }
    const dental = cards.find((card) => card.slug === "missed-calls-cost-dental-clinics");
    expect(dental && relatedPosts(dental, cards).length).toBeGreaterThan(0);
  });
});

describe("cards", () => {
  it("carry no post body", () => {
    expect(cards.every((card) => !("body" in card))).toBe(true);
  });

  it("formats dates the same everywhere", () => {
    expect(formatPostDate("2026-03-18")).toBe("March 18, 2026");
  });
});
