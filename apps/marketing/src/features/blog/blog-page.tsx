import { blogCategories, blogPage, blogPosts, routes } from "@novaline/content";
import { useLoaderData } from "react-router";
import { toPostCard } from "./post-cards";
import { blogFeedLink } from "./blog-meta";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import { BlogList } from "./blog-list";

// Runs at build time: the cards travel as prerendered data; the posts' bodies never leave the build.
export function loader() {
  const { intro, ...copy } = blogPage;
  return {
    meta: [
      ...routeMetaTags("blog", routes.blog),
      blogFeedLink(),
      breadcrumbJsonLd([{ name: "Blog", path: routes.blog }]),
    ],
    intro,
    copy,
    categories: blogCategories,
    resetHref: routes.blog,
    posts: blogPosts.map(toPostCard),
  };
}

export const meta = metaFromLoader;

export default function Blog() {
  const { intro, copy, categories, posts, resetHref } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro {...intro} />
      <section className="px-4 pb-20 sm:px-6 sm:pb-28">
        <div className="mx-auto max-w-6xl">
          <BlogList posts={posts} categories={categories} resetHref={resetHref} copy={copy} />
        </div>
      </section>
    </>
  );
}
