import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { ProductPage } from "./product-page";
import type { loader } from "./ai-caller-loader";
import { usePageData } from "../../shared/page-data";

const CallSimulation = deferred("call-demo", () => import("../simulations/call-simulation"));
const PhoneDemoSection = deferred("demo-call", () => import("../phone-demo/phone-demo-section"));
const SampleCalls = deferred("sample-calls", () => import("../sample-calls/sample-calls-section"));

export const meta = metaFromLoader;

export default function AiCaller() {
  const data = usePageData<typeof loader>();
  return (
    <ProductPage
      data={data}
      afterHero={<PhoneDemoSection {...data.phoneDemo} />}
      demo={
        <>
          <CallSimulation id={data.hero.demoId} demo={data.demo} />
          <SampleCalls />
        </>
      }
    />
  );
}
