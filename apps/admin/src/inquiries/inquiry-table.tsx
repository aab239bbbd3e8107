import { adminCopy, fillIn, pricingPage } from "@novaline/content";
import type { InquiryRecord, InquirySort, MailDelivery } from "@novaline/inquiry";
import { Badge, cn } from "@novaline/ui";
import type { MouseEvent } from "react";
import { PhoneText } from "../phone/phone-text.js";
import { useMediaQuery } from "../shell/use-media-query.js";
import { CallOutcome } from "./call-outcome.js";
import { DetailField } from "./detail-field.js";
import { industryName } from "./industry-name.js";
import { SortHeader } from "./inquiry-sort.js";
import { OwnershipSummary } from "./ownership-summary.js";

const copy = adminCopy.inquiries;
const callCopy = copy.detail.call;
const received = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * Where the table fits without scrolling sideways (Tailwind's `md`); narrower, each inquiry is a
 * card.
 */
export const TABLE_LAYOUT_QUERY = "(min-width: 48rem)";

/** A demo call's industry, else the inquiry's plan name, else its business. */
function aboutOf(inquiry: InquiryRecord): string {
  if (inquiry.call) return industryName(inquiry.call.industry);
  const plan = pricingPage.maintenance.plans.find((candidate) => candidate.id === inquiry.plan);
  return plan?.name ?? inquiry.company ?? "—";
}

/** The e-mail address, else the phone number as people write it. */
const contactOf = (inquiry: InquiryRecord) =>
  inquiry.email ?? (inquiry.phone === null ? null : <PhoneText phone={inquiry.phone} />);

/**
 * The worst state of the inquiry's e-mails (failed, then held back by a cap, then waiting, then
 * sent), or `none` when it sends none (a "call me now" demo request). Failed and held are never
 * tried again: staff read the inquiry here rather than in their mail.
 */
function deliverySummary(delivery: readonly MailDelivery[]): MailDelivery["state"] | "none" {
  if (delivery.length === 0) return "none";
  const states = delivery.map((mail) => mail.state);
  if (states.includes("failed")) return "failed";
  if (states.includes("held")) return "held";
  if (states.includes("sending")) return "sending";
  if (states.includes("pending")) return "pending";
  return "sent";
}

function DeliveryText({ delivery }: { delivery: readonly MailDelivery[] }) {
  const summary = deliverySummary(delivery);
  return (
    <span
      className={cn(
        summary === "failed" && "font-semibold text-danger",
        summary === "held" && "font-semibold text-warning",
        summary !== "failed" && summary !== "held" && "text-muted-foreground",
      )}
    >
      {summary === "none" ? copy.noEmails : copy.delivery[summary]}
    </span>
  );
}

const statusVariant = {
  new: "default",
  in_progress: "secondary",
  won: "success",
  lost: "outline",
  spam: "outline",
} as const;

function StatusBadge({
  inquiry,
  labelled = false,
}: {
  inquiry: InquiryRecord;
  labelled?: boolean;
}) {
  return (
    <Badge variant={statusVariant[inquiry.status]}>
      {labelled ? <span className="sr-only">{`${copy.columns.status}: `}</span> : null}
      {copy.statuses[inquiry.status]}
    </Badge>
  );
}

/** The inquiry's name: the button that opens it, for keyboards and screen readers. */
function OpenButton({ inquiry, onOpen }: { inquiry: InquiryRecord; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      aria-label={fillIn(copy.openLabel, { name: inquiry.name })}
      data-inquiry-id={inquiry.id}
      className="block max-w-full rounded-sm text-left font-semibold wrap-anywhere text-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => {
        onOpen(inquiry.id);
      }}
    >
      {inquiry.name}
    </button>
  );
}

/** Controls a click on a row leaves alone: they do their own thing (the name opens it too). */
const CONTROLS =
  "a, button, input, select, textarea, label, summary, [role='button'], [role='checkbox'], [contenteditable='true']";

/**
 * A click anywhere on a row or card opens it, except on a control inside it or at the end of a
 * text selection (staff copy an address from the list).
 */
function openOnClick(id: string, onOpen: (id: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element) {
      const control = event.target.closest(CONTROLS);
      if (control && event.currentTarget.contains(control)) return;
    }
    if (window.getSelection()?.isCollapsed === false) return;
    onOpen(id);
  };
}

export interface InquiryTableProps {
  items: readonly InquiryRecord[];
  /** Opens an inquiry's details. */
  onOpen: (id: string) => void;
  /** The inquiries ticked for a change of status, and how ticking one or all changes them. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], checked: boolean) => void;
  /** The order the items come in, and how a sortable column header changes it. */
  sort: InquirySort;
  onSort: (sort: InquirySort) => void;
}

/** The box that ticks one inquiry for a change of status. */
function SelectBox({
  inquiry,
  selected,
  onSelect,
}: Pick<InquiryTableProps, "selected" | "onSelect"> & { inquiry: InquiryRecord }) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={fillIn(copy.bulk.selectOne, { name: inquiry.name })}
      checked={selected.has(inquiry.id)}
      onChange={(event) => {
        onSelect([inquiry.id], event.target.checked);
      }}
    />
  );
}

/**
 * The inquiries in `sort` order: who, what about, status, e-mail delivery and when. A table
 * where it fits, sortable by status and by date from its headers; on narrow screens a list of
 * cards with the same fields.
 */
export function InquiryTable(props: InquiryTableProps) {
  const wide = useMediaQuery(TABLE_LAYOUT_QUERY, true);
  return wide ? <InquiryRows {...props} /> : <InquiryCards {...props} />;
}

function InquiryRows({ items, onOpen, selected, onSelect, sort, onSort }: InquiryTableProps) {
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">{copy.sorts[sort].caption}</caption>
        <thead className="bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="w-10 py-3 pl-4">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                aria-label={copy.bulk.selectAll}
                checked={all}
                onChange={(event) => {
                  onSelect(
                    items.map((item) => item.id),
                    event.target.checked,
                  );
                }}
              />
            </th>
            {[copy.columns.from, copy.columns.kind, copy.columns.about, callCopy.outcome].map(
              (column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ),
            )}
            <SortHeader column="status" label={copy.columns.status} sort={sort} onSort={onSort} />
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.columns.email}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.ownership.column}
            </th>
            <SortHeader
              column="received"
              label={copy.columns.received}
              sort={sort}
              onSort={onSort}
            />
          </tr>
        </thead>
        <tbody>
          {items.map((inquiry) => (
            // A pointer shortcut only: the name's button opens the row for keyboards and
            // screen readers.
            <tr
              key={inquiry.id}
              className="cursor-pointer border-t border-border align-top hover:bg-muted/40"
              onClick={openOnClick(inquiry.id, onOpen)}
            >
              <td className="py-3 pl-4">
                <SelectBox inquiry={inquiry} selected={selected} onSelect={onSelect} />
              </td>
              <th scope="row" className="px-4 py-3 font-normal">
                <OpenButton inquiry={inquiry} onOpen={onOpen} />
                {/* Capped, so that one long address cannot push Received and Emails out of the
                    table's box; the whole address is in its title and in the panel. */}
                <span
                  className="block max-w-64 truncate text-muted-foreground"
                  title={inquiry.email ?? inquiry.phone ?? undefined}
                >
                  {contactOf(inquiry)}
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{copy.kinds[inquiry.kind]}</td>
              <td className="px-4 py-3">{aboutOf(inquiry)}</td>
              <td className="px-4 py-3">
                {inquiry.call ? <CallOutcome call={inquiry.call} /> : copy.detail.none}
              </td>
              <td className="px-4 py-3">
                <StatusBadge inquiry={inquiry} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <DeliveryText delivery={inquiry.delivery} />
              </td>
              <td className="px-4 py-3">
                <OwnershipSummary inquiry={inquiry} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={inquiry.createdAt}>
                  {received.format(new Date(inquiry.createdAt))}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InquiryCards({ items, onOpen, selected, onSelect, sort }: InquiryTableProps) {
  return (
    <ul aria-label={copy.sorts[sort].caption} className="grid grid-cols-1 gap-3">
      {items.map((inquiry) => (
        // A pointer shortcut only, as on the table's rows.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <li
          key={inquiry.id}
          // grid-cols-1 (minmax(0, 1fr)) here and on the list: an auto column is as wide as its
          // longest line (a long e-mail address), and the page would scroll sideways instead of
          // the address being cut short.
          className="grid cursor-pointer grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4 hover:bg-muted/40"
          onClick={openOnClick(inquiry.id, onOpen)}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="mt-1">
              <SelectBox inquiry={inquiry} selected={selected} onSelect={onSelect} />
            </div>
            <div className="min-w-0 flex-1">
              <OpenButton inquiry={inquiry} onOpen={onOpen} />
              <span
                className="block truncate text-sm text-muted-foreground"
                title={inquiry.email ?? inquiry.phone ?? undefined}
              >
                {contactOf(inquiry)}
              </span>
            </div>
            <StatusBadge inquiry={inquiry} labelled />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <DetailField label={copy.columns.kind}>{copy.kinds[inquiry.kind]}</DetailField>
            <DetailField label={copy.columns.about}>{aboutOf(inquiry)}</DetailField>
            {inquiry.call ? (
              <DetailField label={callCopy.outcome}>
                <CallOutcome call={inquiry.call} />
              </DetailField>
            ) : null}
            <DetailField label={copy.columns.received}>
              <time dateTime={inquiry.createdAt}>
                {received.format(new Date(inquiry.createdAt))}
              </time>
            </DetailField>
            <DetailField label={copy.columns.email}>
              <DeliveryText delivery={inquiry.delivery} />
            </DetailField>
            <DetailField label={copy.ownership.column}>
              <OwnershipSummary inquiry={inquiry} />
            </DetailField>
          </dl>
        </li>
      ))}
    </ul>
  );
}
