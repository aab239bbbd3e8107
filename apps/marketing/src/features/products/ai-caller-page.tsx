import { aiCallerPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { phoneDemoSectionData } from "../phone-demo/phone-demo-data";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { ProductPage } from "./product-page";
import { productPageData } from "./product-page-data";

const CallSimulation = deferred("call-demo", () => import("../simulations/call-simulation"));
const PhoneDemoSection = deferred("demo-call", () => import("../phone-demo/phone-demo-section"));

export function loader() {
  return { ...productPageData("aiCaller", aiCallerPage), phoneDemo: phoneDemoSectionData() };
}

export const meta = metaFromLoader;

export default function AiCaller() {
  const data = useLoaderData<typeof loader>();
  return (
    <ProductPage
      data={data}
      afterHero={<PhoneDemoSection {...data.phoneDemo} />}
      demo={<CallSimulation id={data.hero.demoId} demo={data.demo} />}
    />
  );
}
