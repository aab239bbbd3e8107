import { INQUIRY_PAGE_SIZE } from "@novaline/inquiry";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSignedInUid } from "../auth/auth-context.js";
import { useInquiriesApi, useInquiryWatch } from "./inquiries-api-context.js";
import { showRecord } from "./inquiry-cache.js";
import {
  hasFilters,
  isBackwardRange,
  listQuery,
  type InquiryFilters,
} from "./use-inquiry-filters.js";

/** The inquiries that arrived since the list was shown, and how often any of them changed since. */
interface Arrivals {
  readonly ids: ReadonlySet<string>;
  readonly changes: number;
}

const NONE: Arrivals = { ids: new Set(), changes: 0 };

/**
 * Which of the `arrived` inquiries the list would show under `filters`: all of them when
 * nothing narrows the list; otherwise the API says, with the list's own query (so that every
 * filter means here what it means in the list). New inquiries are the newest: those that match
 * head the list in received order, so the first `arrived` rows hold them all.
 */
function useMatchingArrivals(filters: InquiryFilters, arrived: Arrivals): readonly string[] {
  const api = useInquiriesApi();
  const me = useSignedInUid();
  const filtered = hasFilters(filters);
  const ids = [...arrived.ids];
  const asked = filtered && ids.length > 0 && !isBackwardRange(filters);
  const matching = useQuery({
    queryKey: ["inquiries", "arrived", filters, me, ids, arrived.changes],
    enabled: asked,
    queryFn: async ({ signal }) => {
      const page = await api.list(
        {
          ...listQuery(filters, { me }),
          sort: "received_desc",
          limit: Math.min(Math.max(ids.length, INQUIRY_PAGE_SIZE.min), INQUIRY_PAGE_SIZE.max),
        },
        { signal },
      );
      return page.items.map((item) => item.id).filter((id) => arrived.ids.has(id));
    },
    // While the count for a new arrival or other filters is asked, the last one stays.
    placeholderData: (previous) => previous,
  });
  if (!filtered) return ids;
  return asked ? (matching.data ?? []) : [];
}

/**
 * The live inbox: a change to an inquiry on screen (another member of staff's status or note, a
 * demo call's progress, an e-mail's delivery) shows in place at once; a new inquiry is counted,
 * not inserted, so no row moves under the pointer or the keyboard until `showArrived`.
 * `arrived` holds the new inquiries the list's `filters` would show (count those the list does
 * not show yet: a refresh on focus brings them in). `live` is false without a stream (then the
 * list polls).
 */
export function useLiveInquiries(filters: InquiryFilters = {}) {
  const watch = useInquiryWatch();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [arrivals, setArrivals] = useState<Arrivals>(NONE);

  useEffect(() => {
    if (!watch) return;
    const stop = watch({
      onLive: setLive,
      onChange: ({ kind, inquiry }) => {
        showRecord(queryClient, inquiry, { onlyShown: true });
        setArrivals((current) => {
          if (kind === "created") return { ...current, ids: new Set(current.ids).add(inquiry.id) };
          // A new inquiry changed (a colleague marked it spam): it may have left the filters.
          return current.ids.has(inquiry.id)
            ? { ...current, changes: current.changes + 1 }
            : current;
        });
      },
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [watch, queryClient]);

  const arrived = useMatchingArrivals(filters, arrivals);

  const showArrived = useCallback(() => {
    setArrivals(NONE);
    void queryClient.invalidateQueries({ queryKey: ["inquiries", "list"] });
  }, [queryClient]);

  return { live, arrived, showArrived };
}
