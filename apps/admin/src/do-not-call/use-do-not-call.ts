import { adminCopy } from "@novaline/content";
import type { InquiryClient } from "@novaline/inquiry";
import { toast } from "@novaline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useInquiriesApi } from "../inquiries/inquiries-api-context.js";

const copy = adminCopy.doNotCall;
const KEY = ["do-not-call"];

/** The do-not-call list, newest first. */
export function useDoNotCallList() {
  const api = useInquiriesApi();
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.listDoNotCall({ signal }) });
}

/** Adds a number; a toast says whether it was new. The list is read again after. */
export function useAddDoNotCall() {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => api.addDoNotCall(phone),
    onSuccess: ({ alreadyListed }) => {
      toast.success(alreadyListed ? copy.alreadyListed : copy.added);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

type DoNotCallList = Awaited<ReturnType<InquiryClient["listDoNotCall"]>>;

/** Removes an entry; a toast says so (or why not). The list is read again after. */
export function useRemoveDoNotCall() {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.removeDoNotCall(id),
    onSuccess: (_answer, id) => {
      // Gone from the list at once (focus moves to the next entry before the list is read again).
      queryClient.setQueryData<DoNotCallList>(
        KEY,
        (list) => list && { ...list, items: list.items.filter((item) => item.id !== id) },
      );
      toast.success(copy.removed);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
