import { deferred } from "../../shared/deferred";
import type { serviceDetailData } from "./service-detail-data";
import { ServiceDetailHero } from "./service-detail-hero";

const Outcomes = deferred("outcomes", () => import("../../shared/sections/stats-strip"));
const Workflow = deferred("workflow", () => import("../../shared/sections/feature-grid"));
const Conversation = deferred("conversation", () => import("./annotated-conversation"));
const Channels = deferred("channels", () => import("./channel-conversations"));
const Afterwards = deferred("afterwards", () => import("../../shared/sections/feature-grid"));
const Capabilities = deferred("capabilities", () => import("../../shared/sections/feature-grid"));
const Assurances = deferred("assurances", () => import("../../shared/sections/feature-grid"));
const Faq = deferred("faq", () => import("../../shared/sections/faq"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

/**
 * A service detail page (AI Agent Interaction, Chatbot Showcase): the hero, the results, the
 * flow, one conversation annotated step by step, (the chatbot on each channel,) what happens
 * afterwards, capabilities, assurances, questions and the next step.
 */
export function ServiceDetailPage({ data }: { data: ReturnType<typeof serviceDetailData> }) {
  const { hero, breadcrumb, cta, outcomes, workflow, sampleConversation, channels } = data;
  return (
    <>
      <ServiceDetailHero
        hero={hero}
        breadcrumb={breadcrumb}
        primary={cta.primary}
        secondary={cta.secondary}
      />
      <Outcomes stats={outcomes} />
      <Workflow intro={workflow.intro} items={workflow.steps} numbered />
      <Conversation {...sampleConversation} speakers={data.speakers} />
      {channels ? <Channels {...channels} speakers={data.speakers} /> : null}
      <Afterwards intro={data.afterwards.intro} items={data.afterwards.items} band={!channels} />
      <Capabilities intro={data.capabilities.intro} items={data.capabilities.items} />
      <Assurances intro={data.assurances.intro} items={data.assurances.items} band />
      <Faq {...data.faq} />
      <ClosingCta {...cta} />
    </>
  );
}
