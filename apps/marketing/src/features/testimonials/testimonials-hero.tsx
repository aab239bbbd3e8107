import type { StatFigure } from "@novaline/content";
import { BadgeCheck } from "lucide-react";

export interface TestimonialsHeroProps {
  badge: string;
  title: string;
  description: string;
  stats: readonly StatFigure[];
  trustLines: readonly string[];
}

/**
 * The Testimonials page's first screen: the promise, three headline figures and why to trust
 * them. Plain markup on purpose: it is part of the page's first load.
 */
export function TestimonialsHero({
  badge,
  title,
  description,
  stats,
  trustLines,
}: TestimonialsHeroProps) {
  return (
    <section className="bg-aurora px-4 pt-14 pb-16 sm:px-6 sm:pt-20">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 text-center">
        <p className="rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-brand-foreground shadow-glow">
          {badge}
        </p>
        <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        <p className="max-w-3xl text-lg text-pretty text-muted-foreground">{description}</p>
        <dl className="mt-4 grid w-full gap-4 sm:grid-cols-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="grid content-start justify-items-center gap-1 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
            >
              <dt className="text-sm font-semibold text-foreground">{stat.label}</dt>
              <dd className="order-first bg-brand-text bg-clip-text font-display text-5xl font-bold tracking-tight text-transparent tabular-nums">
                {stat.value}
              </dd>
              {stat.detail ? (
                <dd className="mt-1 text-xs text-pretty text-muted-foreground">{stat.detail}</dd>
              ) : null}
            </div>
          ))}
        </dl>
        <ul className="flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium">
          {trustLines.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <BadgeCheck aria-hidden="true" className="size-5 text-primary" />
              {line}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
