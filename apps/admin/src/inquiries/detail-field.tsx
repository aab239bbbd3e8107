import { adminCopy } from "@novaline/content";
import type { ReactNode } from "react";

/** One labelled value of the inquiry panel (a `dt`/`dd` pair); a dash when there is none. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="text-sm break-words text-foreground">
        {children ?? adminCopy.inquiries.detail.none}
      </dd>
    </div>
  );
}
