import { roiPage, routes } from "@novaline/content";
import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { roiCalculatorData } from "./roi-calculator-data";
import { deferred } from "../../shared/deferred";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";

// The calculator (sliders, results, chart) hydrates from its own chunk right after the page.
const RoiWorkbench = deferred("roi-workbench", () => import("./roi-workbench"));
const RoiAssumptions = deferred("roi-assumptions", () => import("./roi-assumptions"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

export function loader() {
  const { intro, sectionId, assumptions, share, resetLabel, chart, cta } = roiPage;
  return {
    meta: [
      ...routeMetaTags("roi", routes.roi),
      breadcrumbJsonLd([{ name: "ROI Calculator", path: routes.roi }]),
    ],
    intro,
    workbench: { id: sectionId, calculator: roiCalculatorData(), chart, share, resetLabel },
    assumptions,
    cta,
  };
}

export const meta = metaFromLoader;

// The sliders write the query string: that is not a new page, and its data never changes.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Roi() {
  const { intro, workbench, assumptions, cta } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro {...intro} />
      <div className="px-4 sm:px-6">
        <RoiWorkbench {...workbench} />
      </div>
      <RoiAssumptions {...assumptions} />
      <ClosingCta {...cta} />
    </>
  );
}
