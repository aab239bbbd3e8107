import { adminCopy } from "@novaline/content";
import { INQUIRY_KINDS, INQUIRY_STATUSES } from "@novaline/inquiry";
import { cn, FormField, formControlClassName, Input, Label } from "@novaline/ui";
import { useCallback, useEffect, useState, type ComponentProps } from "react";
import { OutcomeFilter } from "./outcome-filter.js";
import { isBackwardRange, type InquiryFilters } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries;
/** How long the search waits for typing to pause before it asks the API. */
export const SEARCH_DELAY_MS = 300;

function FilterSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(formControlClassName, "h-11 py-2 pr-8", className)} {...props} />;
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
 * Text search, type, status and a range of days over the inquiries; the search applies once
 * typing pauses, the rest at once.
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

  return (
    <form
      role="search"
      aria-label={copy.filtersLabel}
      className="grid grid-cols-2 items-start gap-3 md:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]"
      onSubmit={(event) => {
        event.preventDefault();
        apply(search.trim());
      }}
    >
      <div className="col-span-2 grid gap-1.5 md:col-span-4 xl:col-span-1">
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
      <div className="grid gap-1.5">
        <Label htmlFor="inquiry-kind">{copy.kindLabel}</Label>
        <FilterSelect
          id="inquiry-kind"
          value={filters.kind ?? ""}
          onChange={(event) => {
            onChange("kind", event.target.value);
          }}
        >
          <option value="">{copy.anyKind}</option>
          {INQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inquiry-status">{copy.statusLabel}</Label>
        <FilterSelect
          id="inquiry-status"
          value={filters.status ?? ""}
          onChange={(event) => {
            onChange("status", event.target.value);
          }}
        >
          <option value="">{copy.anyStatus}</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <OutcomeFilter value={filters.outcome} onChange={onChange} />
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
    </form>
  );
}
