import { blogCategories, blogPage, blogPosts, routes } from "@novaline/content";
import { toPostCard } from "./post-cards";
import { blogFeedLink } from "./blog-meta";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

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
