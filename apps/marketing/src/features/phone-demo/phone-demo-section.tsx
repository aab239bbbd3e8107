import type { DemoCallFormCopy, IndustryKey } from "@novaline/content";
import { SectionHeading } from "@novaline/ui";
import { CircleCheck } from "lucide-react";
import PhoneDemoForm from "./phone-demo-form";
import { CallButton, type CallLabels } from "../voice-chat/call-button";
import { Section } from "../../shared/sections/section";

export interface PhoneDemoSectionProps {
  copy: DemoCallFormCopy;
  industries: readonly { key: IndustryKey; label: string }[];
  /** The in-browser call's labels (the alternative the form offers). */
  callLabels: CallLabels;
  band?: boolean;
}

/**
 * "Get a call from our AI in 30 seconds": what happens, beside the form (home page, AI Caller
 * page). Its code, the phone library's included, loads when the visitor nears it.
 */
export default function PhoneDemoSection({
  copy,
  industries,
  callLabels,
  band,
}: PhoneDemoSectionProps) {
  return (
    <Section id={copy.sectionId} band={band}>
      {/* The form and what it promises: the floating buttons step aside while they are under
          them (shell/floating-yield.ts), from the moment a "Call my phone" link lands here. */}
      <div
        data-yield-floating
        className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
      >
        <div className="grid gap-6">
          <SectionHeading
            eyebrow={copy.intro.eyebrow}
            title={copy.intro.title}
            description={copy.intro.description}
            align="left"
          />
          <ul className="grid gap-3">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 text-pretty">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-border bg-card p-5 shadow-elevated sm:p-8">
          <PhoneDemoForm
            copy={copy}
            industries={industries}
            titleAs="h3"
            browserDemo={
              <CallButton labels={callLabels} variant="outline" className="w-full sm:w-auto" />
            }
          />
        </div>
      </div>
    </Section>
  );
}
