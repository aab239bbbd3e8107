import { adminCopy } from "@novaline/content";
import { demoCallOutcomeOf, type DemoCallOutcome, type DemoCallRecord } from "@novaline/inquiry";
import { cn } from "@novaline/ui";
import {
  Ban,
  PhoneCall,
  PhoneMissed,
  PhoneOff,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";

const copy = adminCopy.inquiries.detail.call;

const looks: Record<DemoCallOutcome, { icon: LucideIcon; className: string }> = {
  connected: { icon: PhoneCall, className: "text-success" },
  busy: { icon: PhoneOff, className: "text-warning" },
  "no-answer": { icon: PhoneMissed, className: "text-warning" },
  failed: { icon: TriangleAlert, className: "text-danger" },
  refused: { icon: Ban, className: "text-muted-foreground" },
};

/**
 * How a demo call turned out, as an icon and a word (the word carries the meaning; the icon and
 * its colour only help the eye), or its status while it is not over.
 */
export function CallOutcome({ call, className }: { call: DemoCallRecord; className?: string }) {
  const outcome = demoCallOutcomeOf(call.status, call.endedReason);
  if (outcome === undefined) {
    return (
      <span className={cn("text-muted-foreground", className)} data-outcome="pending">
        {copy.statuses[call.status]}
      </span>
    );
  }
  const { icon: Icon, className: tone } = looks[outcome];
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 whitespace-nowrap", className)}
      data-outcome={outcome}
    >
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", tone)} />
      <span>{copy.outcomes[outcome]}</span>
    </span>
  );
}
