import { brand, routes } from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** ContactPage JSON-LD of /contact: how to reach NovaLine (e-mail, phone, address, chat). */
export function contactPageJsonLd({
  title,
  description,
}: {
  title: string;
  description: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      url: siteUrl(routes.contact),
      name: title,
      description,
      mainEntity: {
        "@type": "Organization",
        name: brand.name,
        legalName: brand.legalName,
        url: siteUrl("/"),
        email: brand.email,
        telephone: brand.phone.display,
        address: {
          "@type": "PostalAddress",
          streetAddress: brand.address.streetAddress,
          addressLocality: brand.address.locality,
          addressRegion: brand.address.region,
          postalCode: brand.address.postalCode,
          addressCountry: brand.address.countryCode,
        },
        contactPoint: [
          {
            "@type": "ContactPoint",
            contactType: "sales",
            email: brand.email,
            telephone: brand.phone.display,
            url: siteUrl(routes.contact),
          },
        ],
        sameAs: [...brand.social, ...brand.chat].map((profile) => profile.href),
      },
    },
  };
}
