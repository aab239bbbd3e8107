import { adminCopy } from "@novaline/content";
import type { InquiryPage, InquiryRecord, InquiryStatus } from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";

type ListData = InfiniteData<InquiryPage, string>;
const copy = adminCopy.inquiries.bulk;

const withStatus = (changed: ReadonlyMap<string, InquiryRecord>) => (data: ListData | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => changed.get(item.id) ?? item),
    })),
  };

/**
 * Sets one status on several inquiries: one request each (each keeps who changed it and when),
 * the list updated as each answers; a toast says how many changed, and how many could not.
 */
export function useBulkStatus() {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: readonly string[]; status: InquiryStatus }) => {
      const results = await Promise.allSettled(ids.map((id) => api.update(id, { status })));
      const changed = new Map<string, InquiryRecord>();
      for (const result of results) {
        if (result.status === "fulfilled") changed.set(result.value.id, result.value);
      }
      queryClient.setQueriesData<ListData>(
        { queryKey: ["inquiries", "list"] },
        withStatus(changed),
      );
      return { changed: changed.size, failed: ids.length - changed.size };
    },
    onSuccess: ({ changed, failed }) => {
      if (changed > 0) toast.success(copy.done.replace("{count}", String(changed)));
      if (failed > 0) toast.error(copy.failed.replace("{count}", String(failed)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}
