import type { StatFigure } from "@novaline/content";
import { CountUp } from "@novaline/ui";

/** Four headline figures in a band; the numeric ones count up once in view. */
export default function StatsStrip({ stats }: { stats: readonly StatFigure[] }) {
  return (
    <section aria-label="Key figures" className="border-y border-border bg-card">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="grid justify-items-center gap-1 px-4 py-10 text-center">
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="order-first bg-brand-text bg-clip-text text-4xl font-bold text-transparent tabular-nums sm:text-5xl">
              {stat.countUp ? (
                <CountUp
                  value={stat.countUp.to}
                  decimals={stat.countUp.decimals}
                  prefix={stat.countUp.prefix}
                  suffix={stat.countUp.suffix}
                />
              ) : (
                stat.value
              )}
            </dd>
            {stat.detail ? (
              <dd className="max-w-[16rem] text-xs text-muted-foreground">{stat.detail}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
