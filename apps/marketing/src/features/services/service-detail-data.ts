import {
  headerNavigation,
  productFaqIntro,
  routes,
  servicesPage,
  type ServiceDetailContent,
} from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { serviceJsonLd, servicesCrumb } from "./services-meta";

/** Everything a service detail page shows, read at build time by its loader. */
export function serviceDetailData(key: "aiAgentInteraction" | "chatbotShowcase") {
  const detail: ServiceDetailContent = servicesPage.details[key];
  const { path, name, hero, faq, cta, ...sections } = detail;
  const description = hero.description ?? "";
  const home = { name: headerNavigation.links[0]?.label ?? "", path: routes.home };
  const crumb = { name, path };
  return {
    meta: [
      ...routeMetaTags(key, path),
      breadcrumbJsonLd([servicesCrumb, crumb]),
      serviceJsonLd({ name: hero.eyebrow ?? name, description, path }),
    ],
    hero,
    breadcrumb: { label: servicesPage.breadcrumbLabel, trail: [home, servicesCrumb, crumb] },
    faq: { intro: productFaqIntro, items: faq },
    cta,
    ...sections,
  };
}
