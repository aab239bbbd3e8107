import { brand, routes } from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** AboutPage JSON-LD of /about: the company, when and where it began, and its people. */
export function aboutPageJsonLd(people: readonly { name: string; role: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      url: siteUrl(routes.about),
      mainEntity: {
        "@type": "Organization",
        name: brand.name,
        url: siteUrl("/"),
        foundingDate: String(brand.foundedYear),
        foundingLocation: `${brand.address.locality}, ${brand.address.region}`,
        employee: people.map(({ name, role }) => ({ "@type": "Person", name, jobTitle: role })),
      },
    },
  };
}
