import type { PricingPlan } from "@novaline/content";
import { Badge, Button, cn } from "@novaline/ui";
import { ArrowRight, Check, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { planAnchor } from "./pricing-meta";

export interface SetupPlansProps {
  /** The section's heading, read by screen readers (the page's intro shows above it). */
  heading: string;
  plans: readonly PricingPlan[];
  /** The free-trial promise above the plans. */
  guarantee: string;
}

/** The five build plans as cards, the recommended one raised, under the free-trial promise. */
export default function SetupPlans({ heading, plans, guarantee }: SetupPlansProps) {
  return (
    <section aria-labelledby="build-plans-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <h2 id="build-plans-heading" className="sr-only">
        {heading}
      </h2>
      <div className="mx-auto grid max-w-6xl gap-10">
        <p className="mx-auto flex max-w-3xl items-start gap-3 rounded-2xl border border-success/40 bg-success/10 px-5 py-4 text-sm text-pretty text-foreground sm:items-center">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {guarantee}
        </p>
        <ul className="flex flex-wrap justify-center gap-6">
          {plans.map((plan) => (
            <li
              key={plan.id}
              id={planAnchor(plan.id)}
              className={cn(
                "relative flex w-full scroll-mt-24 flex-col gap-6 rounded-3xl border bg-card p-6 sm:basis-[calc(50%-0.75rem)] lg:basis-[calc(33.333%-1rem)]",
                plan.highlighted
                  ? "border-primary/60 bg-glow shadow-glow ring-1 ring-primary/40"
                  : "border-border bg-sheen shadow-card",
              )}
            >
              <div className="grid gap-2">
                <div className="flex min-h-6 items-center justify-between gap-3">
                  <h3 className="font-display text-xl font-bold tracking-tight">{plan.name}</h3>
                  {plan.badge ? (
                    <Badge variant="brand" shape="pill">
                      {plan.badge}
                    </Badge>
                  ) : null}
                </div>
                <p className="text-sm text-pretty text-muted-foreground">{plan.description}</p>
              </div>
              <p className="grid gap-1">
                <span className="font-display text-4xl font-bold tracking-tight">
                  {plan.priceLabel}
                </span>
                <span className="text-sm text-muted-foreground">{plan.priceSuffix}</span>
              </p>
              <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm text-pretty">{plan.usage}</p>
              <ul className="grid flex-1 content-start gap-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                asChild
                size="lg"
                variant={plan.highlighted ? "primary" : "outline"}
                className="w-full"
              >
                <Link to={plan.cta.href} aria-label={`${plan.cta.label}: ${plan.name}`}>
                  {plan.cta.label} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
