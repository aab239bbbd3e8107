import { brand, pricingPage, routes } from "@novaline/content";
import { formatUsd } from "@novaline/roi";
import { useLoaderData } from "react-router";
import { roiTeaserData } from "../roi/roi-calculator-data";
import { deferred } from "../../shared/deferred";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { faqPageJsonLd, pricingOffersJsonLd } from "./pricing-meta";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";

// Below the intro, each section hydrates from its own chunk when the visitor nears it; the
// form's chunk (react-hook-form and the schema) loads only when the form is near.
const SetupPlans = deferred("setup-plans", () => import("./setup-plans"));
const Included = deferred("included", () => import("../../shared/sections/feature-grid"));
const MaintenancePlans = deferred("maintenance-plans", () => import("./maintenance-plans"));
const ChoosePlan = deferred("choose-plan", () => import("./choose-plan"));
const RoiTeaser = deferred("roi-teaser", () => import("../roi/roi-teaser"));
const PricingFaq = deferred("pricing-faq", () => import("../../shared/sections/faq"));

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

export const meta = metaFromLoader;

export default function Pricing() {
  const { intro, guarantee, plansHeading, plans, maintenance, choosePlan, included, roi, faq } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro {...intro} />
      <SetupPlans heading={plansHeading} plans={plans} guarantee={guarantee} />
      <Included intro={included.intro} items={included.items} />
      <MaintenancePlans {...maintenance} />
      <ChoosePlan {...choosePlan} />
      <RoiTeaser {...roi} id="roi-calculator" tone="success" />
      <PricingFaq intro={faq.intro} items={faq.items} />
    </>
  );
}
