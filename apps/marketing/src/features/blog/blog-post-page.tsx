import { isRouteErrorResponse, Link, useRouteError, type MetaArgs } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import NotFound, { meta as notFoundMeta } from "../../shell/not-found-page";
import type { loader } from "./blog-post-loader";
import { postBodyId } from "./post-body";
import { usePageData } from "../../shared/page-data";
import { StaticHtml } from "../../shared/static-html";

// The contents work as plain links from the HTML; their highlighting and smooth jumps hydrate
// from their own chunk.
const PostToc = deferred("post-toc", () => import("./post-toc"), null, {
  firstPaint: true,
});
const RelatedPosts = deferred("related-posts", () => import("./related-posts"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

/** The post's tags, or the 404 page's when the slug is unknown (see ErrorBoundary). */
export function meta(args: MetaArgs) {
  const { loaderData, error } = args;
  if (error || !loaderData) return notFoundMeta(args);
  return metaFromLoader({ loaderData });
}

export default function BlogPost() {
  const { post, copy, related, cta } = usePageData<typeof loader>();
  return (
    <>
      {/* How far the visitor has read: a scroll-driven CSS animation, no script (see prose.css). */}
      <div aria-hidden="true" className="post-reading-progress" />
      <article>
        <header className="bg-aurora px-4 pt-10 pb-12 sm:px-6 sm:pt-16">
          <div className="mx-auto grid max-w-3xl gap-5 text-center">
            <Link
              to={copy.blogHref}
              className="mx-auto inline-flex items-center gap-2 rounded-full text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span aria-hidden="true">←</span> {copy.backLabel}
            </Link>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">
              {post.category}
            </p>
            <h1 className="font-display text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              {post.title}
            </h1>
            <p className="text-lg text-pretty text-muted-foreground">{post.description}</p>
            <div className="mx-auto mt-2 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm">
              <div className="flex items-center gap-3 text-left">
                <img
                  src={post.author.avatar.src}
                  srcSet={post.author.avatar.srcSet}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 rounded-full"
                />
                <div>
                  <p className="font-semibold">{post.author.name}</p>
                  <p className="text-muted-foreground">{post.author.role}</p>
                </div>
              </div>
              <p className="text-muted-foreground">
                <span className="sr-only">{copy.publishedLabel} </span>
                <time dateTime={post.date}>{post.dateLabel}</time>
                {post.updated ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    {copy.updatedLabel} <time dateTime={post.updated}>{post.updatedLabel}</time>
                  </>
                ) : null}
                <span aria-hidden="true"> · </span>
                {post.readingTime}
              </p>
            </div>
          </div>
          <img
            src={post.cover.src}
            srcSet={post.cover.srcSet}
            sizes="(min-width: 68rem) 64rem, calc(100vw - 2rem)"
            alt={post.cover.alt}
            width={post.cover.width}
            height={post.cover.height}
            fetchPriority="high"
            className="mx-auto mt-10 aspect-[1200/630] w-full max-w-5xl rounded-3xl border border-border bg-muted object-cover shadow-elevated"
          />
        </header>
        {/* One column that may shrink below its content's width (a wide table scrolls in its own
            frame): an implicit column grows to fit it, and the page scrolls sideways on phones. */}
        <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16 lg:pt-12">
          {post.toc.length > 0 ? (
            <aside className="grid lg:col-start-2 lg:row-start-1">
              <PostToc entries={post.toc} label={copy.tocLabel} />
            </aside>
          ) : null}
          {/* Rendered from the post's Markdown at build time (our own copy, not visitor input). */}
          <StaticHtml
            id={postBodyId}
            html={post.html}
            className="prose-post mx-auto w-full max-w-[44rem] lg:col-start-1 lg:row-start-1"
          />
        </div>
      </article>
      <RelatedPosts {...related} />
      <ClosingCta {...cta} />
    </>
  );
}

/** An unknown slug: it was never prerendered, so its data is missing. Shown as the 404 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof Error && error.message.startsWith("No result found"));
  if (!missing) throw error;
  return <NotFound />;
}

/**
 * An unknown slug's first load: the host answered with the 404 page (prerendered at /404), and
 * this route has no data for it. Rendering the same page while the data request fails keeps
 * the hydration exact (React error 418 otherwise); the ErrorBoundary then shows it for good.
 */
export function HydrateFallback() {
  return <NotFound />;
}
