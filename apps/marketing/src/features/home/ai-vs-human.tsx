import type { ComparisonCard, HomeContent } from "@novaline/content";
import { cn } from "@novaline/ui";
import { ArrowLink } from "./arrow-link";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

function Card({ card, badge }: { card: ComparisonCard; badge: string }) {
  const ai = card.tone === "ai";
  return (
    <article
      className={cn(
        "relative grid content-start gap-6 overflow-hidden rounded-3xl border p-6 sm:p-8",
        ai ? "border-primary/40 bg-card bg-sheen shadow-glow" : "border-border bg-muted/40",
      )}
    >
      <header className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <h3 className="text-2xl font-bold">{card.title}</h3>
          <p className="text-muted-foreground">{card.subtitle}</p>
        </div>
        {ai ? (
          <span className="rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-foreground">
            {badge}
          </span>
        ) : null}
      </header>
      <dl className="grid gap-3">
        {card.figures.map((figure) => (
          <div
            key={figure.label}
            className="flex items-center gap-4 rounded-2xl border border-border bg-background/70 p-3"
          >
            <span
              aria-hidden="true"
              className={cn(
                "grid size-10 shrink-0 place-items-center rounded-xl",
                ai ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
              )}
            >
              <Icon name={figure.icon} className="size-5" />
            </span>
            <dt className="min-w-0 flex-1 text-sm text-muted-foreground" title={figure.detail}>
              {figure.label}
            </dt>
            <dd
              className={cn(
                "text-xl font-bold tabular-nums",
                ai ? "text-primary" : "text-foreground",
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <ArrowLink to={card.link.href}>{card.link.label}</ArrowLink>
    </article>
  );
}

/** The AI agent's figures next to a human-only front desk, each linking to its service detail. */
export default function AiVsHuman({ intro, ai, human, aiBadge }: HomeContent["aiVsHuman"]) {
  return (
    <Section intro={intro}>
      <div className="grid gap-6 md:grid-cols-2">
        <Card card={ai} badge={aiBadge} />
        <Card card={human} badge={aiBadge} />
      </div>
    </Section>
  );
}
