import { adminCopy } from "@novaline/content";
import { INQUIRY_SORTS, type InquirySort } from "@novaline/inquiry";
import { cn, formControlClassName } from "@novaline/ui";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

const copy = adminCopy.inquiries;

/** The orders a sortable column toggles between: its first click, then back and forth. */
export const COLUMN_SORTS = {
  status: ["status_asc", "status_desc"],
  received: ["received_desc", "received_asc"],
} as const satisfies Record<string, readonly [InquirySort, InquirySort]>;

export type SortableColumn = keyof typeof COLUMN_SORTS;

/** What clicking `column`'s header does to `sort`: the column's other order, or its first. */
export function nextSort(column: SortableColumn, sort: InquirySort): InquirySort {
  const [first, second] = COLUMN_SORTS[column];
  return sort === first ? second : first;
}

/** `aria-sort` of `column`'s header under `sort`: only the column the list is sorted by has one. */
export function ariaSortOf(
  column: SortableColumn,
  sort: InquirySort,
): "ascending" | "descending" | undefined {
  if (!(COLUMN_SORTS[column] as readonly InquirySort[]).includes(sort)) return undefined;
  return sort.endsWith("_asc") ? "ascending" : "descending";
}

/**
 * A column header that sorts the list by it: the header carries `aria-sort`, its button says
 * which way the list runs and turns it round.
 */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortableColumn;
  label: string;
  sort: InquirySort;
  onSort: (sort: InquirySort) => void;
}) {
  const direction = ariaSortOf(column, sort);
  const Icon =
    direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className="px-4 py-3 font-semibold">
      <button
        type="button"
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          direction && "text-foreground",
        )}
        onClick={() => {
          onSort(nextSort(column, sort));
        }}
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !direction && "opacity-50")} />
      </button>
    </th>
  );
}

/** The list's order as a choice: the only way to sort the cards on phones, a shortcut beside the table. */
export function SortSelect({
  sort,
  onSort,
}: {
  sort: InquirySort;
  onSort: (sort: InquirySort) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="inquiry-sort">{copy.sortLabel}</label>
      <select
        id="inquiry-sort"
        className={cn(formControlClassName, "h-9 w-auto py-1 pr-8 text-foreground")}
        value={sort}
        onChange={(event) => {
          onSort(event.target.value as InquirySort);
        }}
      >
        {INQUIRY_SORTS.map((option) => (
          <option key={option} value={option}>
            {copy.sorts[option].label}
          </option>
        ))}
      </select>
    </div>
  );
}
