import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// Runs only at build time (ssr: false + prerender): every page is rendered once into static HTML.
// Waiting for `allReady` puts the content of every Suspense boundary (the sections that hydrate
// from their own chunks) in place in the HTML, not streamed after it.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let failed: unknown;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
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
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status, headers });
}
