/**
 * Ids of the monthly maintenance plans, in the order the Pricing page lists them. A maintenance
 * inquiry names one of these; kept in its own module so a form can import them without the
 * Pricing page's copy.
 * @public
 */
export const maintenancePlanIds = ["essential", "professional", "priority"] as const;

/** The id of a monthly maintenance plan. @public */
export type MaintenancePlanId = (typeof maintenancePlanIds)[number];
