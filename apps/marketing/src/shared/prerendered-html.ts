import { createContext, type RouterContextProvider } from "react-router";

/**
 * Markup a prerendered page holds once, in its HTML, and not again in its page data.
 *
 * A loader's data travels twice in a prerendered page: rendered into the HTML, and embedded at the
 * end of it for hydration. A blog post's body is one string of HTML (rendered from its Markdown at
 * build time) that hydration does not need: the element is there, and React leaves the children
 * of a `dangerouslySetInnerHTML` element as it finds them. Sent twice, it was a sixth of the
 * post's HTML (20.2 KB gzip, 16.8 KB without), downloaded and parsed again before the page
 * hydrates (the first paint does not wait for it: the data closes the document). The page's
 * `.data` file, which a navigation in the browser fetches, keeps it: there is no element then.
 */

/** The markup the document's render takes from its loaders, by element id (build time only). */
export const prerenderedHtml = createContext<ReadonlyMap<string, string>>(new Map());

/** What a loader is given that this reads. */
interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * `html`, for the loader's data of a navigation (a `.data` request); for the document's render,
 * `undefined`, with `html` handed to the render under `id` instead (see `StaticHtml`).
 */
export function htmlOutsidePageData(
  { request, context }: LoaderArgs,
  id: string,
  html: string,
): string | undefined {
  if (new URL(request.url).pathname.endsWith(".data")) return html;
  context.set(prerenderedHtml, new Map(context.get(prerenderedHtml)).set(id, html));
  return undefined;
}
