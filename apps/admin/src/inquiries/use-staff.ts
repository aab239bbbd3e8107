import type { StaffMember } from "@novaline/inquiry";
import { useQuery } from "@tanstack/react-query";
import { useInquiriesApi } from "./inquiries-api-context.js";

/** How long the staff list is reused before it is asked for again: staff change rarely. */
const STAFF_STALE_MS = 5 * 60_000;

/** The staff members inquiries can be assigned to, by name. */
export function useStaff() {
  const api = useInquiriesApi();
  return useQuery<readonly StaffMember[]>({
    queryKey: ["staff"],
    queryFn: async ({ signal }) => (await api.listStaff({ signal })).items,
    staleTime: STAFF_STALE_MS,
  });
}
