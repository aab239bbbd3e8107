import type { MetaDescriptor } from "react-router";

/**
 * The `meta` export of a page whose loader built its tags at build time (`loaderData.meta`), so
 * the copy behind them never ships in the browser's bundle.
 */
export function metaFromLoader({ loaderData }: { loaderData: unknown }): MetaDescriptor[] {
  const meta = (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta;
  return meta ?? [];
}
