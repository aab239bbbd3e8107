import type { HomeContent } from "@novaline/content";
import { Button, CountUp } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

export interface TransformationProps extends Omit<HomeContent["transformation"], "cta"> {
  cta: { label: string; href: string };
}

/** Three before/after cards with the median change, and a way to start. */
export default function Transformation({
  intro,
  cards,
  beforeLabel,
  afterLabel,
  cta,
}: TransformationProps) {
  return (
    <Section intro={intro} band>
      <ul className="grid gap-6 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className="grid content-start gap-5 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-2xl bg-primary/10 text-primary">
                <Icon name={card.icon} className="size-5" />
              </span>
              <h3 className="text-lg font-bold">{card.title}</h3>
            </div>
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-1 rounded-2xl bg-danger/5 p-3">
                <dt className="text-xs font-semibold tracking-wider text-danger uppercase">
                  {beforeLabel}
                </dt>
                <dd>{card.before}</dd>
              </div>
              <div className="grid gap-1 rounded-2xl bg-success/10 p-3">
                <dt className="text-xs font-semibold tracking-wider text-success uppercase">
                  {afterLabel}
                </dt>
                <dd>{card.after}</dd>
              </div>
            </dl>
            <p className="grid gap-0.5">
              <span className="text-4xl font-bold text-primary tabular-nums">
                {card.metric.countUp ? (
                  <CountUp
                    value={card.metric.countUp.to}
                    decimals={card.metric.countUp.decimals}
                    prefix={card.metric.countUp.prefix}
                    suffix={card.metric.countUp.suffix}
                  />
                ) : (
                  card.metric.value
                )}
              </span>
              <span className="text-sm text-muted-foreground">{card.metric.label}</span>
            </p>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="justify-self-center">
        <Link to={cta.href}>
          {cta.label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Section>
  );
}
