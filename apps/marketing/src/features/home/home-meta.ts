import { brand, siteMeta, structuredDataFacts } from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** Organization JSON-LD of the home page: who we are, price range, offers and rating. */
export function organizationJsonLd(): MetaDescriptor {
  const { priceRange, aggregateRating, offerCount, serviceTypes, areaServed } = structuredDataFacts;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand.name,
      legalName: brand.legalName,
      url: siteUrl("/"),
      logo: siteUrl(brand.logoFallbacks[1] ?? "/logo.png"),
      email: brand.email,
      telephone: brand.phone.display,
      foundingDate: String(brand.foundedYear),
      address: {
        "@type": "PostalAddress",
        streetAddress: brand.address.streetAddress,
        addressLocality: brand.address.locality,
        addressRegion: brand.address.region,
        postalCode: brand.address.postalCode,
        addressCountry: brand.address.countryCode,
      },
      sameAs: brand.social.map((profile) => profile.href),
      areaServed,
      priceRange: `$${String(priceRange.min)}–$${String(priceRange.max)}`,
      makesOffer: {
        "@type": "AggregateOffer",
        priceCurrency: priceRange.currency,
        lowPrice: priceRange.min,
        highPrice: priceRange.max,
        offerCount,
        itemOffered: serviceTypes.map((name) => ({ "@type": "Service", name })),
      },
      aggregateRating: { "@type": "AggregateRating", ...aggregateRating },
    },
  };
}

/** WebSite JSON-LD of the home page. */
export function websiteJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteMeta.siteName,
      url: siteUrl("/"),
      description: siteMeta.description,
    },
  };
}
