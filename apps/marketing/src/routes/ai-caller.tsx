import { aiCallerPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { demoCallSectionData } from "../features/phone-demo/phone-demo-data";
import { deferred } from "../shared/deferred";
import { metaFromLoader } from "../shared/route-meta";
import { ProductPage } from "../features/products/product-page";
import { productPageData } from "../features/products/product-page-data";

const CallDemo = deferred("call-demo", () => import("../features/simulations/call-simulation"));
const DemoCallSection = deferred(
  "demo-call",
  () => import("../features/phone-demo/phone-demo-section"),
);

export function loader() {
  return { ...productPageData("aiCaller", aiCallerPage), demoCall: demoCallSectionData() };
}

export const meta = metaFromLoader;

export default function AiCaller() {
  const data = useLoaderData<typeof loader>();
  return (
    <ProductPage
      data={data}
      afterHero={<DemoCallSection {...data.demoCall} />}
      demo={<CallDemo id={data.hero.demoId} demo={data.demo} />}
    />
  );
}
