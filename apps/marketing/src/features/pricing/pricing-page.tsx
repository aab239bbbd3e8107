import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import type { loader } from "./pricing-loader";
import { usePageData } from "../../shared/page-data";

// Below the intro, each section hydrates from its own chunk when the visitor nears it; the
// form's chunk (react-hook-form and the schema) loads only when the form is near.
const SetupPlans = deferred("setup-plans", () => import("./setup-plans"), undefined, {
  firstPaint: true,
});
const Included = deferred("included", () => import("../../shared/sections/feature-grid"));
const MaintenancePlans = deferred("maintenance-plans", () => import("./maintenance-plans"));
const ChoosePlan = deferred("choose-plan", () => import("./choose-plan"));
const RoiTeaser = deferred("roi-teaser", () => import("../roi/roi-teaser"));
const PricingFaq = deferred("pricing-faq", () => import("../../shared/sections/faq"));

export const meta = metaFromLoader;

export default function Pricing() {
  const { intro, guarantee, plansHeading, plans, maintenance, choosePlan, included, roi, faq } =
    usePageData<typeof loader>();
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
