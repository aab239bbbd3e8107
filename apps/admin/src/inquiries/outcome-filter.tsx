import { adminCopy } from "@novaline/content";
import { DEMO_CALL_OUTCOMES } from "@novaline/inquiry";
import { cn, formControlClassName, Label } from "@novaline/ui";
import type { InquiryFilters } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries.detail.call;

/** The demo call's outcome filter (`?outcome=`): one select, any outcome by default. */
export function OutcomeFilter({
  value,
  onChange,
}: {
  value: InquiryFilters["outcome"];
  onChange: (name: "outcome", value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="inquiry-outcome">{copy.outcome}</Label>
      <select
        id="inquiry-outcome"
        className={cn(formControlClassName, "h-11 py-2 pr-8")}
        value={value ?? ""}
        onChange={(event) => {
          onChange("outcome", event.target.value);
        }}
      >
        <option value="">{copy.anyOutcome}</option>
        {DEMO_CALL_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {copy.outcomes[outcome]}
          </option>
        ))}
      </select>
    </div>
  );
}
