import { INQUIRY_PAGE_SIZE, type InquirySort } from "@novaline/inquiry";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { listQuery, type InquiryFilters } from "./use-inquiry-filters.js";

/** How often the open list asks for new inquiries. */
export const REFRESH_INTERVAL_MS = 30_000;

/**
 * The inquiries matching `filters` in `sort` order, a page at a time (the API's keyset cursor:
 * no duplicates or gaps while new ones arrive). Refreshed when the window regains focus, and
 * every 30 s unless the live inbox (`live`) brings the changes.
 */
export function useInquiryList(
  filters: InquiryFilters,
  { sort = "received_desc", live = false }: { sort?: InquirySort; live?: boolean } = {},
) {
  const api = useInquiriesApi();
  return useInfiniteQuery({
    queryKey: ["inquiries", "list", filters, sort],
    queryFn: ({ pageParam, signal }) =>
      api.list(
        {
          ...listQuery(filters),
          sort,
          limit: INQUIRY_PAGE_SIZE.default,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: live ? false : REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}
