import { adminCopy, fillIn } from "@novaline/content";
import { Link, useLocation } from "react-router";
import { useEarlierInquiries } from "./use-earlier-inquiries.js";

const list = adminCopy.inquiries;
const copy = list.detail.call.earlier;
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * "2 earlier inquiries from this address": the same person's earlier inquiries, each a link that
 * opens it in the panel (the inbox's `?id=`, the filters kept); nothing when there are none.
 */
export function EarlierInquiries({ inquiryId }: { inquiryId: string }) {
  const earlier = useEarlierInquiries(inquiryId);
  const location = useLocation();
  const found = earlier.data;
  if (!found || found.count === 0) return null;
  const linkTo = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set("id", id);
    return { pathname: location.pathname, search: `?${params.toString()}` };
  };
  const older = found.count - found.items.length;
  return (
    <section aria-labelledby="inquiry-detail-earlier" className="grid gap-1.5">
      <h3 id="inquiry-detail-earlier" className="text-sm font-semibold">
        {found.count === 1 ? copy.one : fillIn(copy.many, { count: found.count })}
      </h3>
      <p className="text-xs text-muted-foreground">{copy.hint}</p>
      <ul className="grid gap-1 text-sm">
        {found.items.map((item) => (
          <li key={item.id}>
            <Link
              to={linkTo(item.id)}
              className="text-primary underline underline-offset-2"
              data-earlier-inquiry={item.id}
            >
              {fillIn(copy.item, {
                kind: list.kinds[item.kind],
                date: day.format(new Date(item.createdAt)),
                status: list.statuses[item.status],
              })}
            </Link>
          </li>
        ))}
        {older > 0 ? (
          <li className="text-muted-foreground">{fillIn(copy.more, { count: older })}</li>
        ) : null}
      </ul>
    </section>
  );
}
