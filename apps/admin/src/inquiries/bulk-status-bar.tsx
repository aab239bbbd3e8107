import { adminCopy } from "@novaline/content";
import { INQUIRY_STATUSES, type InquiryStatus } from "@novaline/inquiry";
import { Button, cn, formControlClassName } from "@novaline/ui";
import { useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { failureNames, useBulkStatus, type BulkFailure } from "./use-bulk-status.js";

const copy = adminCopy.inquiries;

/**
 * Keeps `--bulk-bar-space` on the page at the room the bar takes at the bottom of the window
 * (its height and its gap), so toasts stack above it (see styles.css).
 */
function useRoomAtTheBottom(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const { top } = element.getBoundingClientRect();
      root.style.setProperty(
        "--bulk-bar-space",
        `${String(Math.max(0, window.innerHeight - top))}px`,
      );
    };
    measure();
    const observer =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--bulk-bar-space");
    };
  }, [bar]);
}

/**
 * The bar shown while inquiries are ticked: one status for all of them, or clear the ticks. It
 * floats at the bottom of the window, over the list: put above the list, it pushed every row down
 * as the first box was ticked (a quick second click then hit another row), and was out of view
 * when ticking further down. After a change, `onDone` gets the ids that could not be changed
 * (none when all were): they stay ticked, and the bar names them and why.
 */
export function BulkStatusBar({
  ids,
  onDone,
}: {
  ids: readonly string[];
  onDone: (failedIds: readonly string[]) => void;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<InquiryStatus>("in_progress");
  const [failures, setFailures] = useState<readonly BulkFailure[]>([]);
  const bulk = useBulkStatus();
  const bar = useRef<HTMLFormElement>(null);
  useRoomAtTheBottom(bar);
  // The failures named are those still ticked: a box ticked or cleared since leaves the rest.
  const shown = failures.filter((failure) => ids.includes(failure.id));
  return (
    <form
      ref={bar}
      aria-label={copy.bulk.selected.replace("{count}", String(ids.length))}
      data-slot="bulk-status-bar"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-2.5 text-sm shadow-lg"
      onSubmit={(event) => {
        event.preventDefault();
        setFailures([]);
        bulk.mutate(
          { ids, status },
          {
            onSuccess: ({ failed }) => {
              setFailures(failed);
              onDone(failed.map((failure) => failure.id));
            },
          },
        );
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
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          onDone([]);
        }}
      >
        {copy.bulk.clear}
      </Button>
      <p
        role="alert"
        className="basis-full font-medium text-danger empty:hidden"
        data-slot="bulk-failures"
      >
        {shown.length > 0
          ? copy.bulk.failedNamed
              .replace("{count}", String(shown.length))
              .replace("{names}", failureNames(shown))
          : null}
      </p>
    </form>
  );
}
