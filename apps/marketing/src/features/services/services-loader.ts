import {
  aiCallerPage,
  aiChatbotPage,
  getIndustry,
  industryKeys,
  routes,
  servicesPage,
} from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { offeringsJsonLd, servicesCrumb } from "./services-meta";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, offerings, process, industries, cta } = servicesPage;
  return {
    meta: [
      ...routeMetaTags("services", routes.services),
      breadcrumbJsonLd([servicesCrumb]),
      ...offeringsJsonLd(offerings, routes.services),
    ],
    hero,
    offerings,
    callSimulation: aiCallerPage.demo,
    chatSimulation: aiChatbotPage.demo,
    process,
    industries: {
      intro: industries,
      items: industryKeys.map((key) => {
        const { label, icon, accent, callScenarios, chatScenarios } = getIndustry(key);
        return { key, label, icon, accent, call: callScenarios[0], chat: chatScenarios[0] };
      }),
    },
    cta,
  };
}
