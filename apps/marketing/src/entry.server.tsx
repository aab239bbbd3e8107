import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { prerenderedHtml } from "./shared/prerendered-html";
import { PrerenderedHtml } from "./shared/static-html";

// Runs only at build time (ssr: false + prerender): every page is rendered once into static HTML.
// Waiting for `allReady` puts the content of every Suspense boundary (the sections that hydrate
// from their own chunks) in place in the HTML, not streamed after it.

/**
 * React Router preloads every module of the first load from <head>. On a slow phone connection
 * those ~130 KB of scripts share the bandwidth with the HTML and the one stylesheet, and the page
 * paints late (Lighthouse mobile: first paint 2.6 s with them, 1.5 s without). The page is complete
 * without scripts, so they are fetched from the module script at the end of <body> instead.
 */
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Each page is prerendered at its folder (`/pricing/`), and React Router keeps that trailing slash
 * (`v8_trailingSlashAwareDataRequests`). The page is rendered as its own address (`/pricing`), the
 * one links name, so that the header's active link is marked in the HTML as after hydration.
 */
function withoutTrailingSlash(context: EntryContext): EntryContext {
  const { staticHandlerContext } = context;
  const { location } = staticHandlerContext;
  if (location.pathname.length <= 1 || !location.pathname.endsWith("/")) return context;
  return {
    ...context,
    staticHandlerContext: {
      ...staticHandlerContext,
      location: { ...location, pathname: location.pathname.replace(/\/+$/, "") },
    },
  };
}
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let failed: unknown;
  const body = await renderToReadableStream(
    // The markup the page's loaders kept out of its data, for the elements that hold it.
    <PrerenderedHtml value={loadContext.get(prerenderedHtml)}>
      <ServerRouter context={withoutTrailingSlash(routerContext)} url={request.url} />
    </PrerenderedHtml>,
    {
      // Never outline a large boundary to a later chunk: each page is one complete document.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        failed ??= error;
        console.error(error);
      },
    },
  );
  await body.allReady;
  if (failed !== undefined) {
    throw failed instanceof Error
      ? failed
      : new Error("Prerendering a page failed", { cause: failed });
  }
  const html = (await new Response(body).text()).replace(modulePreload, "");
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}
