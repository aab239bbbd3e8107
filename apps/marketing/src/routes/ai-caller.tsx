import { aiCallerPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { demoCallSectionData } from "../demo-call/demo-call-data";
import { deferred } from "../lib/deferred";
import { metaFromLoader } from "../lib/route-meta";
import { ProductPage } from "../sections/product/product-page";
import { productPageData } from "../sections/product/product-page-data";

const CallDemo = deferred("call-demo", () => import("../sections/product/call-demo"));
const DemoCallSection = deferred("demo-call", () => import("../sections/demo-call-section"));

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
