// The closed lists an inquiry or a demo call chooses from: part of the API's contract, so they
// live here; `@novaline/content` words each choice for visitors.

/** Ids of the monthly maintenance plans a maintenance inquiry names, in the Pricing page's order. */
export const MAINTENANCE_PLAN_IDS = ["essential", "professional", "priority"] as const;

/** The id of a monthly maintenance plan. */
export type MaintenancePlanId = (typeof MAINTENANCE_PLAN_IDS)[number];

/** Keys of the nine industries a phone demo is tailored to, in the site's tab order. */
export const INDUSTRY_KEYS = [
  "health",
  "beauty",
  "banking",
  "realestate",
  "hospitality",
  "education",
  "automotive",
  "ecommerce",
  "logistics",
] as const;

/** The key of an industry. */
export type IndustryKey = (typeof INDUSTRY_KEYS)[number];
