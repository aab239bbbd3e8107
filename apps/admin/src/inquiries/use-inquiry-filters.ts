import {
  ASSIGNEE_NONE,
  INDUSTRY_KEYS,
  DEMO_CALL_OUTCOMES,
  INQUIRY_KINDS,
  INQUIRY_LIMITS,
  INQUIRY_SORTS,
  INQUIRY_CALL_FILTERS,
  INQUIRY_STATUSES,
  type IndustryKey,
  type InquiryCallFilter,
  type DemoCallOutcome,
  type InquiryKind,
  type InquiryListQuery,
  type InquirySort,
  type InquiryStatus,
} from "@novaline/inquiry";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The table's filters, as kept in the page's address. */
export interface InquiryFilters {
  kind?: InquiryKind;
  status?: InquiryStatus;
  /** Demo requests whose call turned out so (the API's `outcome=`). */
  outcome?: DemoCallOutcome;
  q?: string;
  /** The first day shown, `YYYY-MM-DD`, a day of the staff member's own time zone. */
  from?: string;
  /** The last day shown, `YYYY-MM-DD`, included whole. */
  to?: string;
  /** Whose: the signed-in staff member's (`me`) or nobody's (`none`). */
  assignee?: AssigneeFilter;
  /** `overdue`: open inquiries whose follow-up day is before the staff member's today. */
  followUp?: FollowUpFilter;
  /** The page the inquiries were sent from, exactly (a dashboard link's). */
  source?: string;
  /** The industry of their demo call. */
  industry?: IndustryKey;
  /** Whether they asked for a demo call now (`yes`: a phone demo; `placed`: its call was placed). */
  call?: InquiryCallFilter;
  /** Whether staff answered them (a first status change or note). */
  responded?: "yes" | "no";
  /** `yes`: only the won and lost ones (what the win rate is over). */
  decided?: "yes";
}

/** The owner filter's values in the address. */
export const ASSIGNEE_FILTERS = ["me", "none"] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];
/** The follow-up filter's values in the address. */
export const FOLLOW_UP_FILTERS = ["overdue"] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

/** How many filters narrow the list (the phone's "Filters (n)"). */
export const filterCount = (filters: InquiryFilters) =>
  Object.values(filters).filter((value) => value !== undefined).length;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of `day` (`YYYY-MM-DD`) in the browser's time zone, if it is a real day. */
export function localDayStart(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = new Date(year, month - 1, date);
  const real =
    start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date;
  return real ? start : undefined;
}

/** The staff member's own day of `date`, `YYYY-MM-DD`, as the day filters read it. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether any filter narrows the list. */
export const hasFilters = (filters: InquiryFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/** Whether the date range is backwards (its last day before its first): nothing can match. */
export const isBackwardRange = (filters: InquiryFilters) =>
  filters.from !== undefined && filters.to !== undefined && filters.to < filters.from;

/**
 * The API query for `filters`: the days become instants of the browser's time zone, from the
 * first day's midnight to the last millisecond of the last day, so "today" means the staff
 * member's today, not a UTC day. "Mine" is the signed-in staff member `me` (their uid; without
 * one the filter is left out), and "overdue" asks for follow-ups before their today (`now`).
 */
export function listQuery(
  filters: InquiryFilters,
  { me, now = new Date() }: { me?: string | undefined; now?: Date } = {},
): InquiryListQuery {
  const { from, to, assignee, followUp, ...rest } = filters;
  const owner = assignee === "none" ? ASSIGNEE_NONE : assignee === "me" ? me : undefined;
  const start = from === undefined ? undefined : localDayStart(from);
  const last = to === undefined ? undefined : localDayStart(to);
  const end =
    last && new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getTime() - 1;
  return {
    ...rest,
    ...(start ? { from: start } : {}),
    ...(end === undefined ? {} : { to: new Date(end) }),
    ...(owner === undefined ? {} : { assignee: owner }),
    ...(followUp === "overdue" ? { followUpBefore: localDay(now) } : {}),
  };
}

const isKind = (value: string | null): value is InquiryKind =>
  (INQUIRY_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is InquiryStatus =>
  (INQUIRY_STATUSES as readonly (string | null)[]).includes(value);
const isAssignee = (value: string | null): value is AssigneeFilter =>
  (ASSIGNEE_FILTERS as readonly (string | null)[]).includes(value);
const isFollowUp = (value: string | null): value is FollowUpFilter =>
  (FOLLOW_UP_FILTERS as readonly (string | null)[]).includes(value);
const isCallFilter = (value: string | null): value is InquiryCallFilter =>
  (INQUIRY_CALL_FILTERS as readonly (string | null)[]).includes(value);
const isOutcome = (value: string | null): value is DemoCallOutcome =>
  (DEMO_CALL_OUTCOMES as readonly (string | null)[]).includes(value);

/** The API's default order, left out of the address. */
export const DEFAULT_SORT: InquirySort = "received_desc";

/** The order in search params (`?sort=`), the default for a missing or unknown one. */
export function sortFromParams(params: URLSearchParams): InquirySort {
  const sort = params.get("sort");
  return (INQUIRY_SORTS as readonly (string | null)[]).includes(sort)
    ? (sort as InquirySort)
    : DEFAULT_SORT;
}

/** Reads the filters from search params, ignoring values the API would refuse. */
export function filtersFromParams(params: URLSearchParams): InquiryFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const outcome = params.get("outcome");
  const q = params.get("q")?.trim();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const assignee = params.get("assignee");
  const followUp = params.get("followUp");
  const source = params.get("source") ?? "";
  const industry = params.get("industry");
  const call = params.get("call");
  const responded = params.get("responded");
  return {
    ...(isKind(kind) ? { kind } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isOutcome(outcome) ? { outcome } : {}),
    ...(q ? { q } : {}),
    ...(localDayStart(from) ? { from } : {}),
    ...(localDayStart(to) ? { to } : {}),
    ...(isAssignee(assignee) ? { assignee } : {}),
    ...(isFollowUp(followUp) ? { followUp } : {}),
    ...(source !== "" && source.length <= INQUIRY_LIMITS.sourcePage ? { source } : {}),
    ...((INDUSTRY_KEYS as readonly (string | null)[]).includes(industry)
      ? { industry: industry as IndustryKey }
      : {}),
    ...(isCallFilter(call) ? { call } : {}),
    ...(responded === "yes" || responded === "no" ? { responded } : {}),
    ...(params.get("decided") === "yes" ? { decided: "yes" as const } : {}),
  };
}

/**
 * The filters and the order in the address (`?kind=&status=&outcome=&q=&from=&to=&assignee=&followUp=&source=&industry=&call=&responded=&decided=&sort=`), so a reload,
 * the back button or a shared link shows the same list. Changing them replaces the history entry
 * while typing a search. Clearing the filters keeps the order.
 */
export function useInquiryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilter = useCallback(
    (name: keyof InquiryFilters | "id" | "sort", value: string, { replace = false } = {}) => {
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
  const sort = sortFromParams(params);
  const setSort = useCallback(
    (next: InquirySort) => {
      setFilter("sort", next === DEFAULT_SORT ? "" : next);
    },
    [setFilter],
  );
  const clearFilters = useCallback(() => {
    setParams((current) => {
      const kept = new URLSearchParams();
      const order = current.get("sort");
      if (order !== null) kept.set("sort", order);
      return kept;
    });
  }, [setParams]);
  /** The inquiry open in the panel (`?id=`), so a link can open it too. */
  const openId = params.get("id") ?? undefined;
  const setOpenId = useCallback(
    (id: string | undefined) => {
      setFilter("id", id ?? "");
    },
    [setFilter],
  );
  return { filters, setFilter, clearFilters, sort, setSort, openId, setOpenId };
}
