import { adminCopy, fillIn } from "@novaline/content";
import type { InquiryRecord } from "@novaline/inquiry";
import { Button, cn, formControlClassName, Input, Label } from "@novaline/ui";
import { UserCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { isTyping } from "./inbox-shortcuts.js";
import { useAssignToMe } from "./use-assign-to-me.js";
import { useStaff } from "./use-staff.js";
import { useUpdateInquiry } from "./use-update-inquiry.js";

const copy = adminCopy.inquiries.ownership;

/** How long a typed follow-up day waits for more typing before it is saved. */
export const FOLLOW_UP_SAVE_DELAY_MS = 600;

/**
 * A day worth saving: a date input holds a whole date while its year is still being typed
 * (0002, 0020, 0202…), and none of those is anybody's follow-up.
 */
const isPlausibleDay = (day: string) => day >= "2000-01-01" && day <= "2099-12-31";

/**
 * The follow-up day as typed: saved once typing pauses, the field is left or the panel closes,
 * never while its year is half typed. What was typed shows until then.
 */
function useFollowUpDraft(saved: string | null, save: (day: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = useCallback(
    (day: string) => {
      setDraft(null);
      if (day !== (saved ?? "") && isPlausibleDay(day)) save(day);
    },
    [saved, save],
  );
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => {
      commit(draft);
    }, FOLLOW_UP_SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, commit]);
  // Closing the panel removes the field without a blur: what was typed is saved all the same.
  const pending = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    pending.current =
      draft === null
        ? undefined
        : () => {
            commit(draft);
          };
  }, [draft, commit]);
  useEffect(
    () => () => {
      pending.current?.();
    },
    [],
  );
  return {
    value: draft ?? saved ?? "",
    setDraft,
    commitNow: () => {
      if (draft !== null) commit(draft);
    },
  };
}

/**
 * The panel's owner and follow-up day: a picker of the staff, "Assign to me" (also the `a` key
 * while the panel is open and nothing is being typed), and a date, each saved as it changes.
 */
export function OwnershipEditor({ inquiry }: { inquiry: InquiryRecord }) {
  const update = useUpdateInquiry(inquiry.id);
  const staff = useStaff();
  const { assign, me, isPending } = useAssignToMe();
  const mine = me !== undefined && inquiry.assigneeUid === me;
  const { mutate } = update;
  // From the inquiry as shown when the day is saved (a colleague's change since is not lost).
  const saveDay = useCallback(
    (day: string) => {
      mutate({ patch: { followUpOn: day }, seen: inquiry });
    },
    [mutate, inquiry],
  );
  const followUp = useFollowUpDraft(inquiry.followUpOn, saveDay);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== "a" || isTyping(event.target) || mine) return;
      event.preventDefault();
      assign(inquiry.id);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [assign, inquiry.id, mine]);
  const members = staff.data ?? [];
  // Somebody who is no longer staff still shows as the owner until the inquiry is reassigned.
  const former =
    inquiry.assigneeUid !== null && !members.some((member) => member.uid === inquiry.assigneeUid);
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-slot="ownership-editor">
      <div className="grid content-start gap-1.5">
        <Label htmlFor="inquiry-detail-assignee">{copy.assigneeField}</Label>
        <select
          id="inquiry-detail-assignee"
          className={cn(formControlClassName, "h-11 py-2")}
          value={inquiry.assigneeUid ?? ""}
          aria-describedby={staff.isError ? "inquiry-detail-assignee-error" : undefined}
          onChange={(event) => {
            update.mutate({
              patch: { assigneeUid: event.target.value === "" ? null : event.target.value },
              seen: inquiry,
            });
          }}
        >
          <option value="">{copy.nobody}</option>
          {former ? <option value={inquiry.assigneeUid}>{inquiry.assigneeName}</option> : null}
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.uid === me ? fillIn(copy.you, { name: member.name }) : member.name}
            </option>
          ))}
        </select>
        {staff.isError ? (
          <p id="inquiry-detail-assignee-error" className="text-sm text-danger">
            {copy.staffFailed}
          </p>
        ) : null}
        {mine || me === undefined ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            aria-keyshortcuts="a"
            loading={isPending}
            onClick={() => {
              assign(inquiry.id);
            }}
          >
            <UserCheck aria-hidden="true" />
            {copy.assignToMe}
            <kbd
              aria-hidden="true"
              className="ml-1 rounded border border-border bg-muted px-1 font-mono text-xs"
            >
              a
            </kbd>
          </Button>
        )}
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="inquiry-detail-follow-up">{copy.followUpField}</Label>
        <div className="flex gap-2">
          <Input
            id="inquiry-detail-follow-up"
            type="date"
            className="h-11"
            value={followUp.value}
            min="2000-01-01"
            max="2099-12-31"
            aria-describedby="inquiry-detail-follow-up-hint"
            onChange={(event) => {
              followUp.setDraft(event.target.value);
            }}
            onBlur={followUp.commitNow}
          />
          {inquiry.followUpOn === null ? null : (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-11"
              onClick={() => {
                update.mutate({ patch: { followUpOn: null }, seen: inquiry });
              }}
            >
              {copy.clearFollowUp}
            </Button>
          )}
        </div>
        <p id="inquiry-detail-follow-up-hint" className="text-xs text-muted-foreground">
          {copy.followUpHint}
        </p>
      </div>
    </div>
  );
}
