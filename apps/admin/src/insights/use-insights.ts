import type { InsightsQuery } from "@novaline/inquiry";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useInquiriesApi, useInquiryWatch } from "../inquiries/inquiries-api-context.js";

/** How long the dashboard waits after a change in the live feed before it reads its figures again. */
export const LIVE_REFRESH_DEBOUNCE_MS = 1500;

/** How often the figures are read again without a live feed. */
export const INSIGHTS_POLL_MS = 60_000;

/**
 * The dashboard's figures for a period (the API's `GET /v1/admin/insights`), read again a moment
 * after each change the live feed brings (a burst of changes, once), or every minute without it.
 * The figures of the last period stay on screen while another one loads.
 */
export function useInsights(query: InsightsQuery) {
  const api = useInquiriesApi();
  const watch = useInquiryWatch();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!watch) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watch({
      onLive: setLive,
      onChange: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: ["insights"] });
        }, LIVE_REFRESH_DEBOUNCE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
      setLive(false);
    };
  }, [watch, queryClient]);

  const result = useQuery({
    queryKey: ["insights", query.from, query.to, query.tz],
    queryFn: ({ signal }) => api.insights(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : INSIGHTS_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return { ...result, live };
}
