import { adminCopy } from "@novaline/content";
import { InquiryApiError, type InquiryRecord, type InquiryStatus } from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { detailKey, replaceIn, showRecord, type ListData } from "./inquiry-cache.js";

const copy = adminCopy.inquiries.detail;

/** A status chosen by this member of staff, and the inquiry as they saw it when they chose. */
export interface StatusChange {
  readonly status: InquiryStatus;
  readonly seen: Pick<InquiryRecord, "version" | "status">;
}

/** The status this member chose, refused because somebody else changed it first. */
export interface StatusConflict {
  /** What this member chose (not saved). */
  readonly mine: InquiryStatus;
  /** The inquiry as it is now: its status, who changed it and when, its version. */
  readonly current: InquiryRecord;
}

/** The inquiry changed since `version`, as the API's 409 tells it, or `undefined`. */
export const changedSince = (error: unknown): InquiryRecord | undefined =>
  error instanceof InquiryApiError && error.code === "inquiry-changed" ? error.current : undefined;

/**
 * Changes an inquiry's status from the version this member saw. The list and the panel show the
 * change at once. When somebody else changed the inquiry in between:
 * - if they did not touch the status (they added a note), there is nothing to choose: it is
 *   saved again from the version now;
 * - otherwise nothing is overwritten: the panel shows the inquiry as it is now and
 *   `onConflict` hears what this member chose, so they can keep theirs or take the other.
 * Any other failure puts back what was shown, and a toast says so.
 */
export function useUpdateInquiry(
  id: string,
  { onConflict }: { onConflict?: (conflict: StatusConflict) => void } = {},
) {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, seen }: StatusChange) => {
      try {
        return await api.update(id, { status, version: seen.version });
      } catch (error) {
        const current = changedSince(error);
        if (current?.status !== seen.status) throw error;
        return api.update(id, { status, version: current.version });
      }
    },
    onMutate: async ({ status }) => {
      await queryClient.cancelQueries({ queryKey: ["inquiries"] });
      const lists = queryClient.getQueriesData<ListData>({ queryKey: ["inquiries", "list"] });
      const detail = queryClient.getQueryData<InquiryRecord>(detailKey(id));
      queryClient.setQueriesData<ListData>(
        { queryKey: ["inquiries", "list"] },
        replaceIn(id, (item) => ({ ...item, status })),
      );
      if (detail) queryClient.setQueryData(detailKey(id), { ...detail, status });
      return { lists, detail };
    },
    onError: (error, { status }, saved) => {
      const current = changedSince(error);
      if (current) {
        showRecord(queryClient, current);
        onConflict?.({ mine: status, current });
        return;
      }
      for (const [key, data] of saved?.lists ?? ([] as [QueryKey, ListData | undefined][])) {
        queryClient.setQueryData(key, data);
      }
      if (saved?.detail) queryClient.setQueryData(detailKey(id), saved.detail);
      toast.error(copy.saveFailed);
    },
    onSuccess: (record) => {
      showRecord(queryClient, record);
      toast.success(copy.saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}
