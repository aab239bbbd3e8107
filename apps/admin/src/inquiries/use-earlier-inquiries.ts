import type { EarlierInquiries } from "@novaline/inquiry";
import { useQuery } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";

/** The same person's earlier inquiries (same e-mail address or phone number), newest first. */
export function useEarlierInquiries(id: string | undefined) {
  const api = useInquiriesApi();
  return useQuery<EarlierInquiries>({
    queryKey: ["inquiries", "earlier", id],
    queryFn: ({ signal }) => api.earlier(id ?? "", { signal }),
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}
