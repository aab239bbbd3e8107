import { adminCopy, fillIn } from "@novaline/content";
import { INQUIRY_LIMITS, type InquiryRecord } from "@novaline/inquiry";
import { Button, cn, Label, Textarea } from "@novaline/ui";
import { forgetNoteDraft, keepNoteDraft, useNoteDraft } from "./note-drafts.js";
import { useAddNote } from "./use-add-note.js";

const copy = adminCopy.inquiries.detail;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The staff's notes on an inquiry, oldest first with author and time, and a box to add one.
 * Notes are appended, never edited, so two members of staff never compete for one. Words typed
 * and not added are a draft (see note-drafts.ts): a refresh, a live update, a failed add or a
 * closed panel leaves them in the box, marked as not added, until they are added or discarded.
 */
export function InquiryNotes({ inquiry }: { inquiry: InquiryRecord }) {
  const add = useAddNote(inquiry.id);
  const draft = useNoteDraft(inquiry.id) ?? "";
  const unsaved = draft.trim() !== "" && !add.isPending;
  return (
    <section aria-labelledby="inquiry-detail-notes" className="grid gap-3">
      <h3 id="inquiry-detail-notes" className="text-sm font-semibold">
        {copy.notesHeading}
      </h3>
      {inquiry.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noNotes}</p>
      ) : (
        <ol className="grid gap-2" aria-labelledby="inquiry-detail-notes" data-slot="inquiry-notes">
          {inquiry.notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <p className="wrap-anywhere whitespace-pre-line">{note.body}</p>
              <p className="text-xs text-muted-foreground">
                {fillIn(copy.noteBy, {
                  author: note.author,
                  time: when.format(new Date(note.createdAt)),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() !== "") add.mutate(draft.trim());
        }}
      >
        <Label htmlFor="inquiry-detail-note">{copy.noteLabel}</Label>
        <Textarea
          id="inquiry-detail-note"
          rows={3}
          maxLength={INQUIRY_LIMITS.note}
          value={draft}
          aria-describedby={cn("inquiry-detail-note-hint", unsaved && "inquiry-detail-note-draft")}
          onChange={(event) => {
            const text = event.target.value;
            if (text === "") forgetNoteDraft(inquiry.id);
            else keepNoteDraft(inquiry.id, text);
          }}
        />
        <p id="inquiry-detail-note-hint" className="text-xs text-muted-foreground">
          {copy.noteHint}
        </p>
        {unsaved ? (
          <p
            id="inquiry-detail-note-draft"
            className="text-sm font-medium text-warning"
            data-slot="note-draft"
          >
            {copy.noteDraft}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={draft.trim() === ""} loading={add.isPending}>
            {add.isPending ? copy.savingNote : copy.saveNote}
          </Button>
          {unsaved ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                forgetNoteDraft(inquiry.id);
              }}
            >
              {copy.discardDraft}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
