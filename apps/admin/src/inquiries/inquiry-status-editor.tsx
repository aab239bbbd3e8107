import { adminCopy, fillIn } from "@novaline/content";
import { INQUIRY_STATUSES, type InquiryRecord, type InquiryStatus } from "@novaline/inquiry";
import { Button, cn, formControlClassName, Label } from "@novaline/ui";
import { useRef, useState } from "react";
import { useUpdateInquiry } from "./use-update-inquiry.js";

const list = adminCopy.inquiries;
const copy = list.detail;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The status select, saved through the API from the version on screen. When somebody else
 * changed the status first, nothing is overwritten: the select keeps what this member chose, an
 * alert says who chose what and when, and the member keeps theirs (saved again, from the version
 * they now saw) or takes the other.
 */
export function InquiryStatusEditor({ inquiry }: { inquiry: InquiryRecord }) {
  const [mine, setMine] = useState<InquiryStatus | undefined>(undefined);
  const update = useUpdateInquiry(inquiry.id, {
    onConflict: (conflict) => {
      setMine(conflict.mine);
    },
  });
  const select = useRef<HTMLSelectElement>(null);
  // Moot once the inquiry is at this member's choice anyway (somebody chose the same).
  const conflict = mine !== undefined && mine !== inquiry.status ? mine : undefined;
  const save = (status: InquiryStatus) => {
    setMine(undefined);
    update.mutate({ patch: { status }, seen: inquiry });
  };
  const choose = (status: InquiryStatus | undefined) => {
    if (status === undefined) setMine(undefined);
    else save(status);
    select.current?.focus();
  };
  const theirs = list.statuses[inquiry.status];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="inquiry-detail-status">{copy.statusLabel}</Label>
      <select
        ref={select}
        id="inquiry-detail-status"
        className={cn(formControlClassName, "h-11 py-2")}
        value={conflict ?? inquiry.status}
        aria-describedby={conflict ? "inquiry-detail-status-conflict" : undefined}
        onChange={(event) => {
          save(event.target.value as InquiryStatus);
        }}
      >
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {list.statuses[status]}
          </option>
        ))}
      </select>
      {conflict ? (
        <div
          id="inquiry-detail-status-conflict"
          role="alert"
          data-slot="status-conflict"
          className="mt-2 grid gap-2 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm"
        >
          <p className="font-semibold">{copy.conflict.title}</p>
          <p>
            {fillIn(copy.conflict.changedStatus, {
              who: inquiry.updatedBy ?? copy.conflict.someone,
              status: theirs,
              time: inquiry.updatedAt ? when.format(new Date(inquiry.updatedAt)) : copy.none,
            })}
          </p>
          <p>{fillIn(copy.conflict.yours, { status: list.statuses[conflict] })}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                choose(conflict);
              }}
            >
              {fillIn(copy.conflict.keepMine, { status: list.statuses[conflict] })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                choose(undefined);
              }}
            >
              {fillIn(copy.conflict.takeTheirs, { status: theirs })}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
