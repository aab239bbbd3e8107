import {
  getIndustry,
  industryKeys,
  routes,
  type CallDemoContent,
  type ChatDemoContent,
  type ProductPageContent,
} from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

/** Everything a product page shows, read at build time by its loader. */
export function productPageData<Demo extends CallDemoContent | ChatDemoContent>(
  key: "aiCaller" | "aiChatbot",
  page: ProductPageContent<Demo>,
) {
  const { hero, industries, ...sections } = page;
  return {
    meta: [
      ...routeMetaTags(key, routes[key]),
      breadcrumbJsonLd([{ name: page.name, path: routes[key] }]),
    ],
    hero: {
      ...hero,
      // The trial starts with a booking (the content says where); the demo button scrolls to the
      // interactive demo.
      primaryCta: { label: hero.primaryCta.label, href: hero.primaryCta.href ?? routes.booking },
      demoId: page.demo.kind === "call" ? "call-demo" : "chat-demo",
    },
    industries: {
      intro: industries.intro,
      industries: industryKeys.map((industryKey) => {
        const {
          key: id,
          label,
          icon,
          accent,
          illustration,
          callScenarios,
          chatScenarios,
        } = getIndustry(industryKey);
        return {
          key: id,
          label,
          icon,
          accent,
          illustration,
          scenarios: industries.wording === "call" ? callScenarios : chatScenarios,
        };
      }),
    },
    ...sections,
  };
}
