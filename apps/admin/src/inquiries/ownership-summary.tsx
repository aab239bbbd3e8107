import { adminCopy, fillIn } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { cn } from "@novaline/ui";
import { localDay, localDayStart } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries.ownership;
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Whether the follow-up day is before the staff member's today on an inquiry still open. */
export function isOverdue(
  inquiry: Pick<InquiryRecord, "followUpOn" | "status">,
  now: Date = new Date(),
): boolean {
  return (
    inquiry.followUpOn !== null &&
    (inquiry.status === "new" || inquiry.status === "in_progress") &&
    inquiry.followUpOn < localDay(now)
  );
}

/** A follow-up day (`YYYY-MM-DD`, the staff member's day) as the staff member writes dates. */
export const followUpDay = (day: string) => {
  const start = localDayStart(day);
  return start ? dayFormat.format(start) : day;
};

/**
 * Who owns the inquiry and when to follow it up, compact: for the table's Owner column and the
 * phone's cards. An overdue follow-up says so in words, not by its colour alone.
 */
export function OwnershipSummary({ inquiry }: { inquiry: InquiryRecord }) {
  const overdue = isOverdue(inquiry);
  return (
    <span className="grid gap-0.5" data-slot="ownership">
      <span className={cn(inquiry.assigneeName === null && "text-muted-foreground")}>
        {inquiry.assigneeName ?? copy.nobody}
      </span>
      {inquiry.followUpOn === null ? null : (
        <span
          className={cn(
            "text-xs whitespace-nowrap",
            overdue ? "font-semibold text-danger" : "text-muted-foreground",
          )}
        >
          {fillIn(overdue ? copy.overdueOn : copy.followUpOn, {
            date: followUpDay(inquiry.followUpOn),
          })}
        </span>
      )}
    </span>
  );
}
