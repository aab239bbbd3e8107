import { adminCopy, fillIn } from "@novaline/content";
import type { InquiryCallFilter } from "@novaline/inquiry";
import { X } from "lucide-react";
import { industryName } from "./industry-name.js";
import type { InquiryFilters } from "./use-inquiry-filters.js";

/** The filters a dashboard link sets that the toolbar has no control for, in the order shown. */
const LINKED = ["source", "industry", "call", "responded", "decided"] as const;
type LinkedFilter = (typeof LINKED)[number];

const copy = adminCopy.inquiries.linkedFilters;

const LABELS: Record<LinkedFilter, (value: string) => string> = {
  source: (value) => fillIn(copy.source, { value }),
  industry: (value) => fillIn(copy.industry, { value: industryName(value) }),
  call: (value) => copy.call[value as InquiryCallFilter],
  responded: (value) => (value === "yes" ? copy.responded.yes : copy.responded.no),
  decided: () => copy.decided,
};

/**
 * The filters a link from the dashboard set (source page, industry, phone demo or not, answered
 * or not, won or lost), each a chip that removes it: the list says what narrows it even without a control for it.
 */
export function LinkedFilterChips({
  filters,
  onRemove,
}: {
  filters: InquiryFilters;
  onRemove: (name: LinkedFilter) => void;
}) {
  const shown = LINKED.filter((name) => filters[name] !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={copy.label} className="-mt-3 flex flex-wrap gap-2">
      {shown.map((name) => {
        const label = LABELS[name](filters[name] ?? "");
        return (
          <li
            key={name}
            className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-3 text-sm"
          >
            {label}
            <button
              type="button"
              aria-label={fillIn(copy.remove, { label })}
              className="rounded-full p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => {
                onRemove(name);
              }}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
