import { pricingPage } from "@novaline/content";
import { expect, it } from "vitest";
import { faqPageJsonLd, pricingOffersJsonLd } from "./pricing-meta";

interface Offer {
  name: string;
  url: string;
  price?: number;
  priceSpecification?: Record<string, unknown>;
}

const offersOf = () => {
  const tag = pricingOffersJsonLd(pricingPage.plans, pricingPage.maintenance.plans) as {
    "script:ld+json": { "@type": string; offers: Offer[] };
  };
  return tag["script:ld+json"];
};

it("lists every build plan at its price and every maintenance plan per month", () => {
  const { offers } = offersOf();
  expect(offers.map((offer) => offer.name)).toEqual([
    ...pricingPage.plans.map((plan) => plan.name),
    ...pricingPage.maintenance.plans.map((plan) => plan.name),
  ]);
  expect(offers[1]).toMatchObject({
    price: 2500,
    url: "https://novaline.ai/pricing#plan-voice-starter",
  });
  expect(offers.at(-1)?.priceSpecification).toMatchObject({
    "@type": "UnitPriceSpecification",
    price: 699,
    referenceQuantity: { unitCode: "MON" },
  });
});

it("gives a 'starting at' plan a minimum price, not a fixed one", () => {
  const enterprise = offersOf().offers.find((offer) => offer.name === "Enterprise");
  expect(enterprise?.price).toBeUndefined();
  expect(enterprise?.priceSpecification).toMatchObject({ minPrice: 10000, priceCurrency: "USD" });
});

it("turns questions and answers into FAQPage data", () => {
  expect(faqPageJsonLd([{ q: "Q?", a: "A." }])).toEqual({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
      ],
    },
  });
});
