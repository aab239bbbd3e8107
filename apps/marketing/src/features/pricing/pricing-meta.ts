import {
  brand,
  routes,
  structuredDataFacts,
  type FaqItem,
  type MaintenancePlan,
  type PricingPlan,
} from "@novaline/content";
import type { MetaDescriptor } from "react-router";
import { siteUrl } from "../../shared/meta";

/** The anchor of a plan's card on /pricing. */
export const planAnchor = (id: string) => `plan-${id}`;

/**
 * The Pricing page's plans as schema.org Offers of NovaLine's service: each setup plan at its
 * one-time build price (a minimum price for a "starting at" plan), each maintenance plan at its
 * price per month.
 */
export function pricingOffersJsonLd(
  plans: readonly PricingPlan[],
  maintenancePlans: readonly MaintenancePlan[],
): MetaDescriptor {
  const { currency } = structuredDataFacts.priceRange;
  const seller = { "@type": "Organization", name: brand.name, url: siteUrl("/") };
  const offer = (id: string, name: string, description: string) => ({
    "@type": "Offer",
    name,
    description,
    url: siteUrl(`${routes.pricing}#${planAnchor(id)}`),
    priceCurrency: currency,
    seller,
  });
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Service",
      name: `${brand.name} AI voice agents and chatbots`,
      serviceType: structuredDataFacts.serviceTypes,
      provider: seller,
      areaServed: structuredDataFacts.areaServed,
      url: siteUrl(routes.pricing),
      offers: [
        ...plans.map((plan) => ({
          ...offer(plan.id, plan.name, plan.description),
          ...(plan.priceLabel.endsWith("+")
            ? {
                priceSpecification: {
                  "@type": "PriceSpecification",
                  minPrice: plan.price,
                  priceCurrency: currency,
                },
              }
            : { price: plan.price }),
        })),
        ...maintenancePlans.map((plan) => ({
          ...offer(plan.id, plan.name, plan.description),
          price: plan.monthlyPrice,
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: plan.monthlyPrice,
            priceCurrency: currency,
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
          },
        })),
      ],
    },
  };
}

/** FAQPage JSON-LD of a page's questions and answers. */
export function faqPageJsonLd(items: readonly FaqItem[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.q,
        acceptedAnswer: { "@type": "Answer", text: item.a },
      })),
    },
  };
}
