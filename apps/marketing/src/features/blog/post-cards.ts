import { blogPostPath, type BlogCategory, type BlogPost } from "@novaline/content";

/** What a post card shows: everything of a post but its body. */
export interface PostCard {
  slug: string;
  /** The post's path. */
  href: string;
  title: string;
  description: string;
  date: string;
  /** The date for people, e.g. "March 18, 2026". */
  dateLabel: string;
  updated?: string;
  category: BlogCategory;
  tags: readonly string[];
  readMinutes: number;
  cover: BlogPost["cover"];
  author: { name: string; role: string; avatar: BlogPost["author"]["avatar"] };
}

/** The card fields of a post (the body stays at build time). */
export function toPostCard({
  slug,
  title,
  description,
  date,
  updated,
  category,
  tags,
  readMinutes,
  cover,
  author,
}: BlogPost): PostCard {
  return {
    slug,
    href: blogPostPath(slug),
    title,
    description,
    date,
    dateLabel: formatPostDate(date),
    ...(updated ? { updated } : {}),
    category,
    tags,
    readMinutes,
    cover,
    author: { name: author.name, role: author.role, avatar: author.avatar },
  };
}

/** The list page's filter, as kept in the URL query (`?category=…&q=…`). */
export interface BlogFilter {
  /** A category the list offers, or undefined for all of them. */
  category?: string;
  /** The search text as typed; empty for none. */
  query: string;
}

/** Reads the filter from the URL query; an unknown category counts as none. */
export function readBlogFilter(params: URLSearchParams, categories: readonly string[]): BlogFilter {
  const category = params.get("category") ?? undefined;
  return {
    category: category && categories.includes(category) ? category : undefined,
    query: params.get("q") ?? "",
  };
}

/** The URL query of a filter: empty values are left out, so the plain list has a plain URL. */
export function blogFilterSearch({ category, query }: BlogFilter): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (query.trim()) params.set("q", query);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The posts in the category that match every word of the query in their title, description or
 * tags (case and accents ignored), in their original order.
 */
export function filterPosts<
  T extends Pick<PostCard, "title" | "description" | "tags" | "category">,
>(posts: readonly T[], { category, query }: BlogFilter): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = fold([post.title, post.description, ...post.tags].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Up to `limit` other posts related to this one: a shared category counts 2, each shared tag 1;
 * unrelated posts are left out; ties go to the newer post.
 */
export function relatedPosts<T extends Pick<PostCard, "slug" | "category" | "tags" | "date">>(
  post: T,
  posts: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(post.tags.map(fold));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({
      other,
      score:
        (other.category === post.category ? 2 : 0) +
        other.tags.filter((tag) => tags.has(fold(tag))).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** A post's date for people, e.g. "March 18, 2026" (fixed locale and zone: same at build time and in the browser). */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
