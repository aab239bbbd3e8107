import { type ShouldRevalidateFunctionArgs } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import type { loader } from "./roi-loader";
import { usePageData } from "../../shared/page-data";

// The calculator (sliders, results, chart) hydrates from its own chunk right after the page.
const RoiWorkbench = deferred("roi-workbench", () => import("./roi-workbench"), undefined, {
  firstPaint: true,
});
const RoiAssumptions = deferred("roi-assumptions", () => import("./roi-assumptions"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

export const meta = metaFromLoader;

// The sliders write the query string: that is not a new page, and its data never changes.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function Roi() {
  const { intro, workbench, assumptions, cta } = usePageData<typeof loader>();
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
