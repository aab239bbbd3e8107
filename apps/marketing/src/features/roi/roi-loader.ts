import { roiPage, routes } from "@novaline/content";
import { roiCalculatorData } from "./roi-calculator-data";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

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
