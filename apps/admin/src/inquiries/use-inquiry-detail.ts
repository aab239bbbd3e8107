import type { InquiryPage, InquiryRecord } from "@novaline/inquiry";
import { useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";

/** One inquiry with its e-mail delivery state; shown from the list at once while it loads. */
export function useInquiryDetail(id: string | undefined) {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useQuery<InquiryRecord>({
    queryKey: ["inquiries", "detail", id],
    queryFn: ({ signal }) => api.get(id ?? "", { signal }),
    enabled: id !== undefined,
    placeholderData: (): InquiryRecord | undefined => {
      for (const [, data] of queryClient.getQueriesData<InfiniteData<InquiryPage>>({
        queryKey: ["inquiries", "list"],
      })) {
        const found = data?.pages.flatMap((page) => page.items).find((item) => item.id === id);
        if (found) return found;
      }
      return undefined;
    },
  });
}
