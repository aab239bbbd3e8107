import { adminHandoffPage, brand } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { packLoader, usePageData } from "../shared/page-data";
import { metaFromLoader } from "../shared/route-meta";

/** Origin of the admin app: `VITE_ADMIN_URL`, else the brand's admin address. */
const adminOrigin = () => (import.meta.env.VITE_ADMIN_URL ?? brand.adminUrl).replace(/\/+$/, "");

// The spec's /admin/... addresses on the public site: staff sign in on the admin app, a deploy
// of its own, which serves the same paths. Runs at build time, once per admin path.
function handoffLoader({ url }: { url: URL }) {
  // The page's own path, without the trailing slash of its prerendered folder or the `.data` of
  // a data request (the request itself is passed through as it came).
  const pathname = url.pathname.replace(/\/+$/, "");
  const target = `${adminOrigin()}${pathname}`;
  return {
    meta: [{ title: adminHandoffPage.metaTitle }, { name: "robots", content: "noindex, nofollow" }],
    copy: adminHandoffPage,
    target,
  };
}

export const loader = packLoader(handoffLoader);

export const meta = metaFromLoader;

export default function AdminHandoff() {
  const { copy, target } = usePageData<typeof handoffLoader>();
  const { search, hash } = useLocation();
  const href = `${target}${search}${hash}`;
  useEffect(() => {
    // Replaces this page in the history, so Back returns to where the visitor came from.
    window.location.replace(href);
  }, [href]);
  return (
    <section className="bg-aurora">
      {/* Without scripts, the browser still goes there (with them, the effect above keeps the
          query and the hash, which a fixed refresh would drop). */}
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
      </noscript>
      <div className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-24 text-center sm:px-6">
        <h1 className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h1>
        <p className="text-lg text-muted-foreground">{copy.text}</p>
        <a href={href} className={buttonVariants()}>
          {copy.linkLabel}
        </a>
      </div>
    </section>
  );
}
