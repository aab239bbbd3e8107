import {
  brand,
  headerNavigation,
  routes,
  structuredDataFacts,
  type ServiceOffering,
} from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** The Services page as a breadcrumb, named as in the top bar. */
export const servicesCrumb = {
  name: headerNavigation.links.find((link) => link.href === routes.services)?.label ?? "",
  path: routes.services,
};

/** What a Service JSON-LD says about one service. */
export interface ServiceSeo {
  name: string;
  description: string;
  /** The page (and anchor) that presents the service. */
  path: string;
  serviceType?: string;
}

/** Service JSON-LD: one service we sell, who provides it and where. */
export function serviceJsonLd({
  name,
  description,
  path,
  serviceType,
}: ServiceSeo): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Service",
      name,
      serviceType: serviceType ?? name,
      description,
      url: siteUrl(path),
      provider: { "@type": "Organization", name: brand.name, url: siteUrl("/") },
      areaServed: structuredDataFacts.areaServed.map((country) => ({
        "@type": "Country",
        name: country,
      })),
    },
  };
}

/** One Service JSON-LD per offering of the Services page, each at its section's anchor. */
export function offeringsJsonLd(
  offerings: readonly ServiceOffering[],
  servicesPath: string,
): MetaDescriptor[] {
  return offerings.map((offering) =>
    serviceJsonLd({
      name: offering.name,
      description: offering.summary,
      path: `${servicesPath}#${offering.anchorId}`,
    }),
  );
}
