import { brand } from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** WebPage JSON-LD of a document page such as the privacy policy, with its last change. */
export function webPageJsonLd({
  name,
  description,
  path,
  dateModified,
}: {
  name: string;
  description: string;
  path: string;
  /** ISO date. */
  dateModified: string;
}): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name,
      description,
      url: siteUrl(path),
      dateModified,
      isPartOf: { "@type": "WebSite", name: brand.name, url: siteUrl("/") },
      publisher: { "@type": "Organization", name: brand.legalName, url: siteUrl("/") },
    },
  };
}
