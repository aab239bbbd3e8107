import { adminCopy } from "@novaline/content";
import { INQUIRY_STATUSES, type InquiryStatus } from "@novaline/inquiry";
import { Button, cn, formControlClassName } from "@novaline/ui";
import { useId, useState } from "react";
import { useBulkStatus } from "./use-bulk-status.js";

const copy = adminCopy.inquiries;

/**
 * The bar shown while inquiries are ticked: one status for all of them, or clear the ticks. It
 * floats at the bottom of the window, over the list: put above the list, it pushed every row down
 * as the first box was ticked (a quick second click then hit another row), and was out of view
 * when ticking further down.
 */
export function BulkStatusBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const statusId = useId();
  const [status, setStatus] = useState<InquiryStatus>("in_progress");
  const bulk = useBulkStatus();
  return (
    <form
      aria-label={copy.bulk.selected.replace("{count}", String(ids.length))}
      data-slot="bulk-status-bar"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-2.5 text-sm shadow-lg"
      onSubmit={(event) => {
        event.preventDefault();
        bulk.mutate({ ids, status }, { onSuccess: onDone });
      }}
    >
      <span className="font-semibold" role="status">
        {copy.bulk.selected.replace("{count}", String(ids.length))}
      </span>
      <label htmlFor={statusId} className="ml-auto text-muted-foreground">
        {copy.bulk.statusLabel}
      </label>
      <select
        id={statusId}
        className={cn(formControlClassName, "h-9 w-auto py-1")}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as InquiryStatus);
        }}
      >
        {INQUIRY_STATUSES.map((option) => (
          <option key={option} value={option}>
            {copy.statuses[option]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" loading={bulk.isPending}>
        {copy.bulk.apply}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        {copy.bulk.clear}
      </Button>
    </form>
  );
}
