import {
  blogPage,
  blogPostPage,
  blogPostPath,
  blogPosts,
  getBlogPost,
  pageTitle,
  routes,
} from "@novaline/content";
import { data, type RouterContextProvider } from "react-router";
import { renderPostMarkdown } from "./blog-markdown";
import { formatPostDate, relatedPosts, toPostCard } from "./post-cards";
import { blogFeedLink, blogPostingJsonLd } from "./blog-meta";
import { breadcrumbJsonLd, metaTags } from "../../shared/meta";
import { htmlOutsidePageData } from "../../shared/prerendered-html";
import { postBodyId } from "./post-body";

// Prerendered once per post at build time. Only the loader reads the posts and renders their
// Markdown, so the bodies and the Markdown library stay out of the browser's bundle.
export function loader({
  params,
  request,
  context,
}: {
  params: { slug?: string };
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const post = getBlogPost(params.slug ?? "");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers 404 this way
  if (!post) throw data(null, { status: 404 });
  const { slug, title, description, tags, category, date, updated, author, cover, readMinutes } =
    post;
  const path = blogPostPath(slug);
  const { html, toc, wordCount } = renderPostMarkdown(post.body);
  const { backLabel, breadcrumbLabel, publishedLabel, updatedLabel, tocLabel } = blogPostPage;
  return {
    meta: [
      // The post's own card (og:image) is a PNG made at build time: social networks do not
      // take a WebP cover everywhere, and this card holds the title.
      ...metaTags({ title: pageTitle(title), description, path, keywords: tags }).map((tag) =>
        "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
      ),
      { property: "article:published_time", content: date },
      ...(updated ? [{ property: "article:modified_time", content: updated }] : []),
      { property: "article:section", content: category },
      blogFeedLink(),
      blogPostingJsonLd(post, wordCount),
      breadcrumbJsonLd([
        { name: breadcrumbLabel, path: routes.blog },
        { name: title, path },
      ]),
    ],
    post: {
      title,
      description,
      category,
      date,
      dateLabel: formatPostDate(date),
      ...(updated ? { updated, updatedLabel: formatPostDate(updated) } : {}),
      readingTime: blogPage.readingTime.replace("{minutes}", String(readMinutes)),
      author: { name: author.name, role: author.role, avatar: author.avatar },
      cover,
      html: htmlOutsidePageData({ request, context }, postBodyId, html),
      toc,
    },
    copy: { blogHref: routes.blog, backLabel, publishedLabel, updatedLabel, tocLabel },
    related: {
      intro: blogPostPage.related,
      posts: relatedPosts(post, blogPosts).map(toPostCard),
      readingTime: blogPage.readingTime,
    },
    cta: blogPostPage.cta,
  };
}
