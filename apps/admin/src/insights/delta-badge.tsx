import { cn } from "@novaline/ui";
import { fillIn } from "@novaline/content";
import { insightsCopy } from "./insights-copy.js";
import type { Delta } from "./insights-format.js";

const ARROW = { up: "▲", down: "▼", same: "", new: "", none: "" } as const;

/** The change from the previous period, coloured by whether it is good news, with the previous value. */
export function DeltaBadge({ delta, previous }: { delta: Delta; previous: string }) {
  if (delta.direction === "none") return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
      <span
        data-tone={delta.tone}
        className={cn(
          "inline-flex items-center gap-0.5 rounded px-1 py-0.5 font-semibold",
          delta.tone === "good" && "bg-success/10 text-success",
          delta.tone === "bad" && "bg-danger/10 text-danger",
          delta.tone === "neutral" && "bg-muted text-muted-foreground",
        )}
      >
        {ARROW[delta.direction] && <span aria-hidden="true">{ARROW[delta.direction]}</span>}
        {delta.text}
      </span>
      <span>{fillIn(insightsCopy.vsPrevious, { value: previous })}</span>
    </p>
  );
}
