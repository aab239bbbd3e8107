import type { SectionIntro, StatFigure } from "@novaline/content";
import { Section } from "../../shared/sections/section";

/** Four headline results, static (spec "AI Caller Impact"). */
export default function ImpactFigures({
  intro,
  figures,
}: {
  intro: SectionIntro;
  figures: readonly StatFigure[];
}) {
  return (
    <Section intro={intro}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="grid content-start gap-1 rounded-3xl border border-border bg-card bg-sheen p-6 text-center shadow-card"
          >
            <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
            <dd className="order-first bg-brand-text bg-clip-text text-4xl font-bold text-transparent tabular-nums sm:text-5xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
