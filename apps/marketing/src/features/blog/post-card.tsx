import { Link } from "react-router";
import type { PostCard as PostCardData } from "./post-cards";

export interface PostCardProps {
  post: PostCardData;
  /** Reading time with `{minutes}` in it, e.g. "{minutes} min read". */
  readingTime: string;
  /** The card's title level, to fit the page outline. */
  headingLevel?: "h2" | "h3";
  /** Load the cover at once (the first cards of the list are above the fold). */
  eager?: boolean;
}

/** A post in a list: cover, category, title (the link), description, author, date, reading time. */
export function PostCard({
  post,
  readingTime,
  headingLevel: Heading = "h2",
  eager,
}: PostCardProps) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-card transition-[translate,box-shadow] duration-(--duration-fast) focus-within:ring-2 focus-within:ring-ring hover:shadow-elevated motion-safe:hover:-translate-y-1">
      {/* In a <picture>: not preloaded from <head> (see product-hero.tsx). */}
      <picture className="contents">
        <img
          src={post.cover.src}
          srcSet={post.cover.srcSet}
          // One column on phones, two from 640 px, three from 1024 px (about 23 rem each).
          sizes="(min-width: 1024px) 23rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)"
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] w-full border-b border-border bg-muted object-cover"
        />
      </picture>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-wider text-primary uppercase">
          {post.category}
        </p>
        <Heading className="font-display text-xl leading-snug font-bold tracking-tight text-balance">
          <Link
            to={post.href}
            className="outline-none group-hover:text-primary after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-pretty text-muted-foreground">{post.description}</p>
        <div className="mt-auto flex items-center gap-3 pt-3 text-sm">
          <img
            src={post.author.avatar.src}
            srcSet={post.author.avatar.srcSet}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10 shrink-0 rounded-full"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold">{post.author.name}</p>
            <p className="text-muted-foreground">
              <time dateTime={post.date}>{post.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              {readingTime.replace("{minutes}", String(post.readMinutes))}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
