import type { IconName, SectionIntro } from "@novaline/content";
import type { CSSProperties } from "react";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

export interface IndustryCard {
  key: string;
  label: string;
  icon: IconName;
  accent: string;
  /** One thing the voice agent does there and one thing the chatbot does. */
  call: string;
  chat: string;
}

/** The nine industries served, each with what the voice agent and the chatbot do there. */
export default function IndustryGrid({
  intro,
  industries,
}: {
  intro: SectionIntro;
  industries: readonly IndustryCard[];
}) {
  return (
    <Section intro={intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li
            key={industry.key}
            style={{ "--accent": industry.accent } as CSSProperties}
            className="grid content-start gap-3 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <h3 className="flex items-center gap-3 text-lg font-bold">
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-(--accent)/15 text-(--accent)">
                <Icon name={industry.icon} className="size-5" />
              </span>
              {industry.label}
            </h3>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              <li className="flex gap-2">
                <Icon name="phone-call" className="mt-0.5 size-4 shrink-0 text-primary" />
                {industry.call}
              </li>
              <li className="flex gap-2">
                <Icon name="message-circle" className="mt-0.5 size-4 shrink-0 text-primary" />
                {industry.chat}
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
