import { useLoaderData, useRouteLoaderData } from "react-router";

/**
 * A loader's data as it travels to the browser: one JSON string.
 *
 * React Router embeds loader data in each prerendered page (and in its `.data` file) as a
 * turbo-stream, which the browser decodes value by value before the page can hydrate. A page's
 * copy is thousands of small values: decoding them was the longest piece of work in the page's
 * first script task (about 120 ms of the 160 ms `createHydratedRouter` took on /pricing with the
 * CPU slowed 4×, as Lighthouse's mobile profile does). One string is one value for turbo-stream,
 * and `JSON.parse` reads it natively in well under a millisecond.
 */
export type PageData<T> = string & { readonly __pageData?: T };

type AnyLoader = (...args: never[]) => unknown;

/** What a loader returns, once packed and read back (its promise resolved). */
export type LoaderResult<L extends AnyLoader> = Awaited<ReturnType<L>>;

/**
 * `loader`, returning its data as one JSON string (see `PageData`). Its errors and thrown
 * responses pass through unchanged. The data must be plain JSON: no `Date`, `Map` or `undefined`
 * inside arrays (a test of each page's loader checks that the data reads back equal).
 */
export function packLoader<L extends AnyLoader>(
  loader: L,
): (...args: Parameters<L>) => Promise<PageData<LoaderResult<L>>> {
  return async (...args) => JSON.stringify(await loader(...args));
}

// The strings read so far and what they read as: the page, its root and the meta tags read the
// same strings on every render, and each keeps its identity (a memoized section's props stay
// equal). The oldest goes once there are more than a few pages' worth.
const read = new Map<string, unknown>();

/** Packed data read back; `undefined` stays `undefined` (a route whose loader did not run). */
export function unpack<T>(data: PageData<T>): T;
export function unpack<T>(data: PageData<T> | undefined): T | undefined;
export function unpack<T>(data: PageData<T> | undefined): T | undefined {
  if (data === undefined) return data;
  if (!read.has(data)) {
    const oldest = read.keys().next();
    if (read.size > 7 && !oldest.done) read.delete(oldest.value);
    read.set(data, JSON.parse(data));
  }
  return read.get(data) as T;
}

/** `useLoaderData`, for a route whose loader is `packLoader(loader)`. */
export function usePageData<L extends AnyLoader>(): LoaderResult<L> {
  return unpack(useLoaderData<() => PageData<LoaderResult<L>>>());
}

/** `useRouteLoaderData`, for a route whose loader is `packLoader(loader)`. */
export function useRouteData<L extends AnyLoader>(routeId: string): LoaderResult<L> | undefined {
  return unpack(useRouteLoaderData<() => PageData<LoaderResult<L>>>(routeId));
}
