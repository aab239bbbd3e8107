import type { HomeContent } from "@novaline/content";
import { cn } from "@novaline/ui";
import { Check } from "lucide-react";
import { useState, type CSSProperties } from "react";
import { ArrowLink } from "./arrow-link";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

/**
 * The three services as cards. Clicking a card selects it (larger, highlighted border, glow);
 * clicking it again deselects it; one at a time (spec "Service cards").
 */
export default function ServiceCards({
  intro,
  cards,
  painPointsLabel,
  solutionsLabel,
}: HomeContent["services"]) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Section intro={intro} band>
      <ul className="grid items-start gap-6 lg:grid-cols-3">
        {cards.map((card) => {
          const isSelected = selected === card.id;
          return (
            <li
              key={card.id}
              data-state={isSelected ? "selected" : "idle"}
              style={{ "--glow": card.glowColor } as CSSProperties}
              className={cn(
                "relative grid gap-5 rounded-3xl border-2 bg-card bg-sheen p-6 shadow-card transition-[transform,border-color,box-shadow] duration-(--duration-normal) motion-reduce:transition-none",
                isSelected
                  ? "border-primary shadow-[0_20px_60px_-15px_var(--glow)] lg:scale-[1.03]"
                  : "border-border hover:border-primary/40",
              )}
            >
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => {
                  setSelected(isSelected ? null : card.id);
                }}
                className="grid justify-items-start gap-4 rounded-2xl text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
              >
                <span
                  className={cn(
                    "grid size-12 place-items-center rounded-2xl bg-linear-to-br text-white",
                    card.gradient,
                  )}
                >
                  <Icon name={card.icon} className="size-6" />
                </span>
                <span className="grid gap-1">
                  <span className="text-xl font-bold">{card.title}</span>
                  <span className="text-muted-foreground">{card.subtitle}</span>
                </span>
              </button>
              <div className="grid gap-2">
                <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {painPointsLabel}
                </h3>
                <ul className="flex flex-wrap gap-2">
                  {card.painPoints.map((point) => (
                    <li
                      key={point}
                      className="rounded-full bg-danger/10 px-3 py-1 text-xs font-medium text-danger"
                    >
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="grid gap-2">
                <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {solutionsLabel}
                </h3>
                <ul className="grid gap-2 text-sm">
                  {card.solutions.map((solution) => (
                    <li key={solution} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {solution}
                    </li>
                  ))}
                </ul>
              </div>
              <dl className="grid grid-cols-2 gap-3">
                {card.stats.map((stat) => (
                  <div key={stat.label} className="grid rounded-2xl bg-muted/60 p-3">
                    <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                    <dd className="order-first text-2xl font-bold tabular-nums">{stat.value}</dd>
                  </div>
                ))}
              </dl>
              <ArrowLink to={card.link.href}>{card.link.label}</ArrowLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
