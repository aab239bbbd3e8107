import { homePage, routes } from "@novaline/content";
import { roiTeaserData } from "../roi/roi-calculator-data";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { organizationJsonLd, websiteJsonLd } from "./home-meta";
import { phoneDemoSectionData } from "../phone-demo/phone-demo-data";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, sectionIds, ...sections } = homePage;
  const callLabels = {
    start: hero.callCta.label,
    end: hero.callCta.activeLabel,
    busy: hero.callCta.busyLabel,
  };
  const { callCta: voiceAgentCallLabel, ...voiceAgent } = sections.voiceAgent;
  return {
    meta: [
      ...routeMetaTags("home", "/"),
      breadcrumbJsonLd([]),
      organizationJsonLd(),
      websiteJsonLd(),
    ],
    hero,
    callLabels,
    sectionIds,
    sections,
    // The spec gives these two buttons no action: one starts the booking, the other opens the
    // chat demo.
    voiceAgent: { ...voiceAgent, callLabels: { ...callLabels, start: voiceAgentCallLabel } },
    transformationCta: { label: sections.transformation.cta.label, href: routes.booking },
    chatCta: { label: sections.chatSupport.cta.label, href: `${routes.aiChatbot}#chat-demo` },
    roi: roiTeaserData(),
    phoneDemo: phoneDemoSectionData(),
  };
}
