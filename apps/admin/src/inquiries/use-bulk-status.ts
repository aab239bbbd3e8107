import { adminCopy } from "@novaline/content";
import type { InquiryPage, InquiryRecord, InquiryStatus } from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { changedSince } from "./use-update-inquiry.js";

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
 * Each goes from the version the list shows, like a change in the panel: a row whose status
 * somebody else changed since is not overwritten (it counts as not changed, and the list shows
 * their status); one changed otherwise (a note) is saved again from its version now.
 */
export function useBulkStatus() {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: readonly string[]; status: InquiryStatus }) => {
      const shown = new Map(
        queryClient
          .getQueriesData<ListData>({ queryKey: ["inquiries", "list"] })
          .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? [])
          .map((item) => [item.id, item] as const),
      );
      const save = async (id: string) => {
        const seen = shown.get(id);
        if (!seen) return api.update(id, { status });
        try {
          return await api.update(id, { status, version: seen.version });
        } catch (error) {
          const current = changedSince(error);
          if (current?.status !== seen.status) throw error;
          return api.update(id, { status, version: current.version });
        }
      };
      const results = await Promise.allSettled(ids.map(save));
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
