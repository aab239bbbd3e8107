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

/** Shows `record` as the API answered it, in the panel and in every list that holds it. */
export function showRecord(queryClient: QueryClient, record: InquiryRecord) {
  queryClient.setQueryData(detailKey(record.id), record);
  queryClient.setQueriesData<ListData>(
    { queryKey: ["inquiries", "list"] },
    replaceIn(record.id, () => record),
  );
}
