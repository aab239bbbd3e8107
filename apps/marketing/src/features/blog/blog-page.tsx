import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import { BlogList } from "./blog-list";
import type { loader } from "./blog-loader";
import { usePageData } from "../../shared/page-data";

export const meta = metaFromLoader;

export default function Blog() {
  const { intro, copy, categories, posts, resetHref } = usePageData<typeof loader>();
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
