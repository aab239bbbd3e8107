import { fillIn } from "@novaline/content";
import type { InsightsFigure } from "@novaline/inquiry";
import { cn } from "@novaline/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DeltaBadge } from "./delta-badge.js";
import { insightsCopy } from "./insights-copy.js";
import { deltaOf } from "./insights-format.js";

export interface StatCardProps {
  readonly label: string;
  readonly figure: InsightsFigure<number | null>;
  /** How a value reads: `1,204`, `12 min`. */
  readonly format: (value: number | null) => string;
  /**
   * The inbox showing exactly these inquiries; none for a figure no filter matches, and no link
   * while the figure has no value (a rate or a time over no inquiries).
   */
  readonly href?: string | undefined;
  /** What the link shows, for a figure that is not a count of them. @defaultValue "these inquiries" */
  readonly shows?: string;
  /** Which way is good news. @defaultValue "up" */
  readonly better?: "up" | "down";
  readonly hint?: ReactNode;
  readonly size?: "lg" | "md";
  readonly className?: string;
  /** A colour for the card's left edge (the chart's colour of what it counts). */
  readonly accent?: string;
}

/** One figure of the dashboard, big, with its change from the previous period. */
export function StatCard({
  label,
  figure,
  format,
  href,
  shows = insightsCopy.linkShows.inquiries,
  better = "up",
  hint,
  size = "lg",
  className,
  accent,
}: StatCardProps) {
  const value = format(figure.current);
  const number = (
    <span
      className={cn(
        "block font-bold tracking-tight tabular-nums",
        size === "lg" ? "text-3xl sm:text-4xl" : "text-2xl",
      )}
    >
      {value}
    </span>
  );
  return (
    <div
      data-slot="stat-card"
      className={cn("rounded-xl border border-border bg-card p-4 text-card-foreground", className)}
      style={accent === undefined ? undefined : { borderLeftColor: accent }}
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      {href === undefined || figure.current === null ? (
        <p className="mt-1">{number}</p>
      ) : (
        <p className="mt-1">
          <Link
            to={href}
            aria-label={`${label}: ${value}. ${fillIn(insightsCopy.openInInbox, { what: shows })}`}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {number}
          </Link>
        </p>
      )}
      <DeltaBadge delta={deltaOf(figure, better)} previous={format(figure.previous)} />
      {hint !== undefined && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
