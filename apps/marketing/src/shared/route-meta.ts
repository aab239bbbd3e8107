import type { MetaDescriptor } from "react-router";
import { unpack, type PageData } from "./page-data";

/**
 * The `meta` export of a page whose loader built its tags at build time (`meta` in its packed
 * data, see page-data.ts), so the copy behind them never ships in the browser's bundle.
 */
export function metaFromLoader({ loaderData }: { loaderData: unknown }): MetaDescriptor[] {
  const data = unpack(loaderData as PageData<{ meta?: MetaDescriptor[] }> | undefined);
  return data?.meta ?? [];
}
