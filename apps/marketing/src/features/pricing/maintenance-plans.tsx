import type { Link as LinkCopy, MaintenancePlan, SectionIntro } from "@novaline/content";
import { Badge, Button, cn } from "@novaline/ui";
import { ArrowRight, Check, Clock } from "lucide-react";
import { Link } from "react-router";
import { choosePlan } from "./plan-choice";
import { scrollBehavior } from "../../shared/motion";
import { planAnchor } from "./pricing-meta";
import { Section } from "../../shared/sections/section";
import { revealThrough } from "../../shared/lazy-dom";

export interface MaintenancePlansProps {
  intro: SectionIntro;
  plans: readonly (MaintenancePlan & { priceLabel: string; chooseLabel: string })[];
  perMonthLabel: string;
  /** Badge of the highlighted plan. */
  recommendedLabel: string;
  /** Where a plan card's Choose button leads: the id of the form's section. */
  formId: string;
  /** The id of the form's first field, focused after a choice. */
  firstFieldId: string;
  cta: LinkCopy;
}

/**
 * The monthly maintenance plans. A card's Choose button picks its plan in the form below and
 * brings the visitor there (a plain link to the form before the page's scripts run).
 */
export default function MaintenancePlans({
  intro,
  plans,
  perMonthLabel,
  recommendedLabel,
  formId,
  firstFieldId,
  cta,
}: MaintenancePlansProps) {
  return (
    <Section intro={intro} band>
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.id}
            id={planAnchor(plan.id)}
            className={cn(
              "flex scroll-mt-24 flex-col gap-5 rounded-3xl border bg-card p-6",
              plan.highlighted
                ? "border-success/60 shadow-elevated ring-1 ring-success/40"
                : "border-border bg-sheen shadow-card",
            )}
          >
            <div className="grid gap-2">
              <div className="flex min-h-6 items-center justify-between gap-3">
                <h3 className="font-display text-xl font-bold tracking-tight">{plan.name}</h3>
                {plan.highlighted ? (
                  <Badge variant="success" shape="pill">
                    {recommendedLabel}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-pretty text-muted-foreground">{plan.description}</p>
            </div>
            <p className="flex items-baseline gap-2">
              <span className="font-display text-4xl font-bold tracking-tight">
                {plan.priceLabel}
              </span>
              <span className="text-sm text-muted-foreground">{perMonthLabel}</span>
            </p>
            <p className="flex items-center gap-2 text-sm font-medium">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-success" />
              {plan.responseTime}
            </p>
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
              variant={plan.highlighted ? "success" : "outline"}
              className="w-full"
            >
              <a
                href={`#${formId}`}
                onClick={(event) => {
                  event.preventDefault();
                  choosePlan(plan.id);
                  revealThrough(formId);
                  document.getElementById(formId)?.scrollIntoView({ behavior: scrollBehavior() });
                  document.getElementById(firstFieldId)?.focus({ preventScroll: true });
                }}
              >
                {plan.chooseLabel}
              </a>
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-center">
        <Link
          to={cta.href}
          className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {cta.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
