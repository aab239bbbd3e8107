import { blogPostPath, comingSoonPage, getBlogPost, pageTitle, routes } from "@novaline/content";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { InterimPage } from "../components/interim-page";
import { breadcrumbJsonLd, metaTags } from "../lib/meta";
import { metaFromLoader } from "../lib/route-meta";

// Prerendered once per post at build time. Only the loader reads the posts, so their bodies
// stay out of the browser's bundle.
export function loader({ params }: LoaderFunctionArgs) {
  const post = getBlogPost(params.slug ?? "");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers 404 this way
  if (!post) throw data(null, { status: 404 });
  const { slug, title, description, tags } = post;
  const path = blogPostPath(slug);
  return {
    meta: [
      ...metaTags({ title: pageTitle(title), description, path, keywords: tags }),
      breadcrumbJsonLd([
        { name: "Blog", path: routes.blog },
        { name: title, path },
      ]),
    ],
    title,
    description,
    copy: { ...comingSoonPage, text: comingSoonPage.text.replace("{page}", title) },
  };
}

export const meta = metaFromLoader;

export default function BlogPost() {
  const { title, description, copy } = useLoaderData<typeof loader>();
  return <InterimPage name={title} description={description} copy={copy} />;
}
