import { adminCopy, fillIn, pricingPage } from "@novaline/content";
import { InquiryApiError, type MailDelivery } from "@novaline/inquiry";
import {
  Button,
  cn,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  toast,
} from "@novaline/ui";
import { useEffect, useRef, useState } from "react";
import { PhoneText, phoneHref } from "../phone/phone-text.js";
import { DemoCallDetails } from "./demo-call-details.js";
import { DetailField } from "./detail-field.js";
import { EarlierInquiries } from "./earlier-inquiries.js";
import { InquiryNotes } from "./inquiry-notes.js";
import { InquiryStatusEditor } from "./inquiry-status-editor.js";
import { noteDraftOf } from "./note-drafts.js";
import { OwnershipEditor } from "./ownership-editor.js";
import { useInquiryDetail } from "./use-inquiry-detail.js";

const list = adminCopy.inquiries;
const copy = list.detail;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const at = (iso: string) => when.format(new Date(iso));

function Delivery({ mail }: { mail: MailDelivery }) {
  const failed = mail.state === "failed";
  const held = mail.state === "held";
  return (
    <li
      className={cn(
        "grid min-w-0 gap-1 rounded-lg border p-3 text-sm",
        failed ? "border-danger/50 bg-danger/10" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{copy.mailKinds[mail.kind]}</span>
        <span
          className={cn(
            failed && "font-semibold text-danger",
            held && "font-semibold text-warning",
            !failed && !held && "text-muted-foreground",
          )}
        >
          {list.delivery[mail.state]}
        </span>
      </div>
      <span className="wrap-anywhere text-muted-foreground">{mail.to}</span>
      <span className="text-muted-foreground">
        {fillIn(copy.attempts, { count: mail.attempts })}
        {mail.sentAt ? ` · ${fillIn(copy.sentAt, { time: at(mail.sentAt) })}` : ""}
        {mail.nextAttemptAt
          ? ` · ${fillIn(copy.nextAttempt, { time: at(mail.nextAttemptAt) })}`
          : ""}
      </span>
      {mail.lastError ? (
        <span className="text-danger">{fillIn(copy.lastError, { error: mail.lastError })}</span>
      ) : null}
    </li>
  );
}

export interface InquiryDetailPanelProps {
  /** The open inquiry's id, or undefined when the panel is closed. */
  id: string | undefined;
  onClose: () => void;
  /**
   * Where focus goes when the panel closes (the inquiry's row, when it is listed); by default,
   * or when this finds nothing, where the panel's dialog puts it.
   */
  returnFocusTo?: (id: string) => HTMLElement | null | undefined;
}

/** A side panel with every field of one inquiry, its e-mails, its status and its notes. */
export function InquiryDetailPanel({ id, onClose, returnFocusTo }: InquiryDetailPanelProps) {
  const detail = useInquiryDetail(id);
  // The inquiry shown last: by the time focus moves back, `id` is already gone.
  const shownId = useRef(id);
  useEffect(() => {
    if (id !== undefined) shownId.current = id;
  }, [id]);
  // Leaving an inquiry (closed, or another one opened) with a note not saved: the draft stays,
  // and a toast says so, so that nobody thinks it was saved.
  const openId = useRef(id);
  useEffect(() => {
    const left = openId.current;
    openId.current = id;
    if (left !== undefined && left !== id && noteDraftOf(left) !== undefined) {
      toast(copy.draftKept);
    }
  }, [id]);
  // While the panel slides away (no `id` any more) it keeps showing the inquiry it showed, not
  // "Loading…".
  const [lastShown, setLastShown] = useState(detail.data);
  if (detail.data !== undefined && detail.data !== lastShown) setLastShown(detail.data);
  const inquiry = id === undefined ? lastShown : detail.data;
  // Only a 404 means the inquiry is gone; anything else (no answer, a 5xx) can be tried again.
  const missing = detail.error instanceof InquiryApiError && detail.error.status === 404;
  const plan = pricingPage.maintenance.plans.find((candidate) => candidate.id === inquiry?.plan);
  return (
    <Sheet
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <SheetContent
        side="right"
        className="w-full overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          const target = shownId.current && returnFocusTo?.(shownId.current);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>
            {inquiry?.name ??
              (detail.isError ? (missing ? copy.notFound : copy.loadFailed) : list.loadingMore)}
          </SheetTitle>
          <SheetDescription>{copy.description}</SheetDescription>
        </SheetHeader>
        {inquiry ? (
          <div className="grid gap-6 pb-8">
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailField label={copy.fields.kind}>{list.kinds[inquiry.kind]}</DetailField>
              <DetailField label={copy.fields.createdAt}>{at(inquiry.createdAt)}</DetailField>
              <DetailField label={copy.fields.email}>
                {inquiry.email ? (
                  <a
                    className="wrap-anywhere text-primary underline underline-offset-2"
                    href={`mailto:${inquiry.email}`}
                  >
                    {inquiry.email}
                  </a>
                ) : null}
              </DetailField>
              <DetailField label={copy.fields.phone}>
                {inquiry.phone ? (
                  <a
                    className="text-primary underline underline-offset-2"
                    href={phoneHref(inquiry.phone)}
                  >
                    <PhoneText phone={inquiry.phone} />
                  </a>
                ) : null}
              </DetailField>
              <DetailField label={copy.fields.company}>{inquiry.company}</DetailField>
              <DetailField label={copy.fields.plan}>{plan?.name ?? inquiry.plan}</DetailField>
              <DetailField label={copy.fields.sourcePage}>{inquiry.sourcePage}</DetailField>
              <DetailField label={copy.fields.updated}>
                {inquiry.updatedAt ? `${at(inquiry.updatedAt)} · ${inquiry.updatedBy ?? ""}` : null}
              </DetailField>
              <DetailField label={copy.fields.message} wide>
                {inquiry.message ? (
                  <span className="whitespace-pre-line">{inquiry.message}</span>
                ) : null}
              </DetailField>
            </dl>
            <EarlierInquiries inquiryId={inquiry.id} />
            {inquiry.call ? <DemoCallDetails inquiryId={inquiry.id} call={inquiry.call} /> : null}
            <InquiryStatusEditor key={`status-${inquiry.id}`} inquiry={inquiry} />
            <OwnershipEditor key={`owner-${inquiry.id}`} inquiry={inquiry} />
            <InquiryNotes key={`notes-${inquiry.id}`} inquiry={inquiry} />
            {inquiry.delivery.length > 0 ? (
              <section aria-labelledby="inquiry-detail-delivery" className="grid gap-2">
                <h3 id="inquiry-detail-delivery" className="text-sm font-semibold">
                  {copy.deliveryHeading}
                </h3>
                <ul className="grid gap-2">
                  {inquiry.delivery.map((mail) => (
                    <Delivery key={mail.kind} mail={mail} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : detail.isError ? (
          missing ? null : (
            <div role="alert" className="grid gap-3 rounded-xl border border-danger/40 p-4">
              <p>{detail.error.message}</p>
              <Button
                variant="outline"
                className="w-fit"
                loading={detail.isFetching}
                onClick={() => void detail.refetch()}
              >
                {list.retry}
              </Button>
            </div>
          )
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
