import type { MaintenancePlanId } from "@novaline/content";

type Listener = (plan: MaintenancePlanId) => void;

// The plan a visitor chose on a plan card, handed to the form (its own chunk, maybe not loaded
// yet when the card is clicked).
let chosen: MaintenancePlanId | undefined;
const listeners = new Set<Listener>();

/** Records the plan chosen on a plan card and tells the form, if it is there. */
export function choosePlan(plan: MaintenancePlanId) {
  chosen = plan;
  for (const listener of listeners) listener(plan);
}

/** The plan chosen last, if any. */
export function chosenPlan(): MaintenancePlanId | undefined {
  return chosen;
}

/** Calls `listener` with each plan chosen from now on; returns the unsubscribe function. */
export function onPlanChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
