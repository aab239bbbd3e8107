// The plan ids are part of the inquiry API's contract (`@novaline/inquiry`): the Pricing page
// words each plan, the contract says which exist.
export {
  /**
   * Ids of the monthly maintenance plans, in the order the Pricing page lists them.
   * @public
   */
  MAINTENANCE_PLAN_IDS as maintenancePlanIds,
  type MaintenancePlanId,
} from "@novaline/inquiry";
