import type { InsightsShare } from "@novaline/inquiry";
import { Link } from "react-router";
import { insightsCopy } from "./insights-copy.js";
import { formatCount } from "./insights-format.js";

export interface ShareListProps {
  readonly label: string;
  readonly shares: readonly InsightsShare[];
  /** A row's words. */
  readonly nameOf: (key: string | null) => string;
  /** The inbox showing exactly a row's inquiries; none for a row no filter matches. */
  readonly hrefOf?: (key: string) => string | undefined;
  readonly empty: string;
}

/** Rows of counts with a bar behind each (Plausible's top pages), the previous period beside. */
export function ShareList({ label, shares, nameOf, hrefOf, empty }: ShareListProps) {
  if (shares.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const max = Math.max(1, ...shares.map((share) => share.current));
  return (
    <table className="w-full table-fixed text-sm tabular-nums">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col" className="pb-1 text-left font-medium">
            <span className="sr-only">{label}</span>
          </th>
          <th scope="col" className="w-20 pb-1 text-right font-medium whitespace-nowrap">
            {insightsCopy.shareColumns.current}
          </th>
          <th scope="col" className="w-16 pb-1 pl-2 text-right font-medium whitespace-nowrap">
            {insightsCopy.shareColumns.previous}
          </th>
        </tr>
      </thead>
      <tbody>
        {shares.map((share) => {
          const name = nameOf(share.key);
          const href = share.key === null ? undefined : hrefOf?.(share.key);
          return (
            <tr key={share.key ?? ""} className="group">
              <th scope="row" className="relative py-1 pr-2 text-left font-normal">
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0.5 left-0 rounded-md bg-primary/12"
                  style={{ width: `${String((share.current / max) * 100)}%` }}
                />
                <span className="relative block truncate px-2 py-0.5" title={name}>
                  {href === undefined ? (
                    <span className={share.key === null ? "text-muted-foreground italic" : ""}>
                      {name}
                    </span>
                  ) : (
                    <Link
                      to={href}
                      className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {name}
                    </Link>
                  )}
                </span>
              </th>
              <td className="py-1 text-right font-semibold">{formatCount(share.current)}</td>
              <td className="py-1 pl-2 text-right text-xs text-muted-foreground">
                {formatCount(share.previous)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
