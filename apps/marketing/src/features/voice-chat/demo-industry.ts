// The industry the visitor chose for the browser call's demo agent (the panel's picker), kept in
// this tab's sessionStorage so that their next call, from any call button, uses it too.
import type { AssistantOverrideConfig } from "@novaline/voice-core";

const DEMO_INDUSTRY_KEY = "novaline:demo-industry";

/** An industry of `@novaline/content`, as the call needs it: its key, and the label it passes. */
export interface DemoIndustry {
  readonly key: string;
  readonly label: string;
}

/** The industry the visitor chose in this tab, if any (storage may be blocked or hold junk). */
export function chosenIndustry(): DemoIndustry | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(DEMO_INDUSTRY_KEY) ?? "null") as unknown;
    const { key, label } = (kept ?? {}) as Partial<Record<keyof DemoIndustry, unknown>>;
    return typeof key === "string" && typeof label === "string" ? { key, label } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the visitor's choice for their next calls; `undefined`: any industry. */
export function chooseIndustry(industry: DemoIndustry | undefined): void {
  try {
    if (industry) {
      sessionStorage.setItem(
        DEMO_INDUSTRY_KEY,
        JSON.stringify({ key: industry.key, label: industry.label }),
      );
    } else sessionStorage.removeItem(DEMO_INDUSTRY_KEY);
  } catch {
    // Blocked storage: the choice holds for this page only (the picker's own state).
  }
}

/**
 * The overrides of the visitor's next call: the chosen industry's label as the assistant's
 * `{{industry}}` variable, as the phone demo passes it (apps/api's placement worker), or none.
 */
export function industryOverrides(
  industry = chosenIndustry(),
): AssistantOverrideConfig | undefined {
  return industry ? { variableValues: { industry: industry.label } } : undefined;
}
