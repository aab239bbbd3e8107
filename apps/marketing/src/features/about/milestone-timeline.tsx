import type { AboutPageContent } from "@novaline/content";
import { Section } from "../../shared/sections/section";

/** The company's years, oldest first, on a vertical line. */
export default function MilestoneTimeline({ intro, items }: AboutPageContent["milestones"]) {
  return (
    <Section intro={intro}>
      <ol className="relative mx-auto grid w-full max-w-3xl gap-8 border-l-2 border-border pl-8">
        {items.map((item) => (
          // Two milestones may share a year.
          <li key={`${item.year} ${item.title}`} className="relative grid gap-1">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-brand"
            />
            <p className="text-sm font-bold text-primary tabular-nums">{item.year}</p>
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="text-pretty text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
