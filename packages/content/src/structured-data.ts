import { facts } from "./facts.js";
import { pricingPage } from "./pricing.js";
import type { StructuredDataFacts } from "./types/index.js";

const prices = pricingPage.plans.map((plan) => plan.price);

/**
 * Facts printed as structured data (JSON-LD) by the pages: the price range and offer count come
 * from the pricing plans, the rating from `facts`.
 * @public
 */
export const structuredDataFacts: StructuredDataFacts = {
  priceRange: { min: Math.min(...prices), max: Math.max(...prices), currency: "USD" },
  offerCount: prices.length,
  aggregateRating: {
    ratingValue: facts.rating.value,
    reviewCount: facts.rating.reviewCount,
    bestRating: 5,
    worstRating: 1,
  },
  serviceTypes: ["AI voice agent", "AI chatbot", "Auto scheduling"],
  areaServed: ["United States", "India", "Canada", "United Kingdom", "Australia"],
};
