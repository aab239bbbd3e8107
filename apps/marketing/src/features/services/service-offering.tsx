import type { ServiceOffering as Offering } from "@novaline/content";
import { buttonVariants, cn } from "@novaline/ui";
import { Link } from "react-router";

export interface ServiceOfferingProps {
  offering: Offering;
  /** Position on the page, printed as "01", "02"… */
  index: number;
  band?: boolean;
}

/**
 * One service of the Services page at its anchor (`ai-caller-demo`, `chatbot-showcase`…): what
 * it does, its results, its features and the way to its detail and product pages. Part of the
 * first load so the anchors exist, at their final position, as soon as the page renders.
 */
export function ServiceOffering({ offering, index, band }: ServiceOfferingProps) {
  const { anchorId, name, summary, features, outcomes, detail, productPage } = offering;
  const titleId = `${anchorId}-title`;
  return (
    <section
      id={anchorId}
      aria-labelledby={titleId}
      className={cn("scroll-mt-24 py-16 sm:py-24", band && "bg-muted/40")}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div className="grid content-start gap-6">
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-2xl bg-brand text-xl font-bold text-brand-foreground tabular-nums shadow-glow"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <h2
            id={titleId}
            className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {name}
          </h2>
          <p className="text-lg text-pretty text-muted-foreground">{summary}</p>
          <dl className="grid grid-cols-3 gap-3">
            {outcomes.map((outcome) => (
              <div
                key={outcome.label}
                title={outcome.detail}
                className="grid content-start gap-1 rounded-2xl border border-border bg-card p-3 text-center shadow-card sm:p-4"
              >
                <dt className="text-xs font-medium text-muted-foreground">{outcome.label}</dt>
                <dd className="order-first bg-brand-text bg-clip-text text-2xl font-bold text-transparent tabular-nums sm:text-3xl">
                  {outcome.value}
                </dd>
              </div>
            ))}
          </dl>
          {detail || productPage ? (
            <div className="flex flex-wrap gap-3">
              {detail ? (
                <Link to={detail.href} className={buttonVariants()}>
                  {detail.label} <span aria-hidden="true">→</span>
                </Link>
              ) : null}
              {productPage ? (
                <Link to={productPage.href} className={buttonVariants({ variant: "outline" })}>
                  {productPage.label}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
        <ul className="grid content-start gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="grid content-start gap-2 rounded-3xl border border-border bg-card bg-sheen p-5 shadow-card"
            >
              <h3 className="flex items-center gap-2 font-bold">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/15 text-sm text-primary"
                >
                  ✓
                </span>
                {feature.title}
              </h3>
              <p className="text-sm text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
