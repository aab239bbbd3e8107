import type { BlogPageContent } from "@novaline/content";
import { useMemo, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import {
  blogFilterSearch,
  readBlogFilter,
  type BlogFilter,
  type PostCard as PostCardData,
} from "./post-cards";
import { deferred } from "../../shared/deferred";

// The cards hydrate from their own chunk: the filter bar answers first.
const PostGrid = deferred("blog-posts", () => import("./post-grid"), undefined, {
  firstPaint: true,
});

export interface BlogListProps {
  posts: readonly PostCardData[];
  categories: readonly string[];
  /** The unfiltered list's path. */
  resetHref: string;
  copy: Pick<
    BlogPageContent,
    | "searchLabel"
    | "searchPlaceholder"
    | "emptyState"
    | "allCategoriesLabel"
    | "filterLabel"
    | "resetLabel"
    | "resultCount"
    | "readingTime"
  >;
}

const noSubscription = () => () => undefined;

/** False while React hydrates the prerendered HTML (which shows every post), true after. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The posts with a category filter and a text search, both kept in the URL query
 * (`?category=…&q=…`) so a filtered list can be shared and the back button steps back.
 */
export function BlogList({ posts, categories, resetHref, copy }: BlogListProps) {
  const [params, setParams] = useSearchParams();
  // The prerendered list is unfiltered: the query applies once hydrated, so the first render
  // matches the HTML.
  const hydrated = useHydrated();
  const { category, query } = hydrated ? readBlogFilter(params, categories) : { query: "" };
  // One object per filter: the deferred grid keeps its prerendered HTML while its props hold.
  const filter = useMemo<BlogFilter>(() => ({ category, query }), [category, query]);
  const update = (next: BlogFilter, replace: boolean) => {
    setParams(blogFilterSearch(next), { replace, preventScrollReset: true });
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-5 rounded-3xl border border-border bg-card p-4 shadow-card sm:p-5">
        <search>
          <label htmlFor="blog-search" className="sr-only">
            {copy.searchLabel}
          </label>
          <input
            id="blog-search"
            type="search"
            value={query}
            placeholder={copy.searchPlaceholder}
            onChange={(event) => {
              update({ category, query: event.target.value }, true);
            }}
            className="h-12 w-full rounded-full border border-input bg-background px-5 placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </search>
        {/* One scrolling row on phones: wrapped, the row count would follow the font's widths and
            move the posts when the web font swaps in. */}
        <div
          role="group"
          aria-label={copy.filterLabel}
          className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {[undefined, ...categories].map((option) => (
            <button
              key={option ?? ""}
              type="button"
              aria-pressed={category === option}
              onClick={() => {
                update({ category: option, query }, false);
              }}
              className={`h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
                category === option
                  ? "border-transparent bg-primary text-primary-foreground"
                  : "border-border bg-background hover:border-primary hover:text-primary"
              }`}
            >
              {option ?? copy.allCategoriesLabel}
            </button>
          ))}
        </div>
      </div>
      <PostGrid posts={posts} filter={filter} resetHref={resetHref} copy={copy} />
    </div>
  );
}
