import { INQUIRY_PAGE_SIZE, type InquirySort } from "@novaline/inquiry";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useSignedInUid } from "../auth/auth-context.js";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { listQuery, type InquiryFilters } from "./use-inquiry-filters.js";

/** How often the open list asks for new inquiries. */
export const REFRESH_INTERVAL_MS = 30_000;

/** How often a list that could not be loaded tries again by itself (an API outage ending). */
export const RECOVER_INTERVAL_MS = 10_000;

/**
 * When the list is read again: every 10 s while it is failing, whether or not the live inbox is
 * connected (the stream can come back before the list, and only brings changes, not the list);
 * otherwise every 30 s, or never while the live inbox brings the changes.
 */
export const listRefetchInterval =
  (live: boolean) =>
  ({ state }: { state: { status: "pending" | "error" | "success" } }): number | false =>
    state.status === "error" ? RECOVER_INTERVAL_MS : live ? false : REFRESH_INTERVAL_MS;

/**
 * The inquiries matching `filters` in `sort` order, a page at a time (the API's keyset cursor:
 * no duplicates or gaps while new ones arrive). Refreshed when the window regains focus, and
 * every 30 s unless the live inbox (`live`) brings the changes; every 10 s while it fails.
 */
export function useInquiryList(
  filters: InquiryFilters,
  { sort = "received_desc", live = false }: { sort?: InquirySort; live?: boolean } = {},
) {
  const api = useInquiriesApi();
  const me = useSignedInUid();
  return useInfiniteQuery({
    // "Mine" is somebody else's list after another staff member signs in on this browser.
    queryKey: ["inquiries", "list", filters, sort, ...(filters.assignee === "me" ? [me] : [])],
    queryFn: ({ pageParam, signal }) =>
      api.list(
        {
          ...listQuery(filters, { me }),
          sort,
          limit: INQUIRY_PAGE_SIZE.default,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: listRefetchInterval(live),
    refetchOnWindowFocus: true,
  });
}
