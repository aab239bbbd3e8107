import { useLoaderData } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { ProductPage } from "./product-page";
import type { loader } from "./ai-caller-loader";

const CallSimulation = deferred("call-demo", () => import("../simulations/call-simulation"));
const PhoneDemoSection = deferred("demo-call", () => import("../phone-demo/phone-demo-section"));

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
