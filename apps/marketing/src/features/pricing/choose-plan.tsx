import type { MaintenanceFormCopy, MaintenancePlanId } from "@novaline/content";
import { MaintenanceForm } from "./maintenance-form";
import { Section } from "../../shared/sections/section";

export interface ChoosePlanProps {
  copy: MaintenanceFormCopy;
  plans: readonly { id: MaintenancePlanId; label: string }[];
  email: string;
  sourcePage: string;
}

/** The "choose a maintenance plan" section: the inquiry form on a card. */
export default function ChoosePlan({ copy, plans, email, sourcePage }: ChoosePlanProps) {
  return (
    <Section id={copy.sectionId} intro={copy.intro}>
      <div className="mx-auto w-full max-w-3xl rounded-3xl border border-border bg-card bg-sheen p-6 shadow-elevated sm:p-10">
        <MaintenanceForm copy={copy} plans={plans} email={email} sourcePage={sourcePage} />
      </div>
    </Section>
  );
}
