import type { RecordingLink } from "@novaline/inquiry";
import { useQuery } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";

/**
 * A signed, short-lived address of the inquiry's call recording for the `<audio>` element
 * (which cannot send the bearer token), asked for once the panel shows a call with a recording.
 * Kept a little less long than the link lives; `refetch` gets a fresh one (an expired link).
 */
export function useRecordingLink(inquiryId: string, enabled: boolean) {
  const api = useInquiriesApi();
  return useQuery<RecordingLink>({
    // Not under "inquiries": saving or a live change there must not swap the playing address.
    queryKey: ["recording-link", inquiryId],
    queryFn: ({ signal }) => api.recordingLink(inquiryId, { signal }),
    enabled,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
