import { brand, pricingPage, routes } from "@novaline/content";
import { formatUsd } from "@novaline/roi";
import { roiTeaserData } from "../roi/roi-calculator-data";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { faqPageJsonLd, pricingOffersJsonLd } from "./pricing-meta";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { intro, guarantee, plansHeading, plans, maintenance, included, faq } = pricingPage;
  const { form, perMonthLabel, chooseLabel, recommendedLabel } = maintenance;
  return {
    meta: [
      ...routeMetaTags("pricing", routes.pricing),
      breadcrumbJsonLd([{ name: "Pricing", path: routes.pricing }]),
      pricingOffersJsonLd(plans, maintenance.plans),
      faqPageJsonLd(faq.items),
    ],
    intro,
    guarantee,
    plansHeading,
    plans,
    maintenance: {
      intro: maintenance.intro,
      plans: maintenance.plans.map((plan) => ({
        ...plan,
        priceLabel: formatUsd(plan.monthlyPrice),
        chooseLabel: chooseLabel.replace("{plan}", plan.name),
      })),
      perMonthLabel,
      recommendedLabel,
      formId: form.sectionId,
      firstFieldId: "maintenance-name",
      cta: maintenance.cta,
    },
    choosePlan: {
      copy: form,
      plans: maintenance.plans.map((plan) => ({
        id: plan.id,
        label: `${plan.name}, ${formatUsd(plan.monthlyPrice)} ${perMonthLabel}`,
      })),
      email: brand.email,
      sourcePage: routes.pricing,
    },
    included,
    roi: roiTeaserData(),
    faq,
  };
}
