import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import { ServiceOffering } from "./service-offering";
import type { loader } from "./services-loader";
import { usePageData } from "../../shared/page-data";

// The offerings are part of the first load (the footer scrolls to them); below them, each
// section hydrates from its own chunk when the visitor nears it.
const CallSimulation = deferred("call-demo", () => import("../simulations/call-simulation"));
const ChatSimulation = deferred("chat-demo", () => import("../simulations/chat-simulation"));
const Process = deferred("process", () => import("../../shared/sections/feature-grid"));
const IndustryGrid = deferred("industries", () => import("./industry-grid"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

export const meta = metaFromLoader;

export default function Services() {
  const { hero, offerings, callSimulation, chatSimulation, process, industries, cta } =
    usePageData<typeof loader>();
  return (
    <>
      <PageIntro {...hero} />
      {offerings.map((offering, index) => (
        <ServiceOffering
          key={offering.id}
          offering={offering}
          index={index}
          band={index % 2 === 1}
        />
      ))}
      <p className="px-4 text-center text-xs text-muted-foreground">{hero.footnote}</p>
      <CallSimulation id="call-demo" demo={callSimulation} />
      <ChatSimulation id="chat-demo" demo={chatSimulation} />
      <Process intro={process.intro} items={process.steps} numbered band />
      <IndustryGrid intro={industries.intro} industries={industries.items} />
      <ClosingCta {...cta} />
    </>
  );
}
