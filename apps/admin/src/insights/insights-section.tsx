import type { ReactNode } from "react";
import { useId } from "react";

/** A card of the dashboard with its heading. */
export function InsightsSection({
  title,
  action,
  children,
  className = "",
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
