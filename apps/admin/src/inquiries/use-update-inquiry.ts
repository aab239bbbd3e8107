import { adminCopy } from "@novaline/content";
import {
  InquiryApiError,
  inquiryVersionTag,
  type InquiryPage,
  type InquiryRecord,
  type InquiryUpdate,
  type StaffMember,
} from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { forgetNoteDraft, noteDraftOf } from "./note-drafts.js";

type ListData = InfiniteData<InquiryPage, string>;
const copy = adminCopy.inquiries.detail;

/**
 * `record` with `patch` applied, as the list and the panel show it before the API answers (an
 * assignee's name from the staff list, when it is known).
 */
function patched(
  record: InquiryRecord,
  patch: InquiryUpdate,
  staff: readonly StaffMember[] = [],
): InquiryRecord {
  return {
    ...record,
    ...(patch.assigneeUid === undefined
      ? {}
      : {
          assigneeUid: patch.assigneeUid,
          assigneeName:
            staff.find((member) => member.uid === patch.assigneeUid)?.name ??
            (patch.assigneeUid === null ? null : record.assigneeName),
        }),
    ...(patch.followUpOn === undefined ? {} : { followUpOn: patch.followUpOn }),
    ...(patch.status === undefined ? {} : { status: patch.status }),
    ...(patch.note === undefined ? {} : { note: patch.note === "" ? null : patch.note }),
  };
}

const replaceIn =
  (id: string, change: (record: InquiryRecord) => InquiryRecord) => (data: ListData | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === id ? change(item) : item)),
      })),
    };

/**
 * Changes an inquiry's status and/or note. The list and the panel show the change at once; if
 * the API refuses it, both go back to what they showed and a toast says so.
 */
export function useUpdateInquiry(id: string) {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  const detailKey = ["inquiries", "detail", id];
  /** The inquiry as the panel or the list shows it (its version: updates keep `updatedAt`). */
  const versionOnScreen = () =>
    queryClient.getQueryData<InquiryRecord>(detailKey) ??
    queryClient
      .getQueriesData<ListData>({ queryKey: ["inquiries", "list"] })
      .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? [])
      .find((item) => item.id === id);
  return useMutation({
    // From the version on screen: a change someone else saved in between is not overwritten.
    mutationFn: (patch: InquiryUpdate) => {
      const seen = versionOnScreen();
      return api.update(id, patch, seen ? { ifMatch: inquiryVersionTag(seen) } : {});
    },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: ["inquiries"] });
      const lists = queryClient.getQueriesData<ListData>({ queryKey: ["inquiries", "list"] });
      const detail = queryClient.getQueryData<InquiryRecord>(detailKey);
      const staff = queryClient.getQueryData<readonly StaffMember[]>(["staff"]);
      queryClient.setQueriesData<ListData>(
        { queryKey: ["inquiries", "list"] },
        replaceIn(id, (item) => patched(item, patch, staff)),
      );
      if (detail) queryClient.setQueryData(detailKey, patched(detail, patch, staff));
      return { lists, detail };
    },
    onError: (error, _patch, saved) => {
      for (const [key, data] of saved?.lists ?? ([] as [QueryKey, ListData | undefined][])) {
        queryClient.setQueryData(key, data);
      }
      if (saved?.detail) queryClient.setQueryData(detailKey, saved.detail);
      toast.error(
        error instanceof InquiryApiError && error.code === "inquiry-changed"
          ? copy.changedElsewhere
          : copy.saveFailed,
      );
    },
    onSuccess: (record, patch) => {
      // The draft saved (unless more was typed while it was saving) is no longer a draft.
      if (patch.note !== undefined && noteDraftOf(id)?.trim() === (record.note ?? "")) {
        forgetNoteDraft(id);
      }
      queryClient.setQueryData(detailKey, record);
      queryClient.setQueriesData<ListData>(
        { queryKey: ["inquiries", "list"] },
        replaceIn(id, () => record),
      );
      toast.success(copy.saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}
