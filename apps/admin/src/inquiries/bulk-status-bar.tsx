import { adminCopy } from "@novaline/content";
import { INQUIRY_STATUSES, type InquiryStatus } from "@novaline/inquiry";
import { Button, cn, formControlClassName } from "@novaline/ui";
import { useId, useState } from "react";
import { useBulkStatus } from "./use-bulk-status.js";

const copy = adminCopy.inquiries;

/** The bar shown while inquiries are ticked: one status for all of them, or clear the ticks. */
export function BulkStatusBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const statusId = useId();
  const [status, setStatus] = useState<InquiryStatus>("in_progress");
  const bulk = useBulkStatus();
  return (
    <form
      aria-label={copy.bulk.selected.replace("{count}", String(ids.length))}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted/50 px-4 py-2.5 text-sm"
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
