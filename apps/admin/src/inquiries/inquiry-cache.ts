import type { InquiryPage, InquiryRecord } from "@novaline/inquiry";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";

/** The list's pages as TanStack Query keeps them. */
export type ListData = InfiniteData<InquiryPage, string>;

/** The query key of one inquiry's detail. */
export const detailKey = (id: string) => ["inquiries", "detail", id];

/** `data` with the item `id` changed by `change` (every page, wherever it is). */
export const replaceIn =
  (id: string, change: (record: InquiryRecord) => InquiryRecord) => (data: ListData | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === id ? change(item) : item)),
      })),
    };

/**
 * The later of two copies of one inquiry, by version: an answer that arrives after the live feed
 * has shown a newer change (two notes added at once, each answer holding its own) never hides it.
 */
export const newerOf = (shown: InquiryRecord | undefined, incoming: InquiryRecord) =>
  shown !== undefined && shown.version > incoming.version ? shown : incoming;

/**
 * Shows `record` as the API answered it, in the panel and in every list that holds it, unless
 * they already show a later version of it. `onlyShown`: leave the panel's copy alone when it has
 * none (the live feed: an inquiry nobody opened).
 */
export function showRecord(
  queryClient: QueryClient,
  record: InquiryRecord,
  { onlyShown = false }: { onlyShown?: boolean } = {},
) {
  queryClient.setQueryData<InquiryRecord>(detailKey(record.id), (shown) =>
    onlyShown && shown === undefined ? undefined : newerOf(shown, record),
  );
  queryClient.setQueriesData<ListData>(
    { queryKey: ["inquiries", "list"] },
    replaceIn(record.id, (item) => newerOf(item, record)),
  );
}
