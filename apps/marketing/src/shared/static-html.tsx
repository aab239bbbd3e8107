import { createContext, use, type ComponentProps } from "react";

/** The markup loaders kept out of the page data, for the document's render (entry.server). */
export const PrerenderedHtml = /* @__PURE__ */ createContext<ReadonlyMap<string, string>>(
  new Map(),
);

type StaticHtmlProps = Omit<
  ComponentProps<"div">,
  "id" | "children" | "dangerouslySetInnerHTML"
> & {
  id: string;
  /** The markup, or `undefined` where the loader left it out of the page's data. */
  html: string | undefined;
};

/**
 * A `div` holding ready-made markup (our own, rendered at build time: never a visitor's input).
 *
 * Without `html` it takes, on the server, the markup its loader handed to the document's render
 * (see `htmlOutsidePageData`); in the browser, the markup of the element the prerendered page
 * holds, read back as it renders. That markup never changes: React never sets it to anything
 * else. The server's bundle and the browser's each keep only their own way (`import.meta.env.SSR`).
 */
export function StaticHtml({ id, html, ...props }: StaticHtmlProps) {
  const markup =
    html ??
    (import.meta.env.SSR ? use(PrerenderedHtml).get(id) : document.getElementById(id)?.innerHTML);
  return <div id={id} {...props} dangerouslySetInnerHTML={{ __html: markup ?? "" }} />;
}
