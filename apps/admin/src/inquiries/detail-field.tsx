import { adminCopy } from "@novaline/content";
import { cn } from "@novaline/ui";
import type { ReactNode } from "react";

/**
 * One labelled value of the inquiry panel (a `dt`/`dd` pair in its own `div`, the one wrapper a
 * `dl` allows); a dash when there is none. `wide` spans both columns of the panel's grid.
 */
export function DetailField({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="text-sm break-words text-foreground">
        {children ?? adminCopy.inquiries.detail.none}
      </dd>
    </div>
  );
}
