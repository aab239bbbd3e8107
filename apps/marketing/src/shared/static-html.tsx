import { createContext, useContext, useState, type ComponentProps } from "react";

/** The markup loaders kept out of the page data, for the document's render (entry.server). */
export const PrerenderedHtml = createContext<ReadonlyMap<string, string>>(new Map());

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
 * Without `html` it takes the markup its loader handed to the document's render (on the server) or
 * the element the prerendered page already holds (hydrating): see `htmlOutsidePageData`.
 */
export function StaticHtml({ id, html, ...props }: StaticHtmlProps) {
  const prerendered = useContext(PrerenderedHtml);
  const [kept] = useState(
    () =>
      prerendered.get(id) ??
      (typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML),
  );
  return <div id={id} {...props} dangerouslySetInnerHTML={{ __html: html ?? kept ?? "" }} />;
}
