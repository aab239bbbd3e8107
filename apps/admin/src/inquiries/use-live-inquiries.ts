import type { InquiryPage, InquiryRecord } from "@novaline/inquiry";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useInquiryWatch } from "./inquiries-api-context.js";

type ListData = InfiniteData<InquiryPage, string>;

const replaced = (inquiry: InquiryRecord) => (data: ListData | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === inquiry.id ? inquiry : item)),
    })),
  };

/**
 * The live inbox: a change to an inquiry on screen (another member of staff's status or note, a
 * demo call's progress, an e-mail's delivery) shows in place at once; a new inquiry is counted,
 * not inserted, so no row moves under the pointer or the keyboard until `showArrived`. `live` is
 * false without a stream (then the list polls).
 */
export function useLiveInquiries() {
  const watch = useInquiryWatch();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!watch) return;
    const stop = watch({
      onLive: setLive,
      onChange: ({ kind, inquiry }) => {
        queryClient.setQueriesData<ListData>(
          { queryKey: ["inquiries", "list"] },
          replaced(inquiry),
        );
        queryClient.setQueryData<InquiryRecord>(
          ["inquiries", "detail", inquiry.id],
          (shown) => shown && inquiry,
        );
        if (kind === "created") setArrived((ids) => new Set(ids).add(inquiry.id));
      },
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [watch, queryClient]);

  const showArrived = useCallback(() => {
    setArrived(new Set());
    void queryClient.invalidateQueries({ queryKey: ["inquiries", "list"] });
  }, [queryClient]);

  return { live, arrived: arrived.size, showArrived };
}
