import { adminCopy, pricingPage } from "@novaline/content";
import type { InquiryRecord, MailDelivery } from "@novaline/inquiry";
import { Badge, cn } from "@novaline/ui";

const copy = adminCopy.inquiries;
const received = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The inquiry's plan name, else its business. */
function aboutOf(inquiry: InquiryRecord): string {
  const plan = pricingPage.maintenance.plans.find((candidate) => candidate.id === inquiry.plan);
  return plan?.name ?? inquiry.company ?? "—";
}

/** The worst state of the inquiry's e-mails: failed, then waiting, then sent. */
function deliverySummary(delivery: readonly MailDelivery[]): MailDelivery["state"] {
  const states = delivery.map((mail) => mail.state);
  if (states.includes("failed")) return "failed";
  if (states.includes("sending")) return "sending";
  if (states.includes("pending")) return "pending";
  return "sent";
}

const statusVariant = {
  new: "default",
  in_progress: "secondary",
  won: "success",
  lost: "outline",
  spam: "outline",
} as const;

/** The inquiries, newest first: who, what about, status, e-mail delivery and when. */
export function InquiryTable({
  items,
  onOpen,
}: {
  items: readonly InquiryRecord[];
  /** Opens an inquiry's details. */
  onOpen: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
        <caption className="sr-only">{copy.tableCaption}</caption>
        <thead className="bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            {[
              copy.columns.from,
              copy.columns.kind,
              copy.columns.about,
              copy.columns.status,
              copy.columns.email,
              copy.columns.received,
            ].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((inquiry) => {
            const delivery = deliverySummary(inquiry.delivery);
            return (
              <tr key={inquiry.id} className="border-t border-border align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <button
                    type="button"
                    aria-label={copy.openLabel.replace("{name}", inquiry.name)}
                    data-inquiry-id={inquiry.id}
                    className="block rounded-sm text-left font-semibold text-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={() => {
                      onOpen(inquiry.id);
                    }}
                  >
                    {inquiry.name}
                  </button>
                  <span className="block whitespace-nowrap text-muted-foreground">
                    {inquiry.email ?? inquiry.phone}
                  </span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{copy.kinds[inquiry.kind]}</td>
                <td className="px-4 py-3">{aboutOf(inquiry)}</td>
                <td className="px-4 py-3">
                  <Badge variant={statusVariant[inquiry.status]}>
                    {copy.statuses[inquiry.status]}
                  </Badge>
                </td>
                <td
                  className={cn(
                    "px-4 py-3 whitespace-nowrap",
                    delivery === "failed" ? "font-semibold text-danger" : "text-muted-foreground",
                  )}
                >
                  {copy.delivery[delivery]}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  <time dateTime={inquiry.createdAt}>
                    {received.format(new Date(inquiry.createdAt))}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
