import { adminCopy, fillIn } from "@novaline/content";
import { INQUIRY_STATUSES, type InquiryStatus } from "@novaline/inquiry";
import { Button, cn, formControlClassName } from "@novaline/ui";
import { X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useSignedInUid } from "../auth/auth-context.js";
import {
  failureNames,
  useBulkChange,
  type BulkChange,
  type BulkFailure,
} from "./use-bulk-change.js";
import { useStaff } from "./use-staff.js";

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

/** A change's picker: as wide as the rest of its row allows on a phone. */
const PICKER = cn(formControlClassName, "h-9 min-w-0 flex-1 py-1 sm:w-auto sm:flex-none");

/** One change of the bar, a row of its own on a phone: its words, its picker, its button. */
function ChangeRow({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn("flex w-full items-center gap-2 sm:w-auto", className)}>
      <label htmlFor={htmlFor} className="shrink-0 text-muted-foreground">
        {label}
      </label>
      {children}
    </span>
  );
}

/** The owner picker's value for nobody (a uid is never empty). */
const NOBODY = "";

/**
 * The bar shown while inquiries are ticked: one status for all of them, one owner for all of
 * them (a staff member, or nobody), or clear the ticks (the × beside the count). It floats at the bottom of the window,
 * over the list: put above the list, it pushed every row down as the first box was ticked (a
 * quick second click then hit another row), and was out of view when ticking further down. After
 * a change, `onDone` gets the ids that could not be changed (none when all were): they stay
 * ticked, and the bar names them and why.
 */
export function BulkBar({
  ids,
  onDone,
}: {
  ids: readonly string[];
  onDone: (failedIds: readonly string[]) => void;
}) {
  const statusId = useId();
  const ownerId = useId();
  const me = useSignedInUid();
  const staff = useStaff();
  const members = staff.data ?? [];
  const [status, setStatus] = useState<InquiryStatus>("in_progress");
  // The signed-in member first: taking several leads is the usual case.
  const [owner, setOwner] = useState<string | undefined>(undefined);
  const ownerShown = owner ?? (members.some((member) => member.uid === me) ? me : undefined);
  const [failures, setFailures] = useState<readonly BulkFailure[]>([]);
  const bulk = useBulkChange();
  const bar = useRef<HTMLFormElement>(null);
  useRoomAtTheBottom(bar);
  // The failures named are those still ticked: a box ticked or cleared since leaves the rest.
  const shown = failures.filter((failure) => ids.includes(failure.id));
  const nameOf = (uid: string) => members.find((member) => member.uid === uid)?.name ?? uid;
  // Which of the two changes is being saved, for its button's spinner.
  const saving = bulk.isPending
    ? "status" in bulk.variables.change
      ? "status"
      : "owner"
    : undefined;
  const apply = (change: BulkChange, done: string) => {
    setFailures([]);
    bulk.mutate(
      { ids, change, done },
      {
        onSuccess: ({ failed }) => {
          setFailures(failed);
          onDone(failed.map((failure) => failure.id));
        },
      },
    );
  };
  return (
    <form
      ref={bar}
      aria-label={fillIn(copy.bulk.selected, { count: ids.length })}
      data-slot="bulk-bar"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-card px-4 py-2.5 text-sm shadow-lg"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ status }, copy.bulk.done);
      }}
    >
      <span className="flex items-center gap-1">
        <span className="font-semibold" role="status">
          {fillIn(copy.bulk.selected, { count: ids.length })}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={copy.bulk.clear}
          title={copy.bulk.clear}
          onClick={() => {
            onDone([]);
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </span>
      <ChangeRow label={copy.bulk.statusLabel} htmlFor={statusId} className="sm:ml-auto">
        <select
          id={statusId}
          className={PICKER}
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
        <Button type="submit" size="sm" className="shrink-0" loading={saving === "status"}>
          {copy.bulk.apply}
        </Button>
      </ChangeRow>
      <ChangeRow label={copy.bulk.ownerLabel} htmlFor={ownerId}>
        <select
          id={ownerId}
          className={PICKER}
          value={ownerShown ?? NOBODY}
          disabled={staff.isPending}
          onChange={(event) => {
            setOwner(event.target.value);
          }}
        >
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.uid === me ? fillIn(copy.ownership.you, { name: member.name }) : member.name}
            </option>
          ))}
          <option value={NOBODY}>{copy.ownership.nobody}</option>
        </select>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="shrink-0"
          disabled={staff.isPending}
          loading={saving === "owner"}
          onClick={() => {
            const uid = ownerShown ?? NOBODY;
            apply(
              { assigneeUid: uid === NOBODY ? null : uid },
              uid === NOBODY
                ? copy.bulk.doneUnassigned
                : fillIn(copy.bulk.doneOwner, { name: nameOf(uid) }),
            );
          }}
        >
          {copy.bulk.assign}
        </Button>
      </ChangeRow>
      <p
        role="alert"
        className="basis-full font-medium text-danger empty:hidden"
        data-slot="bulk-failures"
      >
        {shown.length > 0
          ? fillIn(copy.bulk.failedNamed, { count: shown.length, names: failureNames(shown) })
          : null}
      </p>
    </form>
  );
}
