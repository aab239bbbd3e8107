import { adminCopy } from "@novaline/content";
import {
  InquiryApiError,
  type InquiryRecord,
  type InquiryStatus,
  type InquiryUpdate,
  type StaffMember,
} from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { detailKey, replaceIn, showRecord, type ListData } from "./inquiry-cache.js";

const copy = adminCopy.inquiries.detail;

/** What a member of staff may change on an inquiry in the panel (notes are appended apart). */
export type InquiryPatch = Pick<InquiryUpdate, "status" | "assigneeUid" | "followUpOn">;

/** The fields of an inquiry a change compares with what its editor saw. */
type Seen = Pick<InquiryRecord, "version" | "status" | "assigneeUid" | "followUpOn">;

/** A change chosen by this member of staff, and the inquiry as they saw it when they chose. */
export interface InquiryChange {
  readonly patch: InquiryPatch;
  readonly seen: Seen;
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

/** Whether somebody else changed one of the fields `patch` changes since `seen`. */
const touched = (patch: InquiryPatch, seen: Seen, current: InquiryRecord) =>
  (Object.keys(patch) as (keyof InquiryPatch)[]).some(
    (field) => patch[field] !== undefined && current[field] !== seen[field],
  );

/**
 * `record` with `patch` applied, as the list and the panel show it before the API answers (an
 * assignee's name from the staff list, when it is known).
 */
function patched(
  record: InquiryRecord,
  patch: InquiryPatch,
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
  };
}

/**
 * Changes an inquiry's status, owner or follow-up day from the version this member saw. The list
 * and the panel show the change at once. When somebody else changed the inquiry in between:
 * - if they did not touch what this change changes (they added a note, or set the follow-up
 *   while this member chose a status), there is nothing to choose: it is saved again from the
 *   version now;
 * - otherwise nothing is overwritten: the panel shows the inquiry as it is now; a status goes to
 *   `onConflict` with what this member chose, so they can keep theirs or take the other, and an
 *   owner or a day is only said to have changed elsewhere.
 * Any other failure puts back what was shown, and a toast says so.
 */
export function useUpdateInquiry(
  id: string,
  { onConflict }: { onConflict?: (conflict: StatusConflict) => void } = {},
) {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patch, seen }: InquiryChange) => {
      try {
        return await api.update(id, { ...patch, version: seen.version });
      } catch (error) {
        const current = changedSince(error);
        if (!current || touched(patch, seen, current)) throw error;
        return api.update(id, { ...patch, version: current.version });
      }
    },
    onMutate: async ({ patch }) => {
      await queryClient.cancelQueries({ queryKey: ["inquiries"] });
      const lists = queryClient.getQueriesData<ListData>({ queryKey: ["inquiries", "list"] });
      const detail = queryClient.getQueryData<InquiryRecord>(detailKey(id));
      const staff = queryClient.getQueryData<readonly StaffMember[]>(["staff"]);
      queryClient.setQueriesData<ListData>(
        { queryKey: ["inquiries", "list"] },
        replaceIn(id, (item) => patched(item, patch, staff)),
      );
      if (detail) queryClient.setQueryData(detailKey(id), patched(detail, patch, staff));
      return { lists, detail };
    },
    onError: (error, { patch }, saved) => {
      const current = changedSince(error);
      if (current) {
        showRecord(queryClient, current);
        if (patch.status !== undefined && onConflict) {
          onConflict({ mine: patch.status, current });
        } else {
          toast.error(copy.changedElsewhere);
        }
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
