import {
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  type InquiryKind,
  type InquiryStatus,
} from "@novaline/inquiry";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The table's filters, as kept in the page's address. */
export interface InquiryFilters {
  kind?: InquiryKind;
  status?: InquiryStatus;
  q?: string;
}

const isKind = (value: string | null): value is InquiryKind =>
  (INQUIRY_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is InquiryStatus =>
  (INQUIRY_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from search params, ignoring values the API would refuse. */
export function filtersFromParams(params: URLSearchParams): InquiryFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const q = params.get("q")?.trim();
  return {
    ...(isKind(kind) ? { kind } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The filters in the address (`?kind=&status=&q=`), so a reload, the back button or a shared
 * link shows the same list. Changing them replaces the history entry while typing a search.
 */
export function useInquiryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilter = useCallback(
    (name: keyof InquiryFilters | "id", value: string, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === "") next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setParams(new URLSearchParams());
  }, [setParams]);
  /** The inquiry open in the panel (`?id=`), so a link can open it too. */
  const openId = params.get("id") ?? undefined;
  const setOpenId = useCallback(
    (id: string | undefined) => {
      setFilter("id", id ?? "");
    },
    [setFilter],
  );
  return { filters, setFilter, clearFilters, openId, setOpenId };
}
