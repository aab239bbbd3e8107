import type { HomeContent } from "@novaline/content";
import { Icon } from "../icons";
import { Section } from "./section";

/** The four steps from strategy call to a live, growing agent. */
export default function ProcessSteps({ intro, steps, stepLabel }: HomeContent["process"]) {
  return (
    <Section intro={intro} band>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <li
            key={step.number}
            className="relative grid content-start gap-4 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-items-center rounded-2xl bg-brand text-brand-foreground">
                <Icon name={step.icon} className="size-6" />
              </span>
              <span
                aria-hidden="true"
                className="text-4xl font-bold text-muted-foreground/40 tabular-nums"
              >
                {step.number}
              </span>
            </div>
            <h3 className="text-lg font-bold">
              <span className="sr-only">
                {stepLabel} {step.number}:{" "}
              </span>
              {step.title}
            </h3>
            <p className="text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
