import { adminCopy } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSignedInUid } from "../auth/auth-context.js";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { showRecord } from "./inquiry-cache.js";
const copy = adminCopy.inquiries;

/**
 * "Assign to me" (the `a` key, and the panel's button): the signed-in staff member becomes the
 * inquiry's owner. Only the assignee is sent, so nobody's status or note is overwritten; the list
 * and the panel show the answer, and a toast says it is done (or that it failed).
 */
export function useAssignToMe() {
  const api = useInquiriesApi();
  const me = useSignedInUid();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => api.update(id, { assigneeUid: me ?? null }),
    onSuccess: (record: InquiryRecord) => {
      showRecord(queryClient, record);
      toast.success(copy.ownership.assignedToMe);
    },
    onError: () => {
      toast.error(copy.detail.saveFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inquiries"] }),
  });
  const { mutate } = mutation;
  /** Assigns inquiry `id` to the signed-in staff member (nothing when nobody is signed in). */
  const assign = useCallback(
    (id: string) => {
      if (me !== undefined) mutate(id);
    },
    [me, mutate],
  );
  return {
    assign,
    me,
    isPending: mutation.isPending,
  };
}
