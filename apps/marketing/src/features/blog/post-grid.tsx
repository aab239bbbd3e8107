import type { BlogPageContent } from "@novaline/content";
import { Link } from "react-router";
import { filterPosts, type BlogFilter, type PostCard as PostCardData } from "./post-cards";
import { PostCard } from "./post-card";

export interface PostGridProps {
  posts: readonly PostCardData[];
  filter: BlogFilter;
  /** Where "show all" leads: the unfiltered list. */
  resetHref: string;
  copy: Pick<BlogPageContent, "emptyState" | "resetLabel" | "resultCount" | "readingTime">;
}

/** The posts that match the filter, with their number (announced), or a way back to all of them. */
export default function PostGrid({ posts, filter, resetHref, copy }: PostGridProps) {
  const shown = filterPosts(posts, filter);
  const count = (shown.length === 1 ? copy.resultCount.one : copy.resultCount.other).replace(
    "{count}",
    String(shown.length),
  );
  return (
    <div className="grid gap-6">
      <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
        {count}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post, index) => (
            <li key={post.slug} className="grid">
              <PostCard post={post} readingTime={copy.readingTime} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-3xl border border-dashed border-border bg-card/50 px-6 py-14 text-center">
          <h2 className="text-lg font-semibold">{copy.emptyState.title}</h2>
          <p className="max-w-md text-sm text-pretty text-muted-foreground">
            {copy.emptyState.description}
          </p>
          <Link
            to={resetHref}
            className="mt-3 inline-flex h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-brand-foreground shadow-glow hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {copy.resetLabel}
          </Link>
        </div>
      )}
    </div>
  );
}
