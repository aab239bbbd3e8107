import { adminCopy } from "@novaline/content";
import { toast } from "@novaline/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";
import { showRecord } from "./inquiry-cache.js";
import { forgetNoteDraft, noteDraftOf } from "./note-drafts.js";

const copy = adminCopy.inquiries.detail;

/**
 * Appends a note to an inquiry. A note never conflicts with anyone's change, so it takes no
 * version; the panel and the list show the inquiry as the API answers (every note, the new
 * version). The draft it came from is forgotten once added, unless more was typed meanwhile; a
 * failure keeps it, and a toast says so.
 */
export function useAddNote(id: string) {
  const api = useInquiriesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.addNote(id, body),
    onSuccess: (record, body) => {
      if (noteDraftOf(id)?.trim() === body) forgetNoteDraft(id);
      showRecord(queryClient, record);
      toast.success(copy.noteAdded);
    },
    onError: () => {
      toast.error(copy.noteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["inquiries"] }),
  });
}
