import { adminCopy, fillIn } from "@novaline/content";
import { DEMO_CALL_OUTCOMES, INQUIRY_KINDS, INQUIRY_STATUSES } from "@novaline/inquiry";
import { Button, cn, FormField, formControlClassName, Input, Label } from "@novaline/ui";
import { SlidersHorizontal } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { filterCount, isBackwardRange, type InquiryFilters } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries;
const callCopy = copy.detail.call;
/** How long the search waits for typing to pause before it asks the API. */
export const SEARCH_DELAY_MS = 300;

function FilterSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(formControlClassName, "h-11 py-2 pr-8", className)} {...props} />;
}

/**
 * One select of the toolbar: its label above it, a fixed share of the row. A new filter is one
 * more of these: the row wraps whole cells, never moving what is above it.
 */
function SelectFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {children}
      </FilterSelect>
    </div>
  );
}

/** The first or last day of the range: a date input, empty when the range is open there. */
function DayFilter({
  name,
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  name: "from" | "to";
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  onChange: InquiryFiltersBarProps["onChange"];
}) {
  return (
    <FormField id={`inquiry-${name}`} label={label} className="gap-1.5" error={error}>
      <Input
        type="date"
        className="h-11"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(event) => {
          onChange(name, event.target.value);
        }}
      />
    </FormField>
  );
}

export interface InquiryFiltersBarProps {
  filters: InquiryFilters;
  onChange: (name: keyof InquiryFilters, value: string, options?: { replace?: boolean }) => void;
}

/**
 * Text search, type, status, owner ("Mine", "Unassigned"), overdue follow-ups and a range of days
 * over the inquiries; the search applies once typing pauses, the rest at once. Below 640 px the
 * filters but the search fold behind a "Filters (n)" toggle (a disclosure), so the list starts
 * near the top of a phone's screen.
 */
export function InquiryFiltersBar({ filters, onChange }: InquiryFiltersBarProps) {
  const [search, setSearch] = useState(filters.q ?? "");
  // What the box itself last applied: when the address catches up with it, the box keeps
  // whatever was typed meanwhile.
  const [sentQ, setSentQ] = useState<string | null>(null);
  // The address changed elsewhere (back button, "Clear filters"): the box shows what is applied.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setSentQ(null);
    if ((filters.q ?? "") !== sentQ) setSearch(filters.q ?? "");
  }
  const apply = useCallback(
    (value: string, options?: { replace?: boolean }) => {
      setSentQ(value);
      onChange("q", value, options);
    },
    [onChange],
  );
  useEffect(() => {
    if (search.trim() === (filters.q ?? "")) return;
    const timer = setTimeout(() => {
      apply(search.trim(), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [search, filters.q, apply]);

  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The search is not counted: it stays in sight beside the toggle.
  const hidden = filterCount({ ...filters, q: undefined });
  const own = copy.ownership;

  return (
    <form
      role="search"
      aria-label={copy.filtersLabel}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        apply(search.trim());
      }}
    >
      <div className="flex items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="inquiry-search">{copy.searchLabel}</Label>
          <Input
            id="inquiry-search"
            type="search"
            placeholder={copy.searchPlaceholder}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
        {/* On a phone the filters wait behind this, so the first inquiry is in sight. */}
        <Button
          type="button"
          variant="outline"
          className="h-11 sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <SlidersHorizontal aria-hidden="true" />
          {hidden > 0 ? fillIn(own.filtersToggle, { count: hidden }) : own.filtersToggleNone}
        </Button>
      </div>
      <div
        id={panelId}
        data-state={open ? "open" : "closed"}
        // Fixed-width cells that wrap whole: more filters (source, industry…) add cells, and no
        // cell changes size when a value is picked.
        className={cn(
          "grid grid-cols-2 items-start gap-3 sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]",
          !open && "max-sm:hidden",
        )}
      >
        <SelectFilter
          id="inquiry-kind"
          label={copy.kindLabel}
          value={filters.kind ?? ""}
          onChange={(value) => {
            onChange("kind", value);
          }}
        >
          <option value="">{copy.anyKind}</option>
          {INQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="inquiry-status"
          label={copy.statusLabel}
          value={filters.status ?? ""}
          onChange={(value) => {
            onChange("status", value);
          }}
        >
          <option value="">{copy.anyStatus}</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          id="inquiry-assignee"
          label={own.assigneeLabel}
          value={filters.assignee ?? ""}
          onChange={(value) => {
            onChange("assignee", value);
          }}
        >
          <option value="">{own.anyAssignee}</option>
          <option value="me">{own.mine}</option>
          <option value="none">{own.unassigned}</option>
        </SelectFilter>
        <SelectFilter
          id="inquiry-follow-up"
          label={own.followUpLabel}
          value={filters.followUp ?? ""}
          onChange={(value) => {
            onChange("followUp", value);
          }}
        >
          <option value="">{own.anyFollowUp}</option>
          <option value="overdue">{own.overdue}</option>
        </SelectFilter>
        <SelectFilter
          id="inquiry-outcome"
          label={callCopy.outcome}
          value={filters.outcome ?? ""}
          onChange={(value) => {
            onChange("outcome", value);
          }}
        >
          <option value="">{callCopy.anyOutcome}</option>
          {DEMO_CALL_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {callCopy.outcomes[outcome]}
            </option>
          ))}
        </SelectFilter>
        <DayFilter
          name="from"
          label={copy.fromLabel}
          value={filters.from}
          max={filters.to}
          onChange={onChange}
        />
        <DayFilter
          name="to"
          label={copy.toLabel}
          value={filters.to}
          min={filters.from}
          error={isBackwardRange(filters) ? copy.backwardRange : undefined}
          onChange={onChange}
        />
      </div>
    </form>
  );
}
